import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import {
  setupListeners,
  type CombinedState,
  type EndpointDefinitions,
} from '@reduxjs/toolkit/query';

/** The parts of a remote's API the store needs (any `createPortalApi` result). */
export interface StoreApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * Builds a remote's Redux store around its API and wires RTK Query's `setupListeners`, so
 * shown reads are asked again when the window regains focus and when the browser comes back
 * online (`refetchOnFocus` / `refetchOnReconnect` of `createPortalApi`). Tests make a fresh
 * store each; the app keeps one per page. `unsubscribeListeners` removes the window listeners.
 */
export function createAppStore<A extends StoreApi>(api: A) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer as A['reducer'] },
    // The dev-only serializability check warns above 32 ms; on a busy 2-core machine ordinary
    // RTK Query states cross that, and the warning would hide real ones.
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      }).concat(api.middleware),
  });
  const unsubscribeListeners = setupListeners(store.dispatch);
  return Object.assign(store, { unsubscribeListeners });
}

export type AppStore = ReturnType<typeof createAppStore>;

/** A remote store's state as screens read it with `useSelector` (`state.api`: RTK Query's). */
export interface RootState {
  api: CombinedState<EndpointDefinitions, string, 'api'>;
}
