import { ThemeProvider, ToastProvider } from '@portal/design-system';
import type { ReactNode } from 'react';
import './shell.css';

/**
 * Page-wide providers of the portal. The design system is a shared singleton, so a remote's
 * `useTheme()` / `useToast()` read these very providers. The skip link comes with every
 * `PageLayout`, which every page — including the remote loading and fallback states — uses.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme="parent" scheme="light" className="shell-root">
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
