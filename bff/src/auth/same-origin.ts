import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { AppBindings } from '../lib/app-types';
import { errorResponse } from '../lib/errors';
import { COOKIE_PREFIX } from './auth';

/** ours: a state-changing request with the portal's cookies that did not come from the portal. */
export const CROSS_SITE_MESSAGE =
  'Pedido recusado: ele não veio do portal Mesadinha. Abra o portal e tente de novo.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** better-auth's Apple sign-in answers with a cross-site form POST from Apple to this path. */
const APPLE_CALLBACK = { path: '/api/auth/callback/apple', origin: 'https://appleid.apple.com' };

/**
 * Whether the Cookie header carries any cookie of the BFF (`mesadinha.*`, also with the
 * `__Secure-`/`__Host-` prefixes): the session token and its cache, and the device cookies.
 */
export function carriesPortalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const name = part.trim().split('=')[0] ?? '';
    return name.replace(/^__(Secure|Host)-/, '').startsWith(`${COOKIE_PREFIX}.`);
  });
}

/** Origins allowed to change state with the portal's cookies: PUBLIC_APP_URL's + TRUSTED_ORIGINS. */
export function portalOrigins(env: Pick<Env, 'PUBLIC_APP_URL' | 'TRUSTED_ORIGINS'>): Set<string> {
  return new Set([new URL(env.PUBLIC_APP_URL).origin, ...env.TRUSTED_ORIGINS]);
}

/**
 * Cross-site request guard (see ADR 011). An unsafe method (anything but GET/HEAD/OPTIONS)
 * that carries one of the BFF's cookies must come from the portal: an `Origin` in
 * {@link portalOrigins}, or, when the browser sent no Origin, `Sec-Fetch-Site: same-origin`.
 * Anything else, including a request with neither header, is 403 before any handler runs
 * (better-auth's routes included), so nothing changes. Requests without our cookies pass:
 * they act as nobody, and sign-in routes have their own Origin check in better-auth.
 */
export function requireSameOrigin(
  env: Pick<Env, 'PUBLIC_APP_URL' | 'TRUSTED_ORIGINS'>,
): MiddlewareHandler<AppBindings> {
  const allowed = portalOrigins(env);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !carriesPortalCookie(c.req.header('cookie'))) {
      return next();
    }
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const fromPortal =
      origin !== undefined && origin !== 'null'
        ? allowed.has(origin) ||
          (c.req.path === APPLE_CALLBACK.path && origin === APPLE_CALLBACK.origin)
        : fetchSite === 'same-origin';
    if (fromPortal) return next();
    c.var.logger.warn(
      { method: c.req.method, path: c.req.path, origin, fetchSite },
      'cross-site request refused',
    );
    return errorResponse(c, 403, { code: 'cross_site_request', message: CROSS_SITE_MESSAGE });
  };
}
