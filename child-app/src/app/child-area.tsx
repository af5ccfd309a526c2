import { ageGroupFromAge } from '@portal/domain/age-group';
import { ThemeProvider, type ThemeName } from '@portal/design-system';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useGetMeQuery } from './me-api';
import { usePortalEvents } from './use-portal-events';

/** The theme before anyone is signed in (child login without a chosen profile). */
export const DEFAULT_CHILD_THEME: ThemeName = 'kids';

/**
 * The root element of child-app (`data-remote="child_app"`), themed by the signed-in child's
 * age group (`ageGroupFromAge` of GET /api/me) once that is known, kids until then. The login
 * screen is before sign-in: it skips /api/me and themes itself from the chosen profile.
 * While a child is signed in it also listens to the BFF's event stream (`usePortalEvents`).
 */
export function ChildArea({ children }: { children: ReactNode }) {
  const onLogin = matchPath('/child/login', useLocation().pathname) !== null;
  const { data } = useGetMeQuery(undefined, { skip: onLogin });
  const child = !onLogin ? data?.child : undefined;
  usePortalEvents(Boolean(child));
  const theme = child ? ageGroupFromAge(child.age) : DEFAULT_CHILD_THEME;
  return (
    <ThemeProvider theme={theme} className="child-root" data-remote="child_app">
      {children}
    </ThemeProvider>
  );
}
