import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Mailer } from '../mailer';
import type { Push } from '../push/push';

/** What of the configuration jobs read: links in e-mails, their signing secret, the photos. */
export type JobEnv = Pick<Env, 'PUBLIC_APP_URL' | 'BETTER_AUTH_SECRET' | 'DATA_DIR'>;

/** What a job's handler gets besides its data. */
export interface JobContext {
  /** The app's database (the app role on PostgreSQL). Inside `db.transaction(tx => …)` use `tx`. */
  db: Db;
  /** Where the handler reads "now" (never `new Date()`), so tests run it at a fixed instant. */
  clock: Clock;
  /** Carries the job's name and id. */
  logger: Logger;
  /** The app's mailer (SMTP, or the development outbox). */
  mailer: Mailer;
  /** Web Push; null when this server sends none. */
  push: Push | null;
  env: JobEnv;
}

/**
 * A kind of job: a pg-boss queue and its handler (ADR 063). The queue delivers each job to one
 * worker among every BFF instance, but at least once, not exactly once: a worker that dies
 * mid-run leaves its job to be retried after it expires. So a handler must be idempotent: key
 * what it writes (a ledger line by child and period, an upsert) so a second run changes nothing.
 */
export interface JobDefinition<T extends object = object> {
  /** Queue name, `<area>.<verb>`, e.g. 'allowance.pay-due'. */
  name: string;
  /**
   * A pg-boss cron expression (5 fields) read in America/Sao_Paulo time: e.g. '0 8 * * *' is
   * 08:00 in São Paulo. One job per occurrence across all instances; occurrences missed while
   * every instance was down are sent once, for the latest, when one comes back.
   */
  cron?: string;
  /**
   * How a failed run is retried: up to `limit` more times, `delaySeconds` apart, doubling with
   * jitter when `backoff`. Default {@link DEFAULT_JOB_RETRY}.
   */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** Runs one job; a rejection is logged and retried. */
  handle(data: T, context: JobContext): Promise<void>;
}

/** The retries of a definition that names none. */
export const DEFAULT_JOB_RETRY = { limit: 5, delaySeconds: 10, backoff: true } as const;

/** Sending jobs from the app (route handlers get it as `c.var.jobs`). */
export interface Jobs {
  /**
   * Queues a job of the definition `name` with `data` (JSON). With `singletonKey`, at most one
   * job per (name, key) waits or runs at a time, across every instance: sending the key again
   * meanwhile is a no-op (the waiting job does it); once that job has run, the key queues a new
   * one. Without a key every send is its own job.
   */
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  /** Stops fetching, waits briefly for running handlers, releases the queue's connections. */
  stop(): Promise<void>;
}
