import { matchPath } from '@portal/router';
import { childApp } from '../remotes/child-app';
import { parentApp } from '../remotes/parent-app';
import type { RemoteDefinition } from '../remotes/remote-definition';

/** The shell's own pages. */
export const SHELL_ROUTES = ['/', '/onboarding', '/welcome'] as const;

/** Remotes in routing order. */
export const REMOTES: readonly RemoteDefinition[] = [parentApp, childApp];

/** Who renders a URL path: the shell, one of the remotes, or nobody (the shell's 404). */
export type RouteOwner = 'shell' | RemoteDefinition['name'] | 'not-found';

/** Decides which part of the portal owns a path; the router and its tests share this table. */
export function ownerOfPath(pathname: string): RouteOwner {
  if (SHELL_ROUTES.some((path) => matchPath({ path, end: true }, pathname))) return 'shell';
  const remote = REMOTES.find((r) => r.routes.some((path) => matchPath(path, pathname)));
  return remote ? remote.name : 'not-found';
}
