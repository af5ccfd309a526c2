import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppBindings } from '../lib/app-types';

/**
 * Header through which the BFF tells better-auth the client address (its rate limits and the
 * session's `ipAddress` read only this header). Any incoming copy is dropped, so a client
 * cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-mesadinha-client-ip';

/**
 * The address of the caller. With TRUST_PROXY the right-most `X-Forwarded-For` entry is the
 * one our own proxy appended (entries to its left are whatever the client sent); without it
 * only the TCP peer counts, so rotating `X-Forwarded-For` changes nothing. `undefined` when
 * the request did not come through a socket (in-process `app.request` in tests).
 */
export function resolveClientIp(c: Context<AppBindings>, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of the request headers for a better-auth call: the incoming client-ip header is
 * removed and replaced by the address the BFF resolved.
 */
export function authHeaders(c: Context<AppBindings>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.var.clientIp;
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** The incoming request rebuilt with {@link authHeaders}, for `auth.handler`. */
export function authRequest(c: Context<AppBindings>): Request {
  const headers = authHeaders(c);
  // A POST without a Content-Type has an empty body (auth-routes.ts refuses any other), which
  // a proxy may forward chunked: better-auth would refuse that stream (415), so none is sent.
  if (c.req.method === 'POST' && !c.req.header('content-type')) {
    headers.delete('transfer-encoding');
    headers.delete('content-length');
    return new Request(c.req.url, { method: 'POST', headers });
  }
  return new Request(c.req.raw, { headers });
}

/**
 * Whether `ip` is this machine (127.0.0.0/8, ::1, or an IPv4-mapped 127.x). `undefined` (an
 * in-process request with no socket) is NOT loopback: development tools fail closed.
 */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
