import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/app-types';
import { childReader, findReadableChild } from '../../lib/child-scope';
import type { childStatsRoute, childTransactionsRoute } from './child-progress.routes';
import { childStats, listChildTransactions } from './child-progress.service';

/** GET /api/children/{childId}/stats */
export const getChildStats: RouteHandler<typeof childStatsRoute, AppBindings> = async (c) => {
  const db = c.var.db.db;
  const child = await findReadableChild(db, childReader(c), c.req.valid('param').childId);
  return c.json(await childStats(db, child, c.var.clock.now()), 200);
};

/** GET /api/children/{childId}/transactions */
export const getChildTransactions: RouteHandler<
  typeof childTransactionsRoute,
  AppBindings
> = async (c) => {
  const db = c.var.db.db;
  const child = await findReadableChild(db, childReader(c), c.req.valid('param').childId);
  return c.json(await listChildTransactions(db, child.id, c.req.valid('query')), 200);
};
