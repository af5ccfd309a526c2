import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/** Builds a parent-app store; tests make a fresh one each, the app uses {@link store}. */
export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    // The dev-only serializability check warns above 32 ms; on a busy 2-core machine ordinary
    // RTK Query states cross that, and the warning would hide real ones.
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      }).concat(api.middleware),
  });
}

/** The store of the running app (one per page, owned by parent-app alone). */
export const store = createStore();

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
