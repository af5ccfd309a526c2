import {
  enqueueCompletion,
  flushCompletionQueue,
  listQueuedCompletions,
  onCompletionsFlushed,
  requestCompletionSync,
  type FlushResult,
  type QueuedCompletion,
} from '@portal/app-kit/offline';
import { setQueuedTasks } from './outbox-state';

/*
 * The page's side of the offline completion queue (ADR 069), loaded once the first screen is
 * done or when a tap finds no connection: keeps the cards' "queued" marks in step with
 * IndexedDB and sends the queue when the connection can be back.
 */

async function showQueued(childId: string): Promise<void> {
  setQueuedTasks((await listQueuedCompletions(childId)).map((entry) => entry.taskId));
}

/** Keeps a tap for later and asks the service worker, where there is one, to send it. */
export async function queueCompletion(entry: QueuedCompletion): Promise<void> {
  await enqueueCompletion(entry);
  await showQueued(entry.childId);
  requestCompletionSync();
}

/**
 * While `childId` is signed in: shows its queued tasks, sends the queue now (app start), when
 * the browser comes back online and when the child returns to the tab, and reports each flush
 * that delivered or dropped something (also one of the service worker or another tab) to
 * `onFlushed`. Returns the stop.
 */
export function startCompletionOutbox(
  childId: string,
  onFlushed: (result: FlushResult) => void,
): () => void {
  let stopped = false;
  const flush = () => {
    if (stopped) return;
    flushCompletionQueue()
      .then(() => showQueued(childId))
      .catch((error: unknown) => console.error('Offline completions not sent', error));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const stopListening = onCompletionsFlushed((result) => {
    if (stopped || result.childId !== childId) return;
    void showQueued(childId).catch(() => undefined);
    onFlushed(result);
  });
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  void showQueued(childId)
    .catch(() => undefined)
    .then(flush);
  return () => {
    stopped = true;
    stopListening();
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    setQueuedTasks([]);
  };
}
