import { useState } from 'react';
import { browser } from '../../../lib/browser';
import { useBffAnswer } from '../../../lib/plain-api';
import type { SocialProvider } from '../../../lib/pending-social';
import { loadLoginRequests } from '../api/load-login-requests';
import { socialStartErrorMessage } from '../components/login-errors';

const PROVIDERS = ['google', 'apple'] as const;

/** Whether `GET /api/auth-config` said `provider` is configured (`true`, nothing else). */
function configured(config: unknown, provider: SocialProvider): boolean {
  return typeof config === 'object' && config !== null && Reflect.get(config, provider) === true;
}

/**
 * Starts a Google/Apple sign-in: checks `GET /api/auth-config`, then (`startSocialSignIn`) marks
 * the pending social sign-up and asks better-auth for the provider URL, and leaves the page for
 * it. Failures call `onError` with the spec message.
 */
export function useSocialStart(onError: (message: string) => void) {
  const config = useBffAnswer('/auth-config');
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    // Buttons show only for configured providers; this guards a stale page all the same.
    if (config.data !== undefined && !configured(config.data, provider)) {
      onError(socialStartErrorMessage(provider, 'not-configured'));
      return;
    }
    setPending(provider);
    const answer = await loadLoginRequests().then(
      (requests) => requests.startSocialSignIn(provider),
      () => ({ message: socialStartErrorMessage(provider, { network: true }) }),
    );
    if ('url' in answer) {
      browser.assign(answer.url);
      return;
    }
    setPending(null);
    onError(answer.message);
  }

  /**
   * The providers whose buttons show (issue 12): only those `GET /api/auth-config` says are
   * configured. While it loads, or when it cannot be read, none — no buttons flash and vanish.
   */
  const available: SocialProvider[] = PROVIDERS.filter((provider) =>
    configured(config.data, provider),
  );

  return { start, pending, available };
}
