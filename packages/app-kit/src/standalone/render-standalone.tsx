import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { CurrencyProvider, ThemeProvider, ToastProvider } from '@portal/design-system';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@portal/router';
import { createAppearanceStore, type AppearanceStore } from '../theme/appearance';
import { useAppearance, useColorScheme } from '../theme/color-scheme';

/** The family's appearance applied as the shell would (ADR 029), for a remote on its own. */
function StandaloneTheme({ store, children }: { store: AppearanceStore; children: ReactNode }) {
  const appearance = useAppearance(store);
  const scheme = useColorScheme(appearance.theme);
  return (
    <ThemeProvider theme="parent" scheme={scheme} className="standalone-root">
      <CurrencyProvider currency={appearance.currency}>{children}</CurrencyProvider>
    </ThemeProvider>
  );
}

/**
 * Standalone mode of a remote: renders what the shell provides around the exposed app (router,
 * theme following the family's appearance as the shell does — remembered, then `GET /api/me` —,
 * toasts) into `#root`, so its team can work
 * without the shell (`pnpm --filter @portal/<remote> dev`). `/` goes to `home`.
 */
export function renderStandalone({
  appName,
  home,
  App,
  signOut,
}: {
  appName: string;
  home: string;
  App: ComponentType<Pick<RemoteAppProps, 'signOut' | 'onAppearance'>>;
  signOut: RemoteAppProps['signOut'];
}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${appName} needs a #root element in index.html.`);
  const appearance = createAppearanceStore();
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneTheme store={appearance}>
          <ToastProvider>
            <Routes>
              <Route path="/" element={<Navigate to={home} replace />} />
              <Route path="*" element={<App signOut={signOut} onAppearance={appearance.set} />} />
            </Routes>
          </ToastProvider>
        </StandaloneTheme>
      </BrowserRouter>
    </StrictMode>,
  );
}
