import { matchPath } from 'react-router-dom';

/** Who may open a path: anyone, a signed-in parent, or a signed-in child. */
export type RouteAccess = 'public' | 'parent' | 'child';

/** Remote pages anyone may open (sign-up, sign-in, password reset, social landing). */
export const PUBLIC_REMOTE_ROUTES = [
  '/parent/signup',
  '/parent/login',
  '/parent/forgot-password',
  '/parent/reset-password',
  '/auth/callback',
  '/child/login',
] as const;

/** Areas that need a parent session (issue 3 seam: everything else of parent_app). */
export const PARENT_ROUTES = ['/parent/*', '/tasks/*', '/assinatura/sucesso', '/children/setup'];

/** Areas that need a child session. */
export const CHILD_ROUTES = ['/child/*'];

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/**
 * Decides which session a path needs; the session guard and its tests share this table. The
 * shell's own pages and unknown paths (the 404) are public.
 */
export function accessOfPath(pathname: string): RouteAccess {
  if (matches(PUBLIC_REMOTE_ROUTES, pathname)) return 'public';
  if (matches(PARENT_ROUTES, pathname)) return 'parent';
  if (matches(CHILD_ROUTES, pathname)) return 'child';
  return 'public';
}

/**
 * Where a visitor without the right session goes: the parent login, told where to come back
 * to, or the child login.
 */
export function signInPathFor(access: Exclude<RouteAccess, 'public'>, from: string): string {
  return access === 'parent'
    ? `/parent/login?redirectTo=${encodeURIComponent(from)}`
    : '/child/login';
}
