import type { RouteHandler } from '@hono/zod-openapi';
import { readDeviceFamily, rememberDeviceFamily } from '../../auth/device-family';
import { currentActor } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { loadMe } from './me.service';
import type { getMeRoute } from './me.routes';

/**
 * The caller's MeResponse. A parent with a family also gets the device-family cookie when the
 * device does not remember that family yet: social sign-in ends on a redirect the BFF does not
 * wrap, and the callback page always asks for /api/me.
 */
export const getMe: RouteHandler<typeof getMeRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  if (actor.role === 'parent' && actor.familyId && (await readDeviceFamily(c)) !== actor.familyId) {
    await rememberDeviceFamily(c, actor.familyId);
  }
  return c.json(await loadMe(c.var.db.db, actor), 200);
};
