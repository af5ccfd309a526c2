import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { ThemeProvider, ToastProvider } from '@portal/design-system';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useColorScheme } from '../theme/color-scheme';

function StandaloneTheme({ children }: { children: ReactNode }) {
  const scheme = useColorScheme('auto');
  return (
    <ThemeProvider theme="parent" scheme={scheme} className="standalone-root">
      {children}
    </ThemeProvider>
  );
}

/**
 * Standalone mode of a remote: renders what the shell provides around the exposed app (router,
 * theme following the device's colour scheme, toasts) into `#root`, so its team can work
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
  App: ComponentType<Pick<RemoteAppProps, 'signOut'>>;
  signOut: RemoteAppProps['signOut'];
}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error(`${appName} needs a #root element in index.html.`);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneTheme>
          <ToastProvider>
            <Routes>
              <Route path="/" element={<Navigate to={home} replace />} />
              <Route path="*" element={<App signOut={signOut} />} />
            </Routes>
          </ToastProvider>
        </StandaloneTheme>
      </BrowserRouter>
    </StrictMode>,
  );
}
