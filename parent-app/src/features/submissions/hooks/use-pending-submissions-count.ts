import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetMeQuery } from '../../../lib/session-api';
import { useGetPendingSubmissionsQuery } from '../api/submissions-api';

/**
 * Count for the 'Aprovações' badge of the parent navigation: submissions waiting in 'Fila de
 * Aprovação'. Shares the cached `GET /api/submissions/pending` with the queue screen, which
 * `submissions.changed` events refresh, so the badge follows the children live. Undefined (no
 * badge) until the queue is known, and never asked for a family without premium access (the
 * queue is a gated API: it would answer 402 on the settings screen, ADR 034).
 */
export function usePendingSubmissionsCount(): number | undefined {
  const { data: me } = useGetMeQuery(undefined);
  const { data } = useGetPendingSubmissionsQuery(me?.premiumAccess ? undefined : skipToken);
  return data?.submissions.length;
}
