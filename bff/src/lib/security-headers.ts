import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { AppBindings } from './app-types';

/**
 * Policy of every BFF response except the API reference page: JSON, photos and streams never
 * need to run or embed anything, so nothing is allowed and nobody may frame them.
 */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Policy of `/api/docs` (the vendored Scalar page): its scripts come from the BFF itself (no
 * inline script: the page's start-up call is `/api/docs/init.js`). Scalar injects its CSS as
 * `<style>` elements at run time, so this page alone allows inline styles.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, subdomains included: only sent in production (https). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Sets the security headers on every response (also better-auth's and error responses):
 * Content-Security-Policy, nosniff, Referrer-Policy, X-Frame-Options and, in production,
 * Strict-Transport-Security. A header a handler set itself is kept.
 */
export function securityHeaders(env: Pick<Env, 'NODE_ENV'>): MiddlewareHandler<AppBindings> {
  const production = env.NODE_ENV === 'production';
  return async (c, next) => {
    await next();
    const headers: Record<string, string> = {
      'content-security-policy': c.req.path.startsWith('/api/docs') ? DOCS_CSP : API_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      ...(production ? { 'strict-transport-security': HSTS } : {}),
    };
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
