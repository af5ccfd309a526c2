import { ThemeProvider, useTheme, type ThemeName } from '@portal/design-system';
import type { ReactNode } from 'react';

/** The theme before anyone is signed in (child login without a chosen profile). */
export const DEFAULT_CHILD_THEME: ThemeName = 'kids';

/**
 * The root element of `/child/login` (`data-remote="child_app"`): the kids theme in the page's
 * colour scheme. It never asks /api/me (whoever is signed in, the login is for a child about to
 * sign in); its form themes itself from the chosen profile.
 */
export function ChildLoginArea({ children }: { children: ReactNode }) {
  const { scheme } = useTheme();
  return (
    <ThemeProvider
      theme={DEFAULT_CHILD_THEME}
      scheme={scheme}
      className="child-root"
      data-remote="child_app"
    >
      {children}
    </ThemeProvider>
  );
}
