import { RemoteRoot } from '@portal/app-kit';
import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { Outlet } from '@portal/router';
import { api } from '../lib/api';
import { store as appStore, type AppStore } from './store';

/** What the exposed root hands to the store's layout: the shell's props, and a store for tests. */
export interface StoreRootProps extends RemoteAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * Layout route of every child-app screen: child-app's Redux store (RTK Query) and what the
 * shell gives the remote (`RemoteRoot`: `signOut`, which also empties the API cache so the
 * cached /api/me of this child never greets the next one, and `onAppearance`).
 */
export function ChildStoreRoot({ store = appStore, signOut, onAppearance }: StoreRootProps) {
  return (
    <RemoteRoot store={store} api={api} signOut={signOut} onAppearance={onAppearance}>
      <Outlet />
    </RemoteRoot>
  );
}
