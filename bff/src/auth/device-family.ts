import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppBindings } from '../lib/app-types';

/**
 * Name of the cookie that remembers which family uses this device, so the child login can
 * show that family's profile picker. It survives sign-out on purpose (spec 000: the profiles
 * stay after a parent or child of the family signed in on the device).
 */
export const DEVICE_FAMILY_COOKIE = 'mesadinha.device_family';

/** One year, in seconds. */
const ONE_YEAR = 60 * 60 * 24 * 365;

function cookieOptions(c: Context<AppBindings>): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: ONE_YEAR,
    secure: new URL(c.var.env.PUBLIC_APP_URL).protocol === 'https:',
  };
}

/**
 * Sets the device-family cookie (httpOnly, signed with BETTER_AUTH_SECRET, one year) on the
 * response `c` builds. Call when a parent or a child of `familyId` signs in.
 */
export async function rememberDeviceFamily(
  c: Context<AppBindings>,
  familyId: string,
): Promise<void> {
  await setSignedCookie(
    c,
    DEVICE_FAMILY_COOKIE,
    familyId,
    c.var.env.BETTER_AUTH_SECRET,
    cookieOptions(c),
  );
}

/**
 * The same cookie as a `Set-Cookie` value, for a handler that returns a Response it did not
 * build through `c` (e.g. better-auth's own sign-in response): append it to that response.
 */
export function deviceFamilySetCookie(c: Context<AppBindings>, familyId: string): Promise<string> {
  return generateSignedCookie(
    DEVICE_FAMILY_COOKIE,
    familyId,
    c.var.env.BETTER_AUTH_SECRET,
    cookieOptions(c),
  );
}

/** The family remembered by this device, or null (no cookie, or a forged/tampered one). */
export async function readDeviceFamily(c: Context<AppBindings>): Promise<string | null> {
  const value = await getSignedCookie(c, c.var.env.BETTER_AUTH_SECRET, DEVICE_FAMILY_COOKIE);
  return typeof value === 'string' && value !== '' ? value : null;
}
