import {
  API_CSP,
  DOCS_CSP,
  securityHeaders as headersOf,
} from '@portal/server-kit/security-headers';
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { AppBindings } from './app-types';

/**
 * Sets the security headers on every response (also better-auth's and error responses), from
 * the portal's one list (@portal/server-kit): Content-Security-Policy (the API's, or the API
 * reference page's), nosniff, Referrer-Policy, X-Frame-Options and, in production,
 * Strict-Transport-Security. A header a handler set itself is kept.
 */
export function securityHeaders(env: Pick<Env, 'NODE_ENV'>): MiddlewareHandler<AppBindings> {
  const production = env.NODE_ENV === 'production';
  return async (c, next) => {
    await next();
    const headers = headersOf({
      csp: c.req.path.startsWith('/api/docs') ? DOCS_CSP : API_CSP,
      hsts: production,
    });
    try {
      for (const [name, value] of Object.entries(headers)) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    } catch {
      // Immutable headers (e.g. a Response.redirect from a library): copy the response.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) {
        if (!copy.headers.has(name)) copy.headers.set(name, value);
      }
      c.res = undefined;
      c.res = copy;
    }
  };
}
