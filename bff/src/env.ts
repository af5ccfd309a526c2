import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Default data folder: `<bff package>/.data`. `import.meta.url` is `bff/src/env.ts` under tsx
 * and `bff/dist/server.mjs` once bundled; both sit one level below the package, so the same
 * relative URL works from either and from any working directory.
 */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

/** The emulator's development API key (`EMULATOR_API_KEY` of @portal/stripe-emulator). */
export const DEV_STRIPE_SECRET_KEY = 'sk_test_mesadinha_emulator';
/** The emulator's webhook secret (`EMULATOR_WEBHOOK_SECRET` of @portal/stripe-emulator). */
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_mesadinha_dev_emulator_0123456789';
/** Where `npm start` runs the emulator. */
export const DEV_STRIPE_API_URL = 'http://127.0.0.1:12111';
/** The plans of issue 13, by Stripe lookup key. */
export const DEFAULT_PRICE_LOOKUP_KEYS = [
  'mesadinha_monthly',
  'mesadinha_yearly',
  'mesadinha_lifetime',
] as const;

/** Only used outside production, so a newcomer can start the BFF with no configuration. */
export const DEV_AUTH_SECRET = 'mesadinha-dev-secret-do-not-use-in-production-0123456789';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Values of a boolean flag variable that mean "on". */
const TRUE_VALUES: readonly string[] = ['true', '1', 'yes'];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value !== undefined && TRUE_VALUES.includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  /** Loopback by default: exposing the BFF on the network is an explicit decision. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** A PostgreSQL URL. Absent: an embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Owner of the tables, for migrations only (ADR 015): then DATABASE_URL is the app role's
   * connection. Absent: migrations run through DATABASE_URL (which must then own the tables).
   */
  DATABASE_OWNER_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalString.transform((value) => value ?? DEFAULT_DATA_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Whether this instance works the job queue (handlers, cron passes, the queue's upkeep; ADR
   * 063). `off`: it only sends jobs, for an instance that should serve requests alone while
   * others do the work. Some instance on the database must keep it `on`, or no job runs.
   */
  JOBS_WORKER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /**
   * Seconds added to the clock jobs and the allowance routes read (lib/clock.ts), to try a
   * payday on this machine: the e2e suite moves it to 08:00 São Paulo time. Production refuses
   * anything but 0 unless ALLOW_INSECURE_LOCALHOST and an http loopback PUBLIC_APP_URL.
   */
  CLOCK_OFFSET_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(-31_622_400, 'must be within a year')
    .max(31_622_400, 'must be within a year')
    .default(0),
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must have at least 32 characters').optional(),
  ),
  /** Trust X-Forwarded-For only behind a proxy that overwrites it. */
  TRUST_PROXY: booleanFlag,
  /**
   * Production only: accept an `http://localhost` / `http://127.0.0.1` PUBLIC_APP_URL (a
   * production build tried on one machine, e.g. the e2e suite), and with it the Stripe
   * emulator on a loopback STRIPE_API_URL. It exempts nothing with an https PUBLIC_APP_URL.
   */
  ALLOW_INSECURE_LOCALHOST: booleanFlag,
  /**
   * Other origins allowed to send state-changing requests with a session cookie, comma-separated
   * (e.g. the remotes' standalone dev servers `http://localhost:3001,http://localhost:3002`).
   * PUBLIC_APP_URL's origin is always allowed.
   */
  TRUSTED_ORIGINS: optionalString.transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of (value ?? '').split(',')) {
      const item = entry.trim();
      if (!item) continue;
      try {
        origins.push(new URL(item).origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not a URL` });
      }
    }
    return origins;
  }),
  /** `smtp://host:port` (or smtps://user:pass@host). Absent: the dev outbox in the database. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Sender of every e-mail, e.g. `Mesadinha <nao-responda@mesadinha.app>`. */
  MAIL_FROM: optionalString,
  /**
   * Web Push (VAPID, RFC 8292): who runs the server (`mailto:` or `https:`), and its key pair
   * (base64url, as `web-push generate-vapid-keys` prints). Outside production without keys, a
   * pair is generated once into DATA_DIR; production without them sends no push.
   */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  /** Stripe API key. Absent outside production: the emulator's key (issue 13, ADR 032). */
  STRIPE_SECRET_KEY: optionalString,
  /** Signing secret of the webhook endpoint. Absent outside production: the emulator's. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Where the Stripe API is (the emulator, e.g. `http://127.0.0.1:12111`); the SDK gets host,
   * port and protocol from it. Absent with a key: real Stripe. In production only on a
   * loopback address with ALLOW_INSECURE_LOCALHOST and an http loopback PUBLIC_APP_URL (the e2e
   * suite runs the production build against the emulator).
   */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** Lookup keys of the prices that are ours, comma-separated. */
  STRIPE_PRICE_LOOKUP_KEYS: optionalString.transform((value) => {
    const keys = (value ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    return keys.length > 0 ? keys : [...DEFAULT_PRICE_LOOKUP_KEYS];
  }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /**
   * OpenID discovery document standing in for Google (tests and e2e with a local provider):
   * Google sign-in then runs through better-auth's genericOAuth against it.
   */
  GOOGLE_DISCOVERY_URL: optionalString.pipe(z.url().optional()),
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
});

/** Parsed, typed configuration of the BFF. */
export type Env = Omit<
  z.output<typeof EnvSchema>,
  'BETTER_AUTH_SECRET' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'
> & {
  BETTER_AUTH_SECRET: string;
  /** Always set: the configured key, or outside production the emulator's. */
  STRIPE_SECRET_KEY: string;
  /** Always set: the configured secret, or outside production the emulator's. */
  STRIPE_WEBHOOK_SECRET: string;
  /** Human-readable problems that do not stop start-up (e.g. the dev auth secret). */
  warnings: string[];
};

/** Thrown when the environment is invalid; `message` lists every bad variable at once. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Parses the BFF configuration. This is the only place that reads environment variables;
 * tests pass their own `source` instead of touching `process.env`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  // Checked by hand rather than with a refinement, which zod skips once any field is invalid:
  // the error must list every bad variable at once.
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  // A real key with the emulator's public webhook secret would accept forged webhooks.
  if (source.STRIPE_SECRET_KEY?.trim() && !source.STRIPE_WEBHOOK_SECRET?.trim()) {
    if (source.NODE_ENV !== 'production') {
      problems.push(
        'STRIPE_WEBHOOK_SECRET: needs to be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint)',
      );
    }
  }
  const vapidKeys = [source.VAPID_PUBLIC_KEY, source.VAPID_PRIVATE_KEY].filter((key) =>
    key?.trim(),
  ).length;
  if (vapidKeys === 1) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both keys of the pair, or neither');
  } else if (source.NODE_ENV === 'production' && source.VAPID_SUBJECT?.trim() && vapidKeys === 0) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: push is configured (VAPID_SUBJECT) but its keys are missing',
    );
  }
  if (source.DATABASE_OWNER_URL?.trim() && !source.DATABASE_URL?.trim()) {
    problems.push('DATABASE_OWNER_URL: needs DATABASE_URL (the app role connection) as well');
  }
  if (!result.success || problems.length > 0) {
    throw new EnvError(
      `Invalid environment variables:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  const warnings: string[] = [];
  let secret = result.data.BETTER_AUTH_SECRET;
  if (!secret) {
    secret = DEV_AUTH_SECRET;
    warnings.push(
      'BETTER_AUTH_SECRET is not set: using an insecure development secret (never do this in production).',
    );
  }
  const data = result.data;
  // Outside production without a key: the local emulator (ADR 032), key, secret and address.
  const emulator = !data.STRIPE_SECRET_KEY;
  if (emulator && data.NODE_ENV !== 'production') {
    warnings.push(
      `STRIPE_SECRET_KEY is not set: billing talks to the Stripe emulator at ${data.STRIPE_API_URL ?? DEV_STRIPE_API_URL}.`,
    );
  }
  return {
    ...data,
    BETTER_AUTH_SECRET: secret,
    STRIPE_SECRET_KEY: data.STRIPE_SECRET_KEY ?? DEV_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: data.STRIPE_WEBHOOK_SECRET ?? DEV_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: data.STRIPE_API_URL ?? (emulator ? DEV_STRIPE_API_URL : undefined),
    warnings,
  };
}

const LOCALHOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's hostname is this machine (plain http is tolerated there). */
export function isLocalHostname(hostname: string): boolean {
  return LOCALHOST_NAMES.has(hostname);
}

/** Whether `value` is an `http://` URL on this machine (a production build tried locally). */
function isHttpLoopbackUrl(value: string | undefined): boolean {
  const url = parseUrl(value);
  return url?.protocol === 'http:' && isLocalHostname(url.hostname);
}

/** Whether `value` is a URL on this machine, whatever its protocol. */
function isLoopbackUrl(value: string | undefined): boolean {
  const url = parseUrl(value);
  return url !== null && isLocalHostname(url.hostname);
}

function parseUrl(value: string | undefined): URL | null {
  try {
    return value?.trim() ? new URL(value.trim()) : null;
  } catch {
    return null;
  }
}

/**
 * Whether ALLOW_INSECURE_LOCALHOST lifts the Stripe safeguards (the emulator's published key
 * and webhook secret, STRIPE_API_URL): only for a production build tried on this machine, an
 * http loopback PUBLIC_APP_URL talking to an emulator on a loopback STRIPE_API_URL. Anywhere
 * else (an https portal, Stripe elsewhere) a forged `checkout.session.completed` signed with
 * the published secret would grant premium access (issue 36).
 */
function emulatorAllowed(source: Record<string, string | undefined>): boolean {
  return (
    TRUE_VALUES.includes(source.ALLOW_INSECURE_LOCALHOST ?? '') &&
    isHttpLoopbackUrl(source.PUBLIC_APP_URL) &&
    isLoopbackUrl(source.STRIPE_API_URL)
  );
}

/** Why ALLOW_INSECURE_LOCALHOST does not exempt a Stripe setting, appended to its problem. */
const EMULATOR_ONLY_LOCALLY =
  'the emulator is allowed in production only with ALLOW_INSECURE_LOCALHOST=true, an http loopback PUBLIC_APP_URL and a loopback STRIPE_API_URL';

/**
 * What production refuses, one line per problem naming the variable: a missing, short or
 * public (development) auth secret, a PUBLIC_APP_URL that is not https (plain
 * `http://localhost` only with ALLOW_INSECURE_LOCALHOST=true), and Stripe settings that are
 * missing or the emulator's (see {@link emulatorAllowed}).
 */
function productionProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const secret = source.BETTER_AUTH_SECRET?.trim();
  if (!secret) {
    problems.push('BETTER_AUTH_SECRET: is required in production (at least 32 random characters)');
  } else if (secret === DEV_AUTH_SECRET) {
    problems.push(
      'BETTER_AUTH_SECRET: is the public development secret; set a random one in production',
    );
  }
  // (A secret shorter than 32 characters is already reported by the schema.)
  const emulator = emulatorAllowed(source);
  if (!source.STRIPE_SECRET_KEY?.trim()) {
    problems.push('STRIPE_SECRET_KEY: is required in production (the Stripe API key)');
  }
  if (!source.STRIPE_WEBHOOK_SECRET?.trim()) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: is required in production (the signing secret of the webhook endpoint)',
    );
  }
  // The emulator's public key and secret are published in this repository: anyone could sign
  // webhooks with them. Only a production build tried on one machine (e2e) may use them.
  if (!emulator && source.STRIPE_SECRET_KEY?.trim() === DEV_STRIPE_SECRET_KEY) {
    problems.push(
      `STRIPE_SECRET_KEY: is the emulator's public key; set the Stripe API key (${EMULATOR_ONLY_LOCALLY})`,
    );
  }
  if (!emulator && source.STRIPE_WEBHOOK_SECRET?.trim() === DEV_STRIPE_WEBHOOK_SECRET) {
    problems.push(
      `STRIPE_WEBHOOK_SECRET: is the emulator's public secret; set the webhook endpoint's signing secret (${EMULATOR_ONLY_LOCALLY})`,
    );
  }
  if (source.STRIPE_API_URL?.trim() && !emulator) {
    problems.push(
      `STRIPE_API_URL: is for the local Stripe emulator; remove it to talk to Stripe (${EMULATOR_ONLY_LOCALLY})`,
    );
  }
  const offset = Number(source.CLOCK_OFFSET_SECONDS?.trim() || 0);
  if (
    offset !== 0 &&
    !(
      TRUE_VALUES.includes(source.ALLOW_INSECURE_LOCALHOST ?? '') &&
      isHttpLoopbackUrl(source.PUBLIC_APP_URL)
    )
  ) {
    problems.push(
      'CLOCK_OFFSET_SECONDS: must be 0 in production (only a production build tried on this machine, with ALLOW_INSECURE_LOCALHOST=true and an http loopback PUBLIC_APP_URL, may move its clock)',
    );
  }
  const publicUrl = source.PUBLIC_APP_URL?.trim();
  if (!publicUrl) {
    problems.push('PUBLIC_APP_URL: is required in production (the https address of the portal)');
    return problems;
  }
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return problems; // reported by the schema
  }
  if (url.protocol === 'https:') return problems;
  const localhost = url.protocol === 'http:' && isLocalHostname(url.hostname);
  const allowed = TRUE_VALUES.includes(source.ALLOW_INSECURE_LOCALHOST ?? '');
  if (!localhost) {
    problems.push(`PUBLIC_APP_URL: must be https in production (got ${url.origin})`);
  } else if (!allowed) {
    problems.push(
      `PUBLIC_APP_URL: must be https in production (got ${url.origin}; set ALLOW_INSECURE_LOCALHOST=true to try a production build on this machine)`,
    );
  }
  return problems;
}
