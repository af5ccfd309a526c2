import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/** Builds a parent-app store; tests make a fresh one each, the app uses {@link store}. */
export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The store of the running app (one per page, owned by parent-app alone). */
export const store = createStore();

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
