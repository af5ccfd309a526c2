import {
  ChildStatsResponseSchema,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
} from '@portal/contracts';
import { getChildStats, getChildTransactions } from '@portal/contracts/endpoints/child-progress';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';
import { ChildIdParamsSchema } from '../../lib/openapi-params';

const notReadable = errorJson(
  "Not a child the caller may read: another family's, or for a child any child but itself ('Recurso não encontrado.').",
);

/** `GET /api/children/{childId}/stats`. */
export const childStatsRoute = defineRoute(getChildStats, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['child progress'],
  summary: 'Estatísticas do perfil',
  description:
    "The profile's statistics of a child, computed in SQL over its whole history: totals, today's net task earnings, streaks, the last 7 São Paulo days (oldest first, today last, labels Dom…Sáb), records (null = '--') and this month's summary. A child reads only itself; a parent any child of its family.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The statistics.',
      content: { 'application/json': { schema: ChildStatsResponseSchema } },
    },
    404: notReadable,
  },
});

/** `GET /api/children/{childId}/transactions`. */
export const childTransactionsRoute = defineRoute(getChildTransactions, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['child progress'],
  summary: 'Histórico de transações',
  description:
    "The child's ledger, newest first (created_at desc, id desc), `limit` per page (1–100, default 20) with an opaque keyset `nextCursor` (null on the last page). A child reads only itself; a parent any child of its family.",
  request: { params: ChildIdParamsSchema, query: TransactionListQuerySchema },
  responses: {
    200: {
      description: 'One page of the ledger.',
      content: { 'application/json': { schema: TransactionListResponseSchema } },
    },
    400: errorJson('Invalid page size or cursor.'),
    404: notReadable,
  },
});
