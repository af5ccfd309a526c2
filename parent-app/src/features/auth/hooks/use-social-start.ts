import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { browser } from '../../../lib/browser';
import {
  clearPendingSocial,
  writePendingSocial,
  type SocialProvider,
} from '../../../lib/pending-social';
import { useGetAuthConfigQuery, useSignInSocialMutation } from '../api/auth-api';
import { socialStartErrorMessage } from '../components/login-errors';

/**
 * Starts a Google/Apple sign-in: checks `GET /api/auth-config`, marks the pending social
 * sign-up in sessionStorage (the callback reads it), asks better-auth for the provider URL and
 * leaves the page for it. Failures call `onError` with the spec message and drop the marker.
 */
export function useSocialStart(onError: (message: string) => void) {
  const config = useGetAuthConfigQuery(undefined);
  const [signInSocial] = useSignInSocialMutation();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    // While the config is loading or unreachable, let the BFF decide rather than block.
    if (config.data && !config.data[provider]) {
      onError(socialStartErrorMessage(provider, 'not-configured'));
      return;
    }
    setPending(provider);
    writePendingSocial(provider);
    const result = await signInSocial(provider);
    if (result.data) {
      browser.assign(result.data.url);
      return;
    }
    clearPendingSocial();
    setPending(null);
    onError(socialStartErrorMessage(provider, readApiError(result.error)));
  }

  return { start, pending };
}
