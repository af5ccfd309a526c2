import { useGetMeQuery } from '../../../lib/api';
import { useGetChildTasksQuery } from '../../../lib/child-tasks-api';
import { pendingTasksCount } from '../lib/task-views';
import { useNow } from './use-now';

/**
 * Count for the 'Tarefas' badge of the bottom navigation: incomplete tasks the signed-in child
 * can do now. Undefined (no badge) until the list is known, or without a child session. Shares
 * the cached `GET /api/child/tasks` with the tasks screen, so it follows its updates.
 */
export function usePendingTasksCount(): number | undefined {
  const me = useGetMeQuery(undefined);
  const signedIn = Boolean(me.data?.child);
  const { data } = useGetChildTasksQuery(undefined, { skip: !signedIn });
  const now = useNow();
  return signedIn && data ? pendingTasksCount(data.tasks, now) : undefined;
}
