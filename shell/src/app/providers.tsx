import { useColorScheme, type SchemePreference } from '@portal/app-kit/color-scheme';
import { ThemeProvider, ToastProvider } from '@portal/design-system';
import type { ReactNode } from 'react';
import './shell.css';

/**
 * Page-wide providers of the portal. The design system is a shared singleton, so a remote's
 * `useTheme()` / `useToast()` read these very providers (child-app's age theme keeps this
 * scheme). The colour scheme follows the device (`prefers-color-scheme`, re-rendered when it
 * changes) unless `schemePreference` fixes it — where a family's stored choice (issue 12:
 * light, dark or auto) will come in. The skip link comes with every `PageLayout`, which every
 * page — including the remote loading and fallback states — uses.
 */
export function AppProviders({
  children,
  schemePreference = 'auto',
}: {
  children: ReactNode;
  schemePreference?: SchemePreference;
}) {
  const scheme = useColorScheme(schemePreference);
  return (
    <ThemeProvider theme="parent" scheme={scheme} className="shell-root">
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
