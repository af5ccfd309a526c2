import { createRouter } from '../../lib/create-router';
import { getChildStats, getChildTransactions } from './child-progress.handlers';
import { childStatsRoute, childTransactionsRoute } from './child-progress.routes';

/** What a child achieved, read-only: the profile's statistics and the ledger's pages. */
export const childProgressRouter = createRouter()
  .openapi(childStatsRoute, getChildStats)
  .openapi(childTransactionsRoute, getChildTransactions);
