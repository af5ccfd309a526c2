import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppBindings } from '../lib/app-types';

/**
 * Device cookies of child sign-in (OWASP "device cookies", ADR 014). After a child signs in
 * with its PIN the device gets a cookie naming the child and a random nonce, signed with
 * BETTER_AUTH_SECRET (HMAC-SHA256), httpOnly, sent only to the child sign-in route. A sign-in
 * that presents a valid one for the same child is checked against that device's own failure
 * counter (table child_devices), not against the account-wide one of untrusted clients.
 *
 * One cookie per child (siblings share a device): the name carries the child id.
 */
const COOKIE_PREFIX = 'mesadinha.child_device.';

/** Half a year, in seconds. */
const MAX_AGE = 60 * 60 * 24 * 182;

/** The cookie is only ever needed by `POST /api/child-auth/sign-in`. */
const COOKIE_PATH = '/api/child-auth';

function cookieName(childId: string): string {
  return `${COOKIE_PREFIX}${childId}`;
}

function cookieOptions(c: Context<AppBindings>): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    maxAge: MAX_AGE,
    secure: new URL(c.var.env.PUBLIC_APP_URL).protocol === 'https:',
  };
}

/** The key of a device in child_devices: the nonce itself is never stored. */
export function deviceKey(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

/** A fresh random nonce for a new device cookie. */
export function newDeviceNonce(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The nonce of this device's cookie for `childId`, or null when there is none, its signature
 * is wrong, or it was made for another child.
 */
export async function readChildDeviceNonce(
  c: Context<AppBindings>,
  childId: string,
): Promise<string | null> {
  const value = await getSignedCookie(c, c.var.env.BETTER_AUTH_SECRET, cookieName(childId));
  if (typeof value !== 'string') return null;
  const [boundChild, nonce, ...rest] = value.split('.');
  if (rest.length > 0 || boundChild !== childId || !nonce) return null;
  return nonce;
}

/** The `Set-Cookie` value that gives this device the cookie for `childId` and `nonce`. */
export function childDeviceSetCookie(
  c: Context<AppBindings>,
  childId: string,
  nonce: string,
): Promise<string> {
  return generateSignedCookie(
    cookieName(childId),
    `${childId}.${nonce}`,
    c.var.env.BETTER_AUTH_SECRET,
    cookieOptions(c),
  );
}
