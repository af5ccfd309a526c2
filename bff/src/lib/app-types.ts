import type { Auth } from '../auth/auth';
import type { Actor } from '../auth/actor';
import type { PasswordHasher } from '../auth/password-hasher';
import type { DatabaseHandle } from '../db/client';
import type { Env } from '../env';
import type { Clock } from './clock';
import type { Jobs } from './jobs/jobs';
import type { Logger } from './logger';
import type { StripeClient } from './stripe/stripe-client';
import type { Mailer } from './mailer';
import type { Push } from './push/push';

/** Hono environment shared by every route: per-request values set by the app's middleware. */
export interface AppBindings {
  Variables: {
    /** Id of this request, echoed in the `x-request-id` response header and in error bodies. */
    requestId: string;
    /** Child logger carrying the request id. */
    logger: Logger;
    db: DatabaseHandle;
    env: Env;
    /** The better-auth instance (`auth.api.*`, `auth.transaction`). */
    auth: Auth;
    mailer: Mailer;
    /** Web Push (issue 39); null when this server sends none. */
    push: Push | null;
    /** Sends jobs to the queue (pg-boss, ADR 063); handlers run in the background. */
    jobs: Jobs;
    /** Where a route reads "now" (ADR 063): the rules of money, progress, reminders and days. */
    clock: Clock;
    /** The Stripe SDK client (real Stripe, or the emulator through STRIPE_API_URL). */
    stripe: StripeClient;
    /** Hashes and checks children's PINs: the same hasher better-auth uses for passwords. */
    passwordHasher: PasswordHasher;
    /**
     * Client address as the BFF resolved it (TCP peer, or X-Forwarded-For with TRUST_PROXY);
     * undefined for in-process test requests.
     */
    clientIp: string | undefined;
    /** Who is calling (null when not signed in); set by sessionMiddleware on every /api route. */
    actor: Actor | null;
  };
}
