import { RemoteRoot } from '@portal/app-kit';
import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { Outlet } from '@portal/router';
import { api } from '../lib/api';
import { standaloneSignOut } from './standalone';
import { store as appStore, type AppStore } from './store';

/** What the exposed root hands to the store's layout: the shell's props, and a store for tests. */
export interface StoreRootProps extends Partial<RemoteAppProps> {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * Layout route of every parent-app screen: parent-app's Redux store (RTK Query) and what the
 * shell gives the remote (`RemoteRoot`: `signOut`, which also empties the API cache, and
 * `onAppearance`). Without the shell's `signOut` (standalone dev server) the standalone one is
 * used.
 */
export function ParentStoreRoot({
  store = appStore,
  signOut = standaloneSignOut,
  onAppearance,
}: StoreRootProps) {
  return (
    <RemoteRoot store={store} api={api} signOut={signOut} onAppearance={onAppearance}>
      <Outlet />
    </RemoteRoot>
  );
}
