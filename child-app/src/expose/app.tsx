import { NavSlotProvider } from '@portal/app-kit';
import type { RemoteAppProps } from '@portal/contracts/remote-app';

/** The shell↔remote seam version this build implements; the shell checks it (ADR 040). */
export { REMOTE_CONTRACT_VERSION as contractVersion } from '@portal/contracts/remote-app';
import { ChildNavSlot, ChildRoutes } from '../app/routes';
import type { AppStore } from '../app/store';
import '../app/child-app.css';

/** What the shell (or the standalone bootstrap) passes to child-app's root. */
export interface ChildAppProps extends RemoteAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * `child_app/app`, the one module child-app exposes: its routes, each in its age theme (a
 * nested ThemeProvider inside the shell's). Every screen renders inside child-app's own Redux
 * store (`ChildStoreRoot`, which comes with this module).
 * The caller provides the router and the ToastProvider, and the `signOut` of `RemoteAppProps`;
 * signing out empties the API cache (`RemoteRoot`), so the cached /api/me of this child never
 * greets the next one. `data-remote` tells tests and debuggers which remote rendered the page.
 */
export default function ChildApp(props: ChildAppProps) {
  return (
    <NavSlotProvider nav={ChildNavSlot}>
      <ChildRoutes root={props} />
    </NavSlotProvider>
  );
}
