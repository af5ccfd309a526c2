import { createRouter } from '../../lib/create-router';
import {
  deletePauseOfChild,
  deletePauseOfFamily,
  getFamilyPauses,
  putPauseOfChild,
  putPauseOfFamily,
} from './pauses.handlers';
import {
  deleteChildPauseRoute,
  deleteFamilyPauseRoute,
  getPausesRoute,
  putChildPauseRoute,
  putFamilyPauseRoute,
} from './pauses.routes';

/** Pauses ('Modo férias') of the family and of each child: read (parent, child), set, end. */
export const pausesRouter = createRouter()
  .openapi(getPausesRoute, getFamilyPauses)
  .openapi(putFamilyPauseRoute, putPauseOfFamily)
  .openapi(deleteFamilyPauseRoute, deletePauseOfFamily)
  .openapi(putChildPauseRoute, putPauseOfChild)
  .openapi(deleteChildPauseRoute, deletePauseOfChild);
