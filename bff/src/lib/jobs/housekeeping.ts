import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { READ_KEEP_DAYS, UNREAD_KEEP_DAYS } from '@portal/domain';
import { idempotencyKeys, notifications, rateLimit } from '../../db/schema';
import { UNKNOWN_ACCOUNT_PIN_KEY_PREFIX } from '../pin-lockout';
import { sweepOrphanPhotos } from '../photos';
import type { JobDefinition } from './jobs';

/**
 * How long an `Idempotency-Key`'s stored answer is kept (issue 38 item 5): a retry within a day
 * of the first request gets its answer back; after that the key is forgotten and the same key
 * is a new request. Clients retry a tap within seconds (the child app keeps no key across a
 * reload), so a day is far beyond any real retry; it is Stripe's window too.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Age past which a fixed-window `rate_limit` row is pruned. Every window in use (better-auth's
 * and the BFF's, `auth/rate-limit.ts`, the PIN client window) is at most 10 minutes, and a row
 * whose window started longer ago than its window counts as no row (the next request starts
 * a new window at 1): deleting it changes no answer, so it opens no timing oracle.
 */
export const RATE_LIMIT_ROW_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Rows deleted per statement, so no prune holds many row locks or one long transaction. */
const PRUNE_BATCH = 5000;

/** What one prune removed. */
export interface PruneResult {
  rateLimits: number;
  idempotencyKeys: number;
  notifications: number;
}

/**
 * Deletes expired `rate_limit` windows and `idempotency_keys` older than
 * {@link IDEMPOTENCY_KEY_RETENTION_MS}, relative to `now`, in batches. Counters of unknown
 * usernames (`child-pin-unknown|…`) are consecutive misses, not windows, and are kept: see
 * {@link UNKNOWN_ACCOUNT_PIN_KEY_PREFIX}. Also the bell's old messages: read ones after
 * `READ_KEEP_DAYS`, unread ones after `UNREAD_KEEP_DAYS` (domain).
 */
export async function pruneExpired(db: Db, now: Date): Promise<PruneResult> {
  const windowsBefore = now.getTime() - RATE_LIMIT_ROW_RETENTION_MS;
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  const rateLimits = await inBatches(async () => {
    const doomed = db
      .select({ id: rateLimit.id })
      .from(rateLimit)
      .where(
        and(
          lt(rateLimit.lastRequest, windowsBefore),
          sql`not starts_with(${rateLimit.key}, ${UNKNOWN_ACCOUNT_PIN_KEY_PREFIX})`,
        ),
      )
      .limit(PRUNE_BATCH);
    const rows = await db
      .delete(rateLimit)
      .where(sql`${rateLimit.id} in (${doomed})`)
      .returning({ id: rateLimit.id });
    return rows.length;
  });
  const keys = await inBatches(async () => {
    const doomed = db
      .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, keysBefore))
      .limit(PRUNE_BATCH);
    const rows = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (${doomed})`)
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  });
  const day = 86_400_000;
  const readBefore = new Date(now.getTime() - READ_KEEP_DAYS * day).toISOString();
  const unreadBefore = new Date(now.getTime() - UNREAD_KEEP_DAYS * day).toISOString();
  const messages = await inBatches(async () => {
    const doomed = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        sql`(${notifications.readAt} < ${readBefore}::timestamptz or ${notifications.createdAt} < ${unreadBefore}::timestamptz)`,
      )
      .limit(PRUNE_BATCH);
    const rows = await db
      .delete(notifications)
      .where(sql`${notifications.id} in (${doomed})`)
      .returning({ id: notifications.id });
    return rows.length;
  });
  return { rateLimits, idempotencyKeys: keys, notifications: messages };
}

async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

/** Hourly (at minute 17, away from the top of the hour's other work): {@link pruneExpired}. */
export const pruneExpiredJob: JobDefinition = {
  name: 'housekeeping.prune-expired',
  cron: '17 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(_data, { db, clock, logger }) {
    const removed = await pruneExpired(db, clock.now());
    logger.info(removed, 'pruned expired rate-limit windows and idempotency keys');
  },
};

/**
 * Every 6 hours (at minute 41): photo files no submission points at, older than the grace
 * period (`sweepOrphanPhotos`), from the data folder every instance shares.
 */
export const sweepPhotosJob: JobDefinition = {
  name: 'housekeeping.sweep-photos',
  cron: '41 */6 * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handle(_data, { db, clock, logger, env }) {
    const { scanned, removed } = await sweepOrphanPhotos(db, env.DATA_DIR, { now: clock.now() });
    if (removed.length > 0) logger.info({ scanned, removed: removed.length }, 'photo sweep');
  },
};
