import { createRouter } from '../../lib/create-router';
import { getFamilyExport, postFamilyDelete } from './privacy.handlers';
import { deleteFamilyRoute, exportFamilyRoute } from './privacy.routes';

/** The family's data rights (parents only): export everything, erase everything (ADR 027). */
export const privacyRouter = createRouter()
  .openapi(exportFamilyRoute, getFamilyExport)
  .openapi(deleteFamilyRoute, postFamilyDelete);
