import { NavSlotProvider } from '@portal/app-kit';
import type { RemoteAppProps } from '@portal/contracts/remote-app';

/** The shell↔remote seam version this build implements; the shell checks it (ADR 040). */
export { REMOTE_CONTRACT_VERSION as contractVersion } from '@portal/contracts/remote-app';
import { ParentNavSlot, ParentRoutes } from '../app/routes';
import type { AppStore } from '../app/store';
import '../app/parent-app.css';

/** Props of the exposed root: the shell's `RemoteAppProps`, plus a store for tests. */
export interface ParentAppProps extends Partial<RemoteAppProps> {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * `parent_app/app`, the one module parent-app exposes: its routes. Every screen renders inside
 * parent-app's own Redux store (`ParentStoreRoot`, which comes with this module). The caller
 * provides the router, ThemeProvider and ToastProvider (the shell, or the standalone bootstrap)
 * and `signOut` (RemoteAppProps; without it the standalone sign-out is used). Signing out empties the API cache (`RemoteRoot`). `data-remote` tells
 * tests and debuggers which remote rendered the page.
 */
export default function ParentApp(props: ParentAppProps) {
  return (
    <NavSlotProvider nav={ParentNavSlot}>
      <div data-remote="parent_app">
        <ParentRoutes root={props} />
      </div>
    </NavSlotProvider>
  );
}
