import type { RouteHandler } from '@hono/zod-openapi';
import { currentActor } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { loadMe } from './me.service';
import type { getMeRoute } from './me.routes';

/** The caller's MeResponse. */
export const getMe: RouteHandler<typeof getMeRoute, AppBindings> = async (c) => {
  return c.json(await loadMe(c.var.db.db, currentActor(c)), 200);
};
