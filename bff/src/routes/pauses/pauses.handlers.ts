import type { RouteHandler } from '@hono/zod-openapi';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { isChildId } from '../children/children.service';
import type {
  deleteChildPauseRoute,
  deleteFamilyPauseRoute,
  getPausesRoute,
  putChildPauseRoute,
  putFamilyPauseRoute,
} from './pauses.routes';
import { listPauses, removePause, savePause } from './pauses.service';

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** GET /api/pauses */
export const getFamilyPauses: RouteHandler<typeof getPausesRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  const onlyChild = actor.role === 'child' ? actor.childId : null;
  return c.json(await listPauses(c.var.db.db, familyScope(c), onlyChild), 200);
};

/** PUT /api/family/pause */
export const putPauseOfFamily: RouteHandler<typeof putFamilyPauseRoute, AppBindings> = async (
  c,
) => {
  const familyId = familyScope(c);
  await savePause(c.var.db.db, familyId, null, c.req.valid('json'), c.var.clock.now());
  return c.json(await listPauses(c.var.db.db, familyId, null), 200);
};

/** DELETE /api/family/pause */
export const deletePauseOfFamily: RouteHandler<typeof deleteFamilyPauseRoute, AppBindings> = async (
  c,
) => {
  const familyId = familyScope(c);
  await removePause(c.var.db.db, familyId, null);
  return c.json(await listPauses(c.var.db.db, familyId, null), 200);
};

/** PUT /api/children/{id}/pause */
export const putPauseOfChild: RouteHandler<typeof putChildPauseRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  if (!isChildId(id) || !(await savePause(c.var.db.db, familyId, id, input, c.var.clock.now()))) {
    throw notFound();
  }
  return c.json(await listPauses(c.var.db.db, familyId, null), 200);
};

/** DELETE /api/children/{id}/pause */
export const deletePauseOfChild: RouteHandler<typeof deleteChildPauseRoute, AppBindings> = async (
  c,
) => {
  const familyId = familyScope(c);
  const { id } = c.req.valid('param');
  if (!isChildId(id) || !(await removePause(c.var.db.db, familyId, id))) throw notFound();
  return c.json(await listPauses(c.var.db.db, familyId, null), 200);
};
