import type { PendingSubmissionListResponse } from '@portal/contracts/submissions';
import { skipToken } from '@portal/app-kit';
import { useGetMeQuery } from '../../../lib/session-api';
import { useGetPendingSubmissionsInfiniteQuery } from '../api/submissions-api';

/**
 * Count for the 'Aprovações' badge of the parent navigation: submissions waiting in 'Fila de
 * Aprovação' (the whole queue, not the first page). Shares the cached pages of
 * `GET /api/submissions/pending` with the queue screen, which
 * `submissions.changed` events refresh, so the badge follows the children live. Undefined (no
 * badge) until the queue is known, and never asked for a family without premium access (the
 * queue is a gated API: it would answer 402 on the settings screen, ADR 034).
 */
export function usePendingSubmissionsCount(): number | undefined {
  const { data: me } = useGetMeQuery(undefined);
  const { data } = useGetPendingSubmissionsInfiniteQuery(me?.premiumAccess ? undefined : skipToken);
  return pendingTotal(data?.pages);
}

/**
 * The whole queue's size from its loaded pages: the BFF's `total` (issue 14), or, from a BFF
 * without it, the submissions loaded.
 */
export function pendingTotal(
  pages: readonly PendingSubmissionListResponse[] | undefined,
): number | undefined {
  if (!pages) return undefined;
  return pages.at(-1)?.total ?? pages.reduce((sum, page) => sum + page.submissions.length, 0);
}
