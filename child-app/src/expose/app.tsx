import { ThemeProvider, type ThemeName } from '@portal/design-system';
import { Provider } from 'react-redux';
import { ChildRoutes } from '../app/routes';
import { store as appStore, type AppStore } from '../app/store';
import '../app/child-app.css';

export interface ChildAppProps {
  /** A fresh store per test; the app's own store otherwise. */
  store?: AppStore;
}

/**
 * The age theme of the child area. `kids` until child sign-in exists; then it comes from the
 * signed-in child's age through `ageGroupFromAge` of `@portal/domain`.
 */
const DEFAULT_CHILD_THEME: ThemeName = 'kids';

/**
 * `child_app/app`, the one module child-app exposes: its routes inside its own Redux store and
 * its age theme (a nested ThemeProvider inside the shell's). The caller provides the router and
 * the ToastProvider. `data-remote` tells tests and debuggers which remote rendered the page.
 */
export default function ChildApp({ store = appStore }: ChildAppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={DEFAULT_CHILD_THEME} className="child-root" data-remote="child_app">
        <ChildRoutes />
      </ThemeProvider>
    </Provider>
  );
}
