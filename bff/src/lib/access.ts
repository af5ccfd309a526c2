import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { MSG, SUBSCRIPTION_REQUIRED_CODE } from '@portal/contracts';
import type { AnyEndpoint } from '@portal/contracts/endpoints/endpoint';
import { premiumAccessAt } from '@portal/domain';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { ActorRole } from '../auth/actor';
import { GUARD_MESSAGES } from '../auth/middleware';
import type { AppBindings } from './app-types';
import { ApiError } from './errors';
import { errorJson } from './openapi-responses';
import type { RouteMatches } from './route-types';

/*
 * Declared access (ADR 013). Every route says who may call it, once, next to its OpenAPI
 * definition (`defineRoute({ access, ... })`); the guard that `defineRoute` puts first in the
 * route's own middleware enforces it, before any body is read or validated.
 */

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not;
 * - `signedIn`: any signed-in user, a social user without a role (no family yet) included;
 * - `parentOrNewUser`: a parent, or a signed-in user without a role (finishing a social sign-up);
 * - `parent`: a parent;
 * - `child`: an active child;
 * - `parentOrChild`: a parent or an active child (routes that serve both, e.g. the photo).
 */
export type Access =
  'public' | 'signedIn' | 'parentOrNewUser' | 'parent' | 'child' | 'parentOrChild';

/** Name of the OpenAPI operation extension that records the access of the route. */
export const ACCESS_EXTENSION = 'x-access';

/** What each access level lets in, and the pt-BR answers of the guard. */
export const ACCESS_RULES: Record<
  Access,
  {
    /** Roles let in; `'anyone'`: no session needed; `'anySession'`: any signed-in user. */
    allows: 'anyone' | 'anySession' | readonly ActorRole[];
    /** Text of the 401 (signed out). */
    unauthenticated: string;
    /** Text of the 403 (signed in with a role that is not let in). */
    forbidden: string;
    /** English note of the 403 in the OpenAPI document. */
    forbiddenDoc: string;
  }
> = {
  public: { allows: 'anyone', unauthenticated: '', forbidden: '', forbiddenDoc: '' },
  signedIn: {
    allows: 'anySession',
    unauthenticated: GUARD_MESSAGES.unauthenticated,
    forbidden: '',
    forbiddenDoc: '',
  },
  parentOrNewUser: {
    allows: ['parent', null],
    // Spec 000 §4 words the signed-out answer of the social sign-up completion.
    unauthenticated: MSG.signup.noAuthenticatedUser,
    forbidden: GUARD_MESSAGES.parentOnly,
    forbiddenDoc: 'a child account',
  },
  parent: {
    allows: ['parent'],
    unauthenticated: GUARD_MESSAGES.unauthenticated,
    forbidden: GUARD_MESSAGES.parentOnly,
    forbiddenDoc: 'a child, or a social sign-up not finished',
  },
  child: {
    allows: ['child'],
    unauthenticated: GUARD_MESSAGES.unauthenticated,
    forbidden: GUARD_MESSAGES.childOnly,
    forbiddenDoc: 'a parent, or a social sign-up not finished',
  },
  parentOrChild: {
    allows: ['parent', 'child'],
    unauthenticated: GUARD_MESSAGES.unauthenticated,
    forbidden: GUARD_MESSAGES.familyOnly,
    forbiddenDoc: 'a social sign-up not finished (no family yet)',
  },
};

/** Whether `role` (null: signed in without a role; undefined: signed out) may call `access`. */
export function accessAllows(access: Access, role: ActorRole | undefined): boolean {
  const { allows } = ACCESS_RULES[access];
  if (allows === 'anyone') return true;
  if (role === undefined) return false;
  if (allows === 'anySession') return true;
  return allows.includes(role);
}

/**
 * The one guard of declared access: 401 when signed out, 403 when the caller's role is not let
 * in, with the pt-BR texts of {@link ACCESS_RULES}. `defineRoute` puts it first in every route.
 */
export function accessGuard(access: Access): MiddlewareHandler<AppBindings> {
  const rule = ACCESS_RULES[access];
  return createMiddleware<AppBindings>(async (c, next) => {
    if (rule.allows !== 'anyone') {
      const actor = c.var.actor;
      if (!actor) throw new ApiError(401, 'UNAUTHENTICATED', rule.unauthenticated);
      if (!accessAllows(access, actor.role)) {
        throw new ApiError(403, 'FORBIDDEN', rule.forbidden);
      }
    }
    await next();
  });
}

/** The 401/403 answers the guard of `access` can give, for the OpenAPI document. */
export function accessResponses(access: Access) {
  const rule = ACCESS_RULES[access];
  if (rule.allows === 'anyone') return {};
  if (rule.allows === 'anySession') return { 401: errorJson('Not signed in.') };
  return {
    401: errorJson('Not signed in.'),
    403: errorJson(`Signed in, but not allowed here (${rule.forbiddenDoc}).`),
  };
}

/**
 * What a route needs of the family besides the caller's role (ADR 034): `premium` — the
 * caller's family must have premium access (`premiumAccessAt`, ADR 033), else 402
 * `SUBSCRIPTION_REQUIRED` with `MSG.billing.subscriptionRequired`.
 */
export type Entitlement = 'premium';

/** Name of the OpenAPI operation extension that records the entitlement of the route. */
export const ENTITLEMENT_EXTENSION = 'x-entitlement';

/**
 * The entitlement guard: after the access guard (the caller is a parent or a child of a family),
 * 402 unless the family has premium access now. Reads no row: the subscription columns came
 * with the caller's family in sessionMiddleware (`actor.subscription`).
 */
export function entitlementGuard(
  entitlement: Entitlement,
  now: () => Date = () => new Date(),
): MiddlewareHandler<AppBindings> {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (entitlement === 'premium') {
      const state = c.var.actor?.subscription;
      if (!state || !premiumAccessAt(state, now())) {
        throw new ApiError(402, SUBSCRIPTION_REQUIRED_CODE, MSG.billing.subscriptionRequired);
      }
    }
    await next();
  });
}

/** The 402 of a gated route, for the OpenAPI document. */
export function entitlementResponses(entitlement: Entitlement | undefined) {
  if (!entitlement) return {};
  return {
    402: errorJson(
      "The family has no premium access (`SUBSCRIPTION_REQUIRED`, 'Esta funcionalidade requer uma assinatura ativa.'-style text of MSG.billing.subscriptionRequired; ADR 034).",
    ),
  };
}

/** Name of the security scheme of the session cookie in the OpenAPI document. */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

/**
 * A route's definition without what its descriptor holds (method, path, operationId: ADR 062),
 * plus its required access declaration and optional entitlement.
 */
export type DeclaredRouteConfig = Omit<RouteConfig, 'method' | 'path' | 'operationId'> & {
  access: Access;
  entitlement?: Entitlement;
};

type AccessResponses = {
  401?: ReturnType<typeof errorJson>;
  402?: ReturnType<typeof errorJson>;
  403?: ReturnType<typeof errorJson>;
};

/**
 * `createRoute` from a route descriptor of `@portal/contracts/endpoints` (ADR 062) with declared
 * access. The descriptor gives the method, the path and the stable `operationId` (the verb a
 * generated client names the call by); the compiler refuses a config whose request or 2xx
 * answer schemas do not read and answer the descriptor's types, so the BFF and the remotes that
 * call it by the same descriptor cannot drift apart. `access` is required; the access guard
 * runs first (before the route's own middleware and before @hono/zod-openapi's validators, so a
 * caller who may not call the route never learns anything from a 400 or 415); the guard's
 * 401/403 are added to the route's documented responses (the route's own entries win); the
 * access is recorded in the operation as `x-access`, and as its `security`: none for a public
 * route, else the session cookie.
 */
export function defineRoute<const E extends AnyEndpoint, const R extends DeclaredRouteConfig>(
  endpoint: E,
  config: R & NoInfer<RouteMatches<E, R>>,
) {
  const { access, entitlement, middleware, responses, ...rest } = config;
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  const guards = entitlement
    ? [accessGuard(access), entitlementGuard(entitlement)]
    : [accessGuard(access)];
  // The document lists an operation's fields in this order: operationId first, as before.
  return createRoute({
    operationId: endpoint.operationId,
    method: endpoint.method.toLowerCase() as Lowercase<E['method']>,
    path: endpoint.path,
    ...rest,
    middleware: [...guards, ...own],
    responses: { ...accessResponses(access), ...entitlementResponses(entitlement), ...responses },
    security: access === 'public' ? [] : [{ [SESSION_SECURITY_SCHEME]: [] }],
    [ACCESS_EXTENSION]: access,
    ...(entitlement ? { [ENTITLEMENT_EXTENSION]: entitlement } : {}),
  } as unknown as Omit<R, 'access' | 'entitlement'> & {
    method: Lowercase<E['method']>;
    path: E['path'];
    operationId: string;
    responses: R['responses'] & AccessResponses;
    [ACCESS_EXTENSION]: Access;
  });
}

/** The access recorded in an OpenAPI operation object (undefined when none was declared). */
export function declaredAccess(operation: Record<string, unknown>): Access | undefined {
  const value = operation[ACCESS_EXTENSION];
  return typeof value === 'string' && value in ACCESS_RULES ? (value as Access) : undefined;
}

/** The entitlement recorded in an OpenAPI operation object (undefined: open to every family). */
export function declaredEntitlement(operation: Record<string, unknown>): Entitlement | undefined {
  return operation[ENTITLEMENT_EXTENSION] === 'premium' ? 'premium' : undefined;
}

/**
 * Routes served outside the OpenAPI document, each with who may call it. better-auth's own
 * endpoints (`auth`) are open to parents and signed-out callers as better-auth decides, and to
 * a child session only when listed in {@link CHILD_AUTH_ALLOWED_PATHS}.
 */
export const RAW_ROUTE_ACCESS: readonly {
  method: 'GET' | 'POST';
  path: string;
  access: Access | 'auth';
}[] = [
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },
  { method: 'GET', path: '/api/docs/scalar.js', access: 'public' },
  { method: 'GET', path: '/api/docs/init.js', access: 'public' },
  { method: 'POST', path: '/api/auth/sign-in/email', access: 'auth' },
  { method: 'POST', path: '/api/auth/sign-in/social', access: 'auth' },
  { method: 'GET', path: '/api/auth/verify-email', access: 'auth' },
  { method: 'GET', path: '/api/auth/*', access: 'auth' },
  { method: 'POST', path: '/api/auth/*', access: 'auth' },
];

/**
 * better-auth paths (after `/api/auth`) that a child session may call; every other one answers
 * 403 to a child, so an endpoint better-auth adds later is closed to children by default.
 * - `/get-session`, `/sign-out`: what the child app and the shell call for a child.
 * - sign-in, OAuth callbacks, password reset by e-mailed token, e-mail confirmation: they act
 *   on the account named in the request (or the token), never on the session's user, and a
 *   parent uses them on the family's shared device while the child's cookie is still there.
 */
export const CHILD_AUTH_ALLOWED_PATHS: readonly string[] = [
  '/get-session',
  '/sign-out',
  '/sign-in/email',
  '/sign-in/social',
  '/callback/*',
  '/oauth2/callback/*',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/*',
  '/verify-email',
  '/ok',
  '/error',
];

/** Whether a child session may call the better-auth path `path` (after `/api/auth`). */
export function childMayUseAuthPath(path: string): boolean {
  return CHILD_AUTH_ALLOWED_PATHS.some((allowed) =>
    allowed.endsWith('/*')
      ? path.startsWith(allowed.slice(0, -1)) && path.length > allowed.length - 1
      : path === allowed,
  );
}

/**
 * Routes of the OpenAPI registry without an access declaration ("METHOD /path"); createApp
 * refuses to build an app that has any.
 */
export function undeclaredOperations(
  definitions: readonly { type: string; route?: { method: string; path: string } }[],
): string[] {
  return definitions
    .filter((definition) => definition.type === 'route' && definition.route)
    .filter((definition) => !declaredAccess(definition.route as unknown as Record<string, unknown>))
    .map(({ route }) => `${route!.method.toUpperCase()} ${route!.path}`);
}
