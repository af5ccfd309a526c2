import { createAppStore } from '@portal/app-kit';
import { api } from '../lib/api';

/** Builds a parent-app store; tests make a fresh one each, the app uses {@link store}. */
export function createStore() {
  return createAppStore(api);
}

/** The store of the running app (one per page, owned by parent-app alone). */
export const store = createStore();

export type AppStore = ReturnType<typeof createStore>;
