import Stripe from 'stripe';
import type { Env } from '../../env';

/** Time one Stripe call may take before it fails (ms). */
export const STRIPE_TIMEOUT_MS = 10_000;

/** The Stripe SDK client of the BFF. */
export type StripeClient = Stripe;

/**
 * The one Stripe client, built from the environment (ADR 032/033). With `STRIPE_API_URL` the SDK
 * talks to that address (the local emulator); without it, to Stripe itself. Nothing else in the
 * BFF differs between the two.
 */
export function createStripeClient(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): StripeClient {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    appInfo: { name: 'mesadinha-bff' },
  };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
    options.protocol = protocol;
  }
  return new Stripe(env.STRIPE_SECRET_KEY, options);
}
