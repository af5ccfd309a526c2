import { resetLoadedCaches } from '@portal/app-kit/plain-request';
import { ParentSignInInputSchema, type ParentSignInInput } from '@portal/contracts/auth';
import { z } from 'zod';
import { readApiError } from '../../../lib/api-error';
import { requestBff } from '../../../lib/plain-api';
import {
  clearPendingSocial,
  writePendingSocial,
  type SocialProvider,
} from '../../../lib/pending-social';
import { loginErrorMessage, socialStartErrorMessage } from '../components/login-errors';

/*
 * What `/parent/login` does once the parent acts: loaded when a field is focused or a button
 * pressed, not with the page (ADR 045). It brings zod and the contracts' schema; the page itself
 * renders with neither, and without the remote's store.
 */

export { ParentSignInInputSchema };

/** Where better-auth sends the browser back after Google/Apple (all paths on the shell's origin). */
export const SOCIAL_CALLBACKS = {
  callbackURL: '/auth/callback',
  newUserCallbackURL: '/auth/callback',
  errorCallbackURL: '/parent/login?socialError=1',
} as const;

const SocialStartResponseSchema = z.object({ url: z.string().min(1) }).loose();

/**
 * Parent e-mail sign-in (POST /api/auth/sign-in/email): `null` once signed in, else the spec's
 * message. Spec 000 §4: a sign-in that fails on the network is retried once (a phone switching
 * networks), never one the server answered, which would answer the same again. A new session
 * empties the API cache of whoever used this tab before.
 */
export async function signInParent(input: ParentSignInInput): Promise<string | null> {
  const send = () => requestBff('/auth/sign-in/email', { method: 'POST', body: input });
  let result = await send();
  if (result.error?.status === 'FETCH_ERROR') result = await send();
  if (result.error) return loginErrorMessage(readApiError(result.error));
  resetLoadedCaches();
  return null;
}

/**
 * Starts a Google/Apple sign-in: marks the pending social sign-up in sessionStorage (the
 * callback reads it) and asks better-auth for the provider's URL. The URL to leave for, or the
 * spec's message (the marker dropped).
 */
export async function startSocialSignIn(
  provider: SocialProvider,
): Promise<{ url: string } | { message: string }> {
  writePendingSocial(provider);
  const result = await requestBff('/auth/sign-in/social', {
    method: 'POST',
    body: { provider, ...SOCIAL_CALLBACKS },
  });
  const answer = result.error ? undefined : SocialStartResponseSchema.safeParse(result.data);
  if (answer?.success) return { url: answer.data.url };
  clearPendingSocial();
  return {
    message: socialStartErrorMessage(
      provider,
      readApiError(
        result.error ?? { status: 'CUSTOM_ERROR', error: 'unexpected answer', data: result.data },
      ),
    ),
  };
}
