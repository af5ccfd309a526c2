import { Provider } from 'react-redux';
import { ParentRoutes } from '../app/routes';
import { store as appStore, type AppStore } from '../app/store';
import '../app/parent-app.css';

export interface ParentAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * `parent_app/app`, the one module parent-app exposes: its routes inside its own Redux store.
 * The caller provides the router, ThemeProvider and ToastProvider (the shell, or the standalone
 * bootstrap). `data-remote` tells tests and debuggers which remote rendered the page.
 */
export default function ParentApp({ store = appStore }: ParentAppProps) {
  return (
    <Provider store={store}>
      <div data-remote="parent_app">
        <ParentRoutes />
      </div>
    </Provider>
  );
}
