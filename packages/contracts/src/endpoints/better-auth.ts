import type { z } from 'zod';
import type { SocialStartResponseSchema } from '../session';
import { endpoint, type NoParts } from './endpoint';

/*
 * better-auth's own endpoints that the remotes call (`/api/auth/*`). better-auth serves and
 * validates them, outside the OpenAPI document (RAW_ROUTE_ACCESS of the BFF's lib/access.ts);
 * the types are the bodies it reads, the operationIds ours.
 */

/** `POST /api/auth/sign-in/email`: a parent's e-mail and password; sets the session cookie. */
export const signInEmail = /* @__PURE__ */ endpoint<
  { body: { email: string; password: string } },
  unknown
>()('POST', '/auth/sign-in/email', 'signInEmail');

/** `POST /api/auth/sign-in/social`: the provider's page to leave for (Google, Apple). */
export const signInSocial = /* @__PURE__ */ endpoint<
  {
    body: {
      provider: 'google' | 'apple';
      callbackURL: string;
      newUserCallbackURL: string;
      errorCallbackURL: string;
    };
  },
  z.output<typeof SocialStartResponseSchema>
>()('POST', '/auth/sign-in/social', 'signInSocial');

/** `POST /api/auth/request-password-reset`: e-mails a reset link to a page of the portal. */
export const requestPasswordReset = /* @__PURE__ */ endpoint<
  { body: { email: string; redirectTo: string } },
  unknown
>()('POST', '/auth/request-password-reset', 'requestPasswordReset');

/** `POST /api/auth/reset-password`: the new password with the e-mailed link's token. */
export const resetPassword = /* @__PURE__ */ endpoint<
  { body: { newPassword: string; token: string } },
  unknown
>()('POST', '/auth/reset-password', 'resetPassword');

/** `POST /api/auth/sign-out`: ends the session (an empty JSON body). */
export const signOut = /* @__PURE__ */ endpoint<{ body: NoParts }, unknown>()(
  'POST',
  '/auth/sign-out',
  'signOut',
);
