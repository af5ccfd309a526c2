import { childApp } from '../remotes/child-app';
import { parentApp } from '../remotes/parent-app';
import type { RemoteDefinition } from '../remotes/remote-definition';

/**
 * The shell's own pages; `/privacidade` is the privacy policy (issue 41, contracts'
 * `PRIVACY_POLICY_PATH`, written out here: this module runs in the entry chunk, before the
 * messages are worth loading).
 */
export const SHELL_ROUTES = ['/', '/onboarding', '/welcome', '/privacidade'] as const;

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
