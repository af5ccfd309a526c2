import { childApp } from '../remotes/child-app';
import { parentApp } from '../remotes/parent-app';
import type { RemoteDefinition } from '../remotes/remote-definition';

/** The shell's own pages. */
export const SHELL_ROUTES = ['/', '/onboarding', '/welcome'] as const;

/**
 * Remote pages anyone may open (sign-up, sign-in, password reset, social landing), and the
 * checkout's return page `/assinatura/sucesso`: the payment provider sends the browser there,
 * possibly in a browser that has no session, and parent-app's page says 'Entre na sua conta'
 * itself (with a link back to it) — bouncing to the login here would lose nothing, but the page
 * would never get to explain why (ADR 034).
 */
export const PUBLIC_REMOTE_ROUTES = [
  '/parent/signup',
  '/parent/login',
  '/parent/forgot-password',
  '/parent/reset-password',
  '/auth/callback',
  '/child/login',
  '/assinatura/sucesso',
] as const;

/** Remotes in routing order. */
export const REMOTES: readonly RemoteDefinition[] = [parentApp, childApp];

/** Who renders a URL path: the shell, one of the remotes, or nobody (the shell's 404). */
export type RouteOwner = 'shell' | RemoteDefinition['name'] | 'not-found';

/**
 * Whether `pathname` is `pattern`: a path, or a path ending in `/*` for it and everything under
 * it. As React Router matches them (case aside, a trailing slash ignored), without the router:
 * the entry module calls this before the shared modules are negotiated (`src/index.ts`).
 */
function matchesRoute(pattern: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** Decides which part of the portal owns a path; the router and its tests share this table. */
export function ownerOfPath(pathname: string): RouteOwner {
  if (SHELL_ROUTES.some((path) => matchesRoute(path, pathname))) return 'shell';
  const remote = REMOTES.find((r) => r.routes.some((path) => matchesRoute(path, pathname)));
  return remote ? remote.name : 'not-found';
}

/**
 * Whether a first visit to `pathname` will ask the BFF who is signed in: a remote's page that
 * is not public. As `accessOfPath(pathname) !== 'public'` (route-access.ts, which the tests
 * compare it with), without the router: the entry module starts that request before the shared
 * modules are negotiated (`src/index.ts`).
 */
export function needsSession(pathname: string): boolean {
  const owner = ownerOfPath(pathname);
  if (owner === 'shell' || owner === 'not-found') return false;
  return !PUBLIC_REMOTE_ROUTES.some((path) => matchesRoute(path, pathname));
}
