import { matchPath } from '@portal/router';

/** Who may open a path: anyone, a signed-in parent, or a signed-in child. */
export type RouteAccess = 'public' | 'parent' | 'child';

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

/** Areas that need a parent session (issue 3 seam: everything else of parent_app). */
export const PARENT_ROUTES = ['/parent/*', '/tasks/*', '/children/setup'] as const;

/** Areas that need a child session. */
export const CHILD_ROUTES = ['/child/*'] as const;

/**
 * Areas that also need the family's premium access (spec 001 §1 route table, "subscription
 * gate"; issue 13). The rest of the signed-in areas — `/parent/settings` (where the billing tab
 * is), `/children/setup` — need a session only. Public paths above are never gated.
 */
export const SUBSCRIPTION_GATED_ROUTES = ['/child/*', '/parent/dashboard', '/tasks/*'] as const;

/** Where a parent without premium access is sent: the billing tab of the settings. */
export const SUBSCRIPTION_REQUIRED_PATH = '/parent/settings?tab=billing';

/**
 * The navigation state that goes with {@link SUBSCRIPTION_REQUIRED_PATH} (spec 001 §1: settings
 * "accepts … state subscriptionRequired"): parent-app shows its notice, `from` is the gated
 * path + search the parent asked for.
 */
export interface SubscriptionRequiredState {
  subscriptionRequired: true;
  from: string;
}

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

/** Whether a path needs the family's premium access besides the session (never a public one). */
export function isSubscriptionGated(pathname: string): boolean {
  return accessOfPath(pathname) !== 'public' && matches(SUBSCRIPTION_GATED_ROUTES, pathname);
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

/** What GET /api/me said that the guard and the gate need. */
export interface SessionFacts {
  /** The signed-in role; null = nobody (or a social user without a family yet). */
  role: 'parent' | 'child' | null;
  /** The BFF's premium-access decision for the family (spec 001 §4, ADR 033). */
  premiumAccess: boolean;
}

/** What the guard does with a path once it knows the session. */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in'; to: string }
  | { kind: 'subscribe'; to: string; state: SubscriptionRequiredState }
  | { kind: 'child-no-access' };

/**
 * The session guard's and subscription gate's decision for `pathname` (the path + search is
 * `here`, the way back): public paths are open; the wrong role (or nobody) goes to sign in
 * (spec 001 §2 "Subscription gate": "not logged in: sent to the login with origin"); on a gated
 * path without premium access a parent goes to the billing tab with `subscriptionRequired`
 * (spec 001 §4 "Subscription gate decision") and a child stays, shown the shell's "ask a
 * guardian" page — a child cannot subscribe, and the parent's settings are not its place.
 */
export function decideAccess(
  pathname: string,
  here: string,
  session: SessionFacts,
): AccessDecision {
  const access = accessOfPath(pathname);
  if (access === 'public') return { kind: 'allow' };
  if (session.role !== access) return { kind: 'sign-in', to: signInPathFor(access, here) };
  if (!isSubscriptionGated(pathname) || session.premiumAccess) return { kind: 'allow' };
  if (access === 'child') return { kind: 'child-no-access' };
  return {
    kind: 'subscribe',
    to: SUBSCRIPTION_REQUIRED_PATH,
    state: { subscriptionRequired: true, from: here },
  };
}
