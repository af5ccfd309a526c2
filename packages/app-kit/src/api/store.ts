import { createQueryStore, type StoreApi } from './query-store';

export type { StoreApi } from './query-store';

/**
 * Builds a remote's store (its query cache, ADR 048) around its API: shown reads are asked
 * again when the window regains focus and when the browser comes back online. Tests make a
 * fresh store each; the app keeps one per page. `unsubscribeListeners` removes the window
 * listeners.
 */
export function createAppStore(api: StoreApi) {
  return createQueryStore(api);
}

export type AppStore = ReturnType<typeof createAppStore>;
