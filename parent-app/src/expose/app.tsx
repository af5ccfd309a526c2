import { NavSlotProvider } from '@portal/app-kit';
import { fetchFirstScreenData } from '@portal/app-kit/plain-request';
import type { RemoteAppProps } from '@portal/contracts/remote-app';

/** The shell↔remote seam version this build implements; the shell checks it (ADR 040). */
export { REMOTE_CONTRACT_VERSION as contractVersion } from '@portal/contracts/remote-app';
import { ParentNavSlot, ParentRoutes, FIRST_SCREEN_DATA } from '../app/routes';
import type { AppStore } from '../app/store';
import { env } from '../env';
import '../app/parent-app.css';

/** Props of the exposed root: the shell's `RemoteAppProps`, plus a store for tests. */
export interface ParentAppProps extends Partial<RemoteAppProps> {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

// A first visit's screen data starts now, with the store's and the screen's code (ADR 045).
fetchFirstScreenData(env.PUBLIC_API_BASE_URL, FIRST_SCREEN_DATA, window.location.pathname);

/**
 * `parent_app/app`, the one module parent-app exposes: its routes. Every screen but the login
 * renders inside parent-app's own Redux store (`ParentStoreRoot`, loaded with the first such
 * screen; ADR 045). The caller provides the router, ThemeProvider and ToastProvider (the shell,
 * or the standalone bootstrap) and `signOut` (RemoteAppProps; without it the standalone
 * sign-out is used). Signing out empties the API cache (`RemoteRoot`). `data-remote` tells
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
