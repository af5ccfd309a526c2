import { useSyncExternalStore } from 'react';

/*
 * Which of the signed-in child's tasks wait in the offline queue (ADR 069), for the cards to say
 * 'Será enviada quando a conexão voltar'. Kept apart from the queue itself (IndexedDB, in the
 * lazy `completion-outbox` chunk) so the first screens carry no IndexedDB code.
 */

let queued: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

/** Replaces the set of queued task ids (the outbox calls it after every change). */
export function setQueuedTasks(taskIds: Iterable<string>): void {
  const next = new Set(taskIds);
  if (next.size === queued.size && [...next].every((id) => queued.has(id))) return;
  queued = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the tasks whose completion waits for the connection. */
export function useQueuedTasks(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => queued);
}
