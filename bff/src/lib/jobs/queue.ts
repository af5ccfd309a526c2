import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue-schema';
import { loadEnv } from '../../env';
import { systemClock, type Clock } from '../clock';
import type { Logger } from '../logger';
import { createMailer, type Mailer } from '../mailer';
import type { Push } from '../push/push';
import {
  DEFAULT_JOB_RETRY,
  type JobContext,
  type JobDefinition,
  type JobEnv,
  type Jobs,
} from './jobs';

/** The time zone every cron expression of a definition is read in. */
export const JOB_TIME_ZONE = 'America/Sao_Paulo';

/** Connections of pg-boss's own pool per instance on PostgreSQL (beside the app's 10). */
const QUEUE_POOL_SIZE = 3;

/** The singleton key of every job a cron schedule sends. */
const CRON_KEY = '__cron';

/** How long stop() waits for running handlers before failing them back to the queue (retried). */
const STOP_TIMEOUT_MS = 3000;

/** Options of {@link startJobs}. */
export interface StartJobsOptions {
  /** The app's database; pg-boss reaches it through `database.connection`. */
  database: DatabaseHandle;
  logger: Logger;
  /** Every kind of job (`JOB_DEFINITIONS` in the server). Their queues are created at start. */
  definitions: readonly JobDefinition[];
  /** What handlers read "now" from. Default: the system clock. */
  clock?: Clock;
  /**
   * The mailer and configuration handlers use. Default (tests): the development outbox and
   * the development configuration (`loadEnv({})`).
   */
  services?: { mailer: Mailer; env: JobEnv; push?: Push | null };
  /**
   * Whether this instance runs handlers, cron passes and the queue's maintenance (default true).
   * false (`JOBS_WORKER=off`): it only sends, and other instances do the work.
   */
  worker?: boolean;
  /**
   * Tests shorten these: seconds between a worker's polls (default 2) and between cron passes
   * and their forwarding (pg-boss's 30 and 5).
   */
  intervals?: { pollSeconds?: number; cronSeconds?: number };
}

/**
 * Starts pg-boss beside the BFF on the same database (ADR 063): on PostgreSQL with a small pool
 * of its own as the app role, on a schema `migrate()` installed as the owner (ADR 015); on
 * PGlite through the app's one client, installing its schema itself (there is only one role).
 * Creates each definition's queue with its retries, registers its cron schedule and, unless
 * `worker` is false, works it: one job at a time per definition and instance, each run logged
 * with the job's name, id, attempt and duration, a failure with its error before the retry.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, definitions, clock = systemClock, worker = true } = options;
  const logger = options.logger.child({ component: 'jobs' });
  const env = options.services?.env ?? loadEnv({});
  const mailer = options.services?.mailer ?? createMailer({}, database.db, logger);
  const push = options.services?.push ?? null;
  const names = new Set(definitions.map((definition) => definition.name));
  if (names.size !== definitions.length) throw new Error('Two job definitions share a name.');

  const boss = new PgBoss({
    ...connectionOptions(database),
    schema: JOB_QUEUE_SCHEMA,
    supervise: worker,
    schedule: worker,
    ...(options.intervals?.cronSeconds
      ? {
          cronWorkerIntervalSeconds: options.intervals.cronSeconds,
          cronMonitorIntervalSeconds: options.intervals.cronSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ details: warning.data }, warning.message));
  try {
    await boss.start();
  } catch (error) {
    await boss.stop({ timeout: 1000 }).catch(() => {});
    throw database.driver === 'postgres' && /not installed|requires migrations/.test(String(error))
      ? new Error(`The job queue's schema is missing or old: run the migrations first. ${error}`)
      : error;
  }

  try {
    for (const definition of definitions) {
      const retry = definition.retry ?? DEFAULT_JOB_RETRY;
      const queue = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
      };
      // Created once (a no-op when it exists); updated so a changed retry rule applies.
      // 'exclusive': one job per singleton key waits or runs at a time. Every occurrence of a
      // cron schedule carries the key CRON_KEY, so one that comes due while the last one still
      // runs (or waits for its retry) is dropped rather than piled up behind it.
      await boss.createQueue(definition.name, { ...queue, policy: 'exclusive' });
      await boss.updateQueue(definition.name, queue);
      if (definition.cron) {
        await boss.schedule(
          definition.name,
          definition.cron,
          {},
          {
            tz: JOB_TIME_ZONE,
            missed: 'once',
            singletonKey: CRON_KEY,
          },
        );
      } else {
        await boss.unschedule(definition.name);
      }
      if (!worker) continue;
      await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: options.intervals?.pollSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (job)
            await runJob(definition, job, {
              db: database.db,
              clock,
              logger,
              mailer,
              push,
              env,
            });
        },
      );
    }
  } catch (error) {
    await boss.stop({ timeout: 1000 }).catch(() => {});
    throw error;
  }
  logger.info({ queues: [...names], worker }, 'job queue started');

  return {
    async send(name, data, sendOptions = {}) {
      // A job sent without a key gets one of its own: the 'exclusive' policy would otherwise
      // hold every keyless job of the queue behind the first.
      const singletonKey = sendOptions.singletonKey ?? `send:${randomUUID()}`;
      const id = await boss.send(name, data, { singletonKey });
      if (id === null) logger.debug({ job: name, singletonKey }, 'a job with this key is queued');
    },
    async stop() {
      await boss.stop({ timeout: STOP_TIMEOUT_MS });
    },
  };
}

function connectionOptions(database: DatabaseHandle): ConstructorOptions {
  const { connection } = database;
  if (connection.driver === 'pglite') {
    // One in-process connection: pg-boss's statements queue up with the app's on PGlite's lock.
    return { db: fromPglite(connection.client), backend: 'pglite' };
  }
  return {
    connectionString: connection.url,
    max: QUEUE_POOL_SIZE,
    application_name: 'mesadinha-jobs',
    // The app role may not run DDL: the schema is the migrations' (installJobQueueSchema).
    migrate: false,
    createSchema: false,
  };
}

/** Runs one job through its definition's handler, logging the outcome; rethrows to retry. */
async function runJob(
  definition: JobDefinition,
  job: Job<object>,
  context: JobContext,
): Promise<void> {
  const retryLimit = (definition.retry ?? DEFAULT_JOB_RETRY).limit;
  const log = context.logger.child({
    job: definition.name,
    jobId: job.id,
    attempt: job.retryCount + 1,
  });
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    await definition.handle(job.data, { ...context, logger: log });
  } catch (error) {
    log.error({ err: error, ms: ms(), willRetry: job.retryCount < retryLimit }, 'job failed');
    throw error;
  }
  log.info({ ms: ms() }, 'job done');
}
