import { createAppStore, registerCacheReset } from '@portal/app-kit';
import { api } from '../lib/api';

/** Builds a child-app store; tests make a fresh one each, the app uses {@link store}. */
export function createStore() {
  return createAppStore(api);
}

/** The store of the running app (one per page, owned by child-app alone). */
export const store = createStore();

// A sign-in on the login, which renders without the store, empties its cache (ADR 045).
registerCacheReset(() => store.dispatch(api.util.resetApiState()));

export type AppStore = ReturnType<typeof createStore>;
