import '../app/zod-csp';
import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { useCallback } from 'react';
import { Provider } from 'react-redux';
import { api } from '../app/api';
import { ChildArea } from '../app/child-area';
import { RemotePropsProvider } from '../app/remote-props';
import { ChildRoutes } from '../app/routes';
import { store as appStore, type AppStore } from '../app/store';
import '../app/child-app.css';

/** What the shell (or the standalone bootstrap) passes to child-app's root. */
export interface ChildAppProps extends RemoteAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * `child_app/app`, the one module child-app exposes: its routes inside its own Redux store and
 * its age theme (a nested ThemeProvider inside the shell's). The caller provides the router and
 * the ToastProvider, and the `signOut` of `RemoteAppProps`. `data-remote` tells tests and
 * debuggers which remote rendered the page.
 */
export default function ChildApp({ store = appStore, signOut }: ChildAppProps) {
  // After signing out, the cached /api/me of this child must not greet the next one: invalidating
  // drops it once nothing shows it (RTK Query removes unsubscribed entries) or re-asks the BFF.
  const signOutAndForget = useCallback<RemoteAppProps['signOut']>(
    async (role) => {
      await signOut(role);
      store.dispatch(api.util.invalidateTags(['Me']));
    },
    [signOut, store],
  );
  return (
    <Provider store={store}>
      <RemotePropsProvider signOut={signOutAndForget}>
        <ChildArea>
          <ChildRoutes />
        </ChildArea>
      </RemotePropsProvider>
    </Provider>
  );
}
