import { OpenAPIHono, z } from '@hono/zod-openapi';
import { createAuth, type Auth } from './auth/auth';
import { mountAuthRoutes } from './auth/auth-routes';
import { resolveClientIp } from './auth/client-ip';
import { sessionMiddleware } from './auth/middleware';
import { betterAuthPasswordHasher, type PasswordHasher } from './auth/password-hasher';
import { requireSameOrigin } from './auth/same-origin';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import { undeclaredOperations } from './lib/access';
import type { AppBindings } from './lib/app-types';
import { bodyLimits } from './lib/body-limit';
import { createStripeClient, type StripeClient } from './lib/stripe/stripe-client';
import { validationHook } from './lib/create-router';
import { ERROR_MESSAGES, errorResponse, handleError } from './lib/errors';
import { systemClock, type Clock } from './lib/clock';
import { createInMemoryJobs, type Jobs } from './lib/jobs';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import type { Push } from './lib/push/push';
import { requestId } from './lib/request-id';
import { securityHeaders } from './lib/security-headers';
import { registerDocs } from './routes/docs/docs.index';
import { healthRouter } from './routes/health/health.index';
import { developmentRouters, resourceRouters } from './routes/index';

// zod's own messages (enum options, types) reach API callers in `issues`: pt-BR like the rest,
// and a field that is missing says so (zod's locale would say 'expected text, got undefined').
z.config(z.locales.ptBR());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined
      ? ERROR_MESSAGES.missingField
      : undefined,
});

/** What createApp needs; everything is injected so tests build apps on their own database. */
export interface CreateAppOptions {
  env: Env;
  db: DatabaseHandle;
  logger: Logger;
  /** Default: createMailer(env, db, logger) (SMTP_URL or the dev outbox). */
  mailer?: Mailer;
  /**
   * Hashes and checks passwords and PINs. Default: better-auth's scrypt
   * ({@link betterAuthPasswordHasher}); tests give a memoising one (ADR 043).
   */
  hasher?: PasswordHasher;
  /**
   * Default: createAuth with this app's env, database, mailer and hasher. One given here must
   * have been built with the same `hasher`.
   */
  auth?: Auth;
  /** Default: createStripeClient(env) (Stripe, or the emulator at STRIPE_API_URL). */
  stripe?: StripeClient;
  /**
   * The job queue the routes send to (`startJobs`, which server.ts starts). Default: one that
   * records sends and runs nothing (`createInMemoryJobs`), for apps built without a queue.
   */
  jobs?: Jobs;
  /** Web Push (issue 39). Default: none. */
  push?: Push | null;
  /** Where routes read "now" (the jobs' seam too, ADR 063). Default: the machine's clock. */
  clock?: Clock;
  /**
   * Extra routers mounted under `/api` before the not-found handler. Tests use it for
   * test-only routes; production code adds resources to `routes/index.ts`.
   */
  mount?: (api: OpenAPIHono<AppBindings>) => void;
}

/**
 * The Hono app of the BFF: middleware (request id, logs, client address, security headers,
 * cross-site guard, session → actor),
 * better-auth at `/api/auth/*`, every resource router under `/api`, errors, not-found.
 */
export function createApp({ env, db, logger, mount, ...options }: CreateAppOptions) {
  const mailer = options.mailer ?? createMailer(env, db.db, logger);
  const hasher = options.hasher ?? betterAuthPasswordHasher;
  const auth = options.auth ?? createAuth({ env, db: db.db, mailer, logger, hasher });
  const stripe = options.stripe ?? createStripeClient(env);
  const jobs = options.jobs ?? createInMemoryJobs();
  const clock = options.clock ?? systemClock;
  const push = options.push ?? null;
  const app = new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });

  app.use('*', async (c, next) => {
    c.set('env', env);
    c.set('db', db);
    c.set('logger', logger);
    c.set('auth', auth);
    c.set('mailer', mailer);
    c.set('push', push);
    c.set('stripe', stripe);
    c.set('jobs', jobs);
    c.set('clock', clock);
    c.set('passwordHasher', hasher);
    c.set('clientIp', resolveClientIp(c, env.TRUST_PROXY));
    c.set('actor', null);
    await next();
  });
  app.use('*', requestId);
  app.use('*', async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get('requestId') });
    c.set('logger', child);
    await next();
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use('*', securityHeaders(env));
  // Before anything reads a body (better-auth included): 64 KiB, photos 5 MB (ADR 012).
  app.use('*', bodyLimits());
  // Before the session and better-auth: a cross-site write is refused before anything runs.
  app.use('*', requireSameOrigin(env));
  app.use('/api/*', sessionMiddleware(auth, db.db));

  mountAuthRoutes(app, auth);

  const api = new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });
  api.route('/', healthRouter);
  for (const router of resourceRouters) api.route('/', router);
  // `/api/dev/*` does not exist in production (404 like any unknown path).
  if (env.NODE_ENV !== 'production') {
    for (const router of developmentRouters) api.route('/', router);
  }
  mount?.(api);
  // Declared access (ADR 013): an OpenAPI route without `access` never serves.
  const undeclared = undeclaredOperations(api.openAPIRegistry.definitions);
  if (undeclared.length > 0) {
    throw new Error(
      `Routes without an access declaration (use defineRoute from lib/access.ts): ${undeclared.map((route) => route.replace(' ', ' /api')).join(', ')}`,
    );
  }
  app.route('/api', api);
  // After mounting, so the document lists every route with its `/api` prefix.
  registerDocs(app);

  app.notFound((c) =>
    errorResponse(c, 404, { code: 'not_found', message: ERROR_MESSAGES.notFound }),
  );
  app.onError(handleError);
  return app;
}

/** Type of the app, for typed clients (`hono/client`) and tests. */
export type App = ReturnType<typeof createApp>;
