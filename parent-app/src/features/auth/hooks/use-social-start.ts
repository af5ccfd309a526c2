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
    // Buttons show only for configured providers; this guards a stale page all the same.
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

  /**
   * The providers whose buttons show (issue 12): only those `GET /api/auth-config` says are
   * configured. While it loads, or when it cannot be read, none — no buttons flash and vanish.
   */
  const available: SocialProvider[] = (['google', 'apple'] as const).filter(
    (provider) => config.data?.[provider] === true,
  );

  return { start, pending, available };
}
