import type { RouteHandler } from '@hono/zod-openapi';
import { familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import type { parentDashboardRoute } from './parent-dashboard.routes';
import { parentDashboard } from './parent-dashboard.service';

/** GET /api/parent/dashboard */
export const getParentDashboard: RouteHandler<typeof parentDashboardRoute, AppBindings> = async (
  c,
) => {
  return c.json(await parentDashboard(c.var.db.db, familyScope(c), c.var.clock.now()), 200);
};
