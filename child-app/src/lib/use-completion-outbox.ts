import { useStore } from '@portal/app-kit';
import { MSG } from '@portal/contracts/messages';
import { useToast } from '@portal/design-system';
import { useEffect } from 'react';
import { api } from './api';
import { childTasksApi } from './child-tasks-api';
import { completionCopy } from './completion-copy';

/** What a delivered completion changed: the task list, the balance and XP, the progress reads. */
const DELIVERED_TAGS = [
  'ChildTasks',
  'Me',
  'Stats',
  'Transactions',
  'Goals',
  'Achievements',
] as const;

/**
 * Runs the offline completion queue for the signed-in child (ADR 069): its chunk loads once the
 * first screen is done (`childId` is given then), sends what waits and keeps sending when the
 * connection can be back. A delivered completion refreshes the tasks and the balance (RTK
 * Query tags, as a tap does); a refused one is a toast with the BFF's message.
 */
export function useCompletionOutbox(childId: string | undefined): void {
  // The remote's store (src/app/store.ts, which lib/ may not import): it takes RTK Query's thunks.
  const store = useStore() as unknown as {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
  };
  const toast = useToast();
  useEffect(() => {
    if (!childId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import(/* webpackChunkName: "idle-completion-outbox" */ './completion-outbox')
      .then(({ startCompletionOutbox }) => {
        if (cancelled) return;
        stop = startCompletionOutbox(childId, (result) => {
          const tasks = childTasksApi.endpoints.getChildTasks.select()(
            store.getState() as Parameters<
              ReturnType<typeof childTasksApi.endpoints.getChildTasks.select>
            >[0],
          ).data?.tasks;
          for (const refusal of result.refused) {
            const title = tasks?.find((task) => task.id === refusal.taskId)?.title ?? null;
            toast.show({
              message: completionCopy.refusedOnArrival(
                title,
                refusal.message || MSG.task.completeFailed,
              ),
              tone: 'error',
            });
          }
          // Delivered tasks read as done at once (their queued mark has just gone), as after a
          // tap; the list read again below tells the rest.
          const delivered = new Set(result.delivered.map((item) => item.taskId));
          if (delivered.size > 0) {
            store.dispatch(
              childTasksApi.util.updateQueryData('getChildTasks', undefined, (draft) => {
                for (const task of draft.tasks) {
                  if (delivered.has(task.id)) task.completed = true;
                }
              }),
            );
          }
          store.dispatch(
            api.util.invalidateTags(
              result.delivered.length > 0 ? [...DELIVERED_TAGS] : ['ChildTasks'],
            ),
          );
        });
      })
      .catch((error: unknown) => console.error('Offline completions unavailable', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [childId, store, toast]);
}
