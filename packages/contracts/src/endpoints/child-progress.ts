import type { z } from 'zod';
import type {
  ChildStatsResponseSchema,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
} from '../progress';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/children/{childId}/stats`: the profile's statistics (the child itself or a parent). */
export const getChildStats = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ChildStatsResponseSchema>
>()('GET', '/children/{childId}/stats', 'getChildStats');

/** `GET /api/children/{childId}/transactions`: a page of the child's ledger, newest first. */
export const getChildTransactions = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof TransactionListQuerySchema> },
  z.output<typeof TransactionListResponseSchema>
>()('GET', '/children/{childId}/transactions', 'getChildTransactions');
