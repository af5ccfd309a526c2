import { useGetMeQuery } from '../../../lib/api';
import { useGetChildTasksQuery } from '../../../lib/child-tasks-api';
import { useQueuedTasks } from '../../../lib/outbox-state';
import { pendingTasksCount } from '../lib/task-views';
import { useNow } from './use-now';

/**
 * Count for the 'Tarefas' badge of the bottom navigation: incomplete tasks the signed-in child
 * can do now. Undefined (no badge) until the list is known, or without a child session. Shares
 * the cached `GET /api/child/tasks` with the tasks screen, so it follows its updates. A task
 * whose completion waits for the connection is done for the child: it is not counted.
 */
export function usePendingTasksCount(): number | undefined {
  const me = useGetMeQuery(undefined);
  const signedIn = Boolean(me.data?.child);
  const { data } = useGetChildTasksQuery(undefined, { skip: !signedIn });
  const now = useNow();
  const queued = useQueuedTasks();
  return signedIn && data
    ? pendingTasksCount(
        data.tasks.filter((task) => !queued.has(task.id)),
        now,
      )
    : undefined;
}
