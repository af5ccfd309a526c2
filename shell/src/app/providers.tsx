import type { AppearanceStore } from '@portal/app-kit/appearance';
import { useAppearance, useColorScheme, type SchemePreference } from '@portal/app-kit/color-scheme';
import { CurrencyProvider, ThemeProvider, ToastProvider } from '@portal/design-system';
import type { ReactNode } from 'react';
import { shellAppearance } from './appearance';
import './shell.css';

/**
 * Page-wide providers of the portal. The design system is a shared singleton, so a remote's
 * `useTheme()` / `useToast()` / `Money` read these very providers (child-app's age theme keeps
 * this scheme unless the child chose its own). The colour scheme and the currency are the
 * family's appearance (issue 12, ADR 029: `appearance`, remembered on this device and refreshed
 * from `GET /api/me`): light, dark, or `auto`, which follows the device (`prefers-color-scheme`,
 * re-rendered when it changes). `schemePreference` overrides the scheme (tests, stories). The
 * skip link comes with every `PageLayout`, which every page — including the remote loading and
 * fallback states — uses.
 */
export function AppProviders({
  children,
  appearance = shellAppearance,
  schemePreference,
}: {
  children: ReactNode;
  appearance?: AppearanceStore;
  schemePreference?: SchemePreference;
}) {
  const current = useAppearance(appearance);
  const scheme = useColorScheme(schemePreference ?? current.theme);
  return (
    <ThemeProvider theme="parent" scheme={scheme} className="shell-root">
      <CurrencyProvider currency={current.currency}>
        <ToastProvider>{children}</ToastProvider>
      </CurrencyProvider>
    </ThemeProvider>
  );
}
