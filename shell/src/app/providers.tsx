import { ThemeProvider, ToastProvider } from '@portal/design-system';
import type { ReactNode } from 'react';
import './shell.css';

/**
 * Page-wide providers of the portal. The design system is a shared singleton, so a remote's
 * `useTheme()` / `useToast()` read these very providers. The skip link comes with every
 * `PageLayout` (and the remote loading/fallback states render their own `#main-content`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme="parent" scheme="light">
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
