import '@portal/app-kit/zod-csp';
import { NavSlotProvider, RemoteRoot } from '@portal/app-kit';
import type { RemoteAppProps } from '@portal/contracts/remote-app';

/** The shell↔remote seam version this build implements; the shell checks it (ADR 040). */
export { REMOTE_CONTRACT_VERSION as contractVersion } from '@portal/contracts/remote-app';
import { ChildArea } from '../app/child-area';
import { ChildNavSlot, ChildRoutes } from '../app/routes';
import { store as appStore, type AppStore } from '../app/store';
import { api } from '../lib/api';
import '../app/child-app.css';

/** What the shell (or the standalone bootstrap) passes to child-app's root. */
export interface ChildAppProps extends RemoteAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * `child_app/app`, the one module child-app exposes: its routes inside its own Redux store and
 * its age theme (a nested ThemeProvider inside the shell's). The caller provides the router and
 * the ToastProvider, and the `signOut` of `RemoteAppProps`; signing out empties the API cache
 * (`RemoteRoot`), so the cached /api/me of this child never greets the next one.
 * `data-remote` tells tests and debuggers which remote rendered the page.
 */
export default function ChildApp({ store = appStore, signOut, onAppearance }: ChildAppProps) {
  return (
    <RemoteRoot store={store} api={api} signOut={signOut} onAppearance={onAppearance}>
      <NavSlotProvider nav={ChildNavSlot}>
        <ChildArea>
          <ChildRoutes />
        </ChildArea>
      </NavSlotProvider>
    </RemoteRoot>
  );
}
