import { useGetPendingSubmissionsQuery } from '../api/submissions-api';

/**
 * Count for the 'Aprovações' badge of the parent navigation: submissions waiting in 'Fila de
 * Aprovação'. Shares the cached `GET /api/submissions/pending` with the queue screen, which
 * `submissions.changed` events refresh, so the badge follows the children live. Undefined (no
 * badge) until the queue is known.
 */
export function usePendingSubmissionsCount(): number | undefined {
  const { data } = useGetPendingSubmissionsQuery(undefined);
  return data?.submissions.length;
}
