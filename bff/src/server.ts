import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { drainEarlyAnswers } from '@portal/server-kit/early-answers';
import { createApp } from './app';
import { checkSocialProviders, createAuth } from './auth/auth';
import { connectedAsOwner, openDatabase } from './db/client';
import { seedDemoFamily } from './db/seed';
import { EnvError, loadEnv } from './env';
import { eventHubFor, publisherFor } from './lib/events/event-hub';
import { offsetClock } from './lib/clock';
import { startJobs } from './lib/jobs';
import { JOB_DEFINITIONS } from './lib/jobs/definitions';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createPush, vapidKeysFor } from './lib/push/push';
import { APP_VERSION } from './lib/version';
import { MIGRATE_ONLY_FLAG, migrateOnly } from './migrate';

/**
 * Entry point: parse env (production refuses unsafe settings), open and migrate the database,
 * seed the demo family when empty (outside production only), serve. With `--migrate-only`:
 * migrate, then exit (the deploy's one-off job, see src/migrate.ts).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  if (process.argv.includes(MIGRATE_ONLY_FLAG)) {
    const logger = createLogger(env);
    await migrateOnly(env);
    logger.info({ ms: Math.round(performance.now() - started) }, 'migrations applied');
    // The logger may write asynchronously: let the line out before the process ends.
    process.exitCode = 0;
    return;
  }
  // The outbox is a development tool: in production every e-mail (confirmation, password reset)
  // must really leave, so a missing SMTP_URL stops the start like a missing secret.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new EnvError(
      'Invalid environment variables:\n  - SMTP_URL: is required in production (smtp:// or smtps://; the e-mail outbox is for development only)',
    );
  }
  const logger = createLogger(env);
  for (const warning of env.warnings) logger.warn(warning);

  const db = await openDatabase(env);
  await db.migrate();
  if (db.driver === 'postgres' && (await connectedAsOwner(db.db))) {
    logger.warn(
      'DATABASE_URL connects as the owner of the tables (or a superuser): connect it as a member of the mesadinha_app role and migrate through DATABASE_OWNER_URL (ADR 015).',
    );
  }
  // The demo family has a published password: never in production.
  if (env.NODE_ENV !== 'production') {
    const seed = await seedDemoFamily(db.db);
    if (seed.created) logger.info('seeded the demo family (demo@mesadinha.app)');
  }

  const clock = offsetClock(env.CLOCK_OFFSET_SECONDS);
  if (env.CLOCK_OFFSET_SECONDS !== 0) {
    logger.warn({ offsetSeconds: env.CLOCK_OFFSET_SECONDS }, 'the jobs clock is moved');
  }
  const mailer = createMailer(env, db.db, logger);
  const vapid = await vapidKeysFor(env, logger);
  const push = vapid ? createPush(vapid, env.VAPID_SUBJECT) : null;
  // After the migrations, which install the queue's schema on PostgreSQL (ADR 063).
  const jobs = await startJobs({
    services: { mailer, env, push },
    database: db,
    logger,
    definitions: JOB_DEFINITIONS,
    worker: env.JOBS_WORKER === 'on',
    clock,
  });

  const auth = createAuth({ env, db: db.db, mailer, logger });
  // Fails the start when GOOGLE_DISCOVERY_URL is set but its provider could not load.
  const providers = await checkSocialProviders(auth, env);
  logger.info(
    { socialProviders: providers, mail: mailer.transport, trustProxy: env.TRUST_PROXY },
    'auth ready',
  );
  const app = createApp({ env, db, logger, mailer, auth, jobs, clock, push });
  // LISTEN from the start, so the first event stream does not wait for the connection.
  const events = eventHubFor(db, logger);
  await events.start();
  // A 413 (or 401, 415) answered before its body was read must reach the client: the drain
  // reads the rest of the body instead of @hono/node-server's, which closes after 500 ms.
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, autoCleanupIncoming: false },
    (info) => {
      logger.info(
        {
          url: `http://${info.address}:${info.port}`,
          driver: db.driver,
          version: APP_VERSION,
          startupMs: Math.round(performance.now() - started),
        },
        'bff listening',
      );
    },
  );
  // serve() makes an http.Server when it is given no other createServer.
  drainEarlyAnswers(server as Server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Ends open event streams, which would otherwise hold server.close() open.
    const eventsStopped = events.stop();
    // No new job is fetched from now on; a running one gets a moment to finish, else it is
    // failed back to the queue and retried (by another instance, or after the restart).
    const jobsStopped = jobs
      .stop()
      .catch((error: unknown) => logger.warn({ err: error }, 'job queue did not stop cleanly'));
    server.close(() => {
      // The events of the last requests go out before the pool closes (ADR 052), and the
      // hub's UNLISTENs, which run on the pool's connection, are done; so are the jobs, which
      // on PGlite share its one client.
      void Promise.all([eventsStopped, jobsStopped])
        .then(() => publisherFor(db.db).flush())
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad env), so write the reason plainly.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
