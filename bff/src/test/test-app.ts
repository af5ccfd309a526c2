import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp, type App, type CreateAppOptions } from '../app';
import { createAuth, type Auth } from '../auth/auth';
import type { DatabaseHandle } from '../db/client';
import { loadEnv, type Env } from '../env';
import type { Clock } from '../lib/clock';
import type { Push } from '../lib/push/push';
import { createInMemoryJobs, type Jobs } from '../lib/jobs';
import type { Mailer } from '../lib/mailer';
import { createStripeClient, type StripeClient } from '../lib/stripe/stripe-client';
import { createMemoisingHasher } from './memoising-hasher';
import { createCapturingMailer, type CapturingMailer } from './test-mailer';

/** A test environment; never read from process.env. */
export const TEST_ENV = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  // Photos written by tests go to a throwaway folder, never to the dev data folder.
  DATA_DIR: mkdtempSync(join(tmpdir(), 'mesadinha-test-data-')),
});

/**
 * The hasher of every test app (ADR 043): real scrypt hashes, but each password or PIN is
 * hashed once and each (hash, password) pair checked once per test worker, however many
 * files, apps and fixtures ask again.
 */
export const TEST_PASSWORD_HASHER = createMemoisingHasher();

/** Origin every test POST carries (better-auth refuses cookie POSTs without a trusted one). */
export const TEST_ORIGIN = TEST_ENV.PUBLIC_APP_URL;

/** The app plus what tests inspect: its auth instance and the captured e-mail. */
export type TestApp = App & {
  auth: Auth;
  db: DatabaseHandle;
  env: Env;
  /** Every e-mail the app sent (unless `mailer` was given). */
  mail: CapturingMailer;
  /** The app's Stripe client (the emulator when `env.STRIPE_API_URL` points at one). */
  stripe: StripeClient;
  /**
   * The app's job queue: `options.jobs`, or one that records each send and runs nothing (pass
   * your own `createInMemoryJobs()` to read what was sent).
   */
  jobs: Jobs;
};

/** Options of createTestApp. */
export interface TestAppOptions {
  mount?: CreateAppOptions['mount'];
  /** Overrides of TEST_ENV (e.g. `{ NODE_ENV: 'production' }`). */
  env?: Partial<Env>;
  /** A real mailer (e.g. SMTP to an in-process server) instead of the capturing one. */
  mailer?: Mailer;
  /** A real queue (`startJobs`) instead of the recording one. */
  jobs?: Jobs;
  /** A fixed clock (`fixedClock`) for the routes that read it. */
  clock?: Clock;
  /** Web Push (default: none). */
  push?: Push;
}

/**
 * The real app on `db` with silent logs, an in-memory mailer and {@link TEST_PASSWORD_HASHER}.
 * Second argument: a `mount` function (test-only routes) or the options.
 */
export function createTestApp(
  db: DatabaseHandle,
  options: TestAppOptions | CreateAppOptions['mount'] = {},
): TestApp {
  const {
    mount,
    env: overrides,
    mailer,
    jobs = createInMemoryJobs(),
    clock,
    push,
  } = typeof options === 'function'
    ? {
        mount: options,
        env: undefined,
        mailer: undefined,
        jobs: undefined,
        clock: undefined,
        push: undefined,
      }
    : options;
  const env: Env = { ...TEST_ENV, ...overrides };
  const logger = pino({ level: 'silent' });
  const mail = createCapturingMailer();
  const hasher = TEST_PASSWORD_HASHER;
  const auth = createAuth({ env, db: db.db, mailer: mailer ?? mail, logger, hasher });
  const stripe = createStripeClient(env);
  const app = createApp({
    env,
    db,
    logger,
    mount,
    mailer: mailer ?? mail,
    auth,
    stripe,
    hasher,
    jobs,
    ...(clock ? { clock } : {}),
    ...(push ? { push } : {}),
  });
  return Object.assign(app, { auth, db, env, mail, stripe, jobs });
}

/**
 * Hono bindings that make an in-process `app.request` look as if it came from `ip` over TCP
 * (the BFF keys rate limits on the socket address). Pass as the third argument of
 * `app.request`. Without it every in-process request shares one bucket.
 */
export function fromIp(ip: string = randomTestIp()) {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } };
}

/** An address in TEST-NET-2 (198.51.100.0/24 … spread over 198.51.x.y). */
export function randomTestIp(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Headers of a JSON POST from the shell's origin, optionally with a session cookie. */
export function signInHeaders(cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: TEST_ORIGIN,
    ...(cookie ? { cookie } : {}),
  };
}

/** `name=value; …` of every Set-Cookie in `res` (a Cookie header for the next request). */
export function cookieHeader(res: Response, previous?: string): string {
  const jar = new Map<string, string>();
  for (const part of previous?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const cookie of res.headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? '';
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** POST /api/auth/sign-in/email from a fresh address; returns the response. */
export function signIn(app: App, email: string, password: string, ip?: string) {
  return app.request(
    '/api/auth/sign-in/email',
    { method: 'POST', headers: signInHeaders(), body: JSON.stringify({ email, password }) },
    fromIp(ip),
  );
}
