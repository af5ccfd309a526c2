import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue-schema';
import { idempotencyKeys, rateLimit } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { fixedClock } from '../clock';
import { rowsOf } from '../keyset';
import { UNKNOWN_ACCOUNT_PIN_KEY_PREFIX } from '../pin-lockout';
import { pruneExpired, pruneExpiredJob } from './housekeeping';
import { startJobs } from './queue';

/*
 * Issue 38 item 5: expired rate-limit windows and idempotency keys are pruned hourly, on
 * PostgreSQL (the PGlite fallback runs it too), at a fixed instant from the clock seam.
 */

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => NOW.getTime() - ms;

describe('housekeeping: pruning expired rows (issue 38)', { timeout: 60_000 }, () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  beforeEach(async () => {
    await testDb.db.delete(rateLimit);
    await testDb.db.delete(idempotencyKeys);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** One rate_limit row per key, `last_request` as given. */
  async function windows(rows: Record<string, number>): Promise<void> {
    await testDb.db.insert(rateLimit).values(
      Object.entries(rows).map(([key, lastRequest]) => ({
        id: randomUUID(),
        key,
        count: 3,
        lastRequest,
      })),
    );
  }

  async function keysLeft(table: 'rate_limit' | 'idempotency_keys'): Promise<string[]> {
    const rows =
      table === 'rate_limit'
        ? await testDb.db.select({ key: rateLimit.key }).from(rateLimit)
        : await testDb.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    return rows.map((row) => row.key).sort();
  }

  it('deletes rate-limit windows older than a day, whoever counted them; keeps the rest', async () => {
    await windows({
      '198.51.100.7|/sign-in/email': ago(25 * HOUR), // better-auth's
      'bff:parent-sign-up|198.51.100.7': ago(30 * HOUR),
      'child-pin|198.51.100.0': ago(3 * 24 * HOUR),
      'bff:events|user-1': ago(23 * HOUR),
      '198.51.100.8|/sign-in/email': ago(60_000),
    });
    const removed = await pruneExpired(testDb.db, NOW);
    expect(removed.rateLimits).toBe(3);
    expect(await keysLeft('rate_limit')).toEqual([
      '198.51.100.8|/sign-in/email',
      'bff:events|user-1',
    ]);
  });

  it("keeps an unknown username's PIN counter, as a real child's never decays (issue 9)", async () => {
    // Expiring it alone would let a caller tell an unknown username from a real one.
    const unlocked = `${UNKNOWN_ACCOUNT_PIN_KEY_PREFIX}unknown-a`;
    const lockEndedLongAgo = `${UNKNOWN_ACCOUNT_PIN_KEY_PREFIX}unknown-b`;
    await windows({ [unlocked]: 0, [lockEndedLongAgo]: ago(90 * 24 * HOUR) });
    await pruneExpired(testDb.db, NOW);
    expect(await keysLeft('rate_limit')).toEqual([unlocked, lockEndedLongAgo].sort());
  });

  it('deletes idempotency keys older than 24 h; a key of the last day still answers', async () => {
    const keyAt = (key: string, at: number) => ({
      scope: 'user-1',
      key,
      requestHash: 'hash',
      responseStatus: 201,
      responseBody: { ok: true },
      createdAt: new Date(at),
    });
    await testDb.db
      .insert(idempotencyKeys)
      .values([
        keyAt('two-days', ago(48 * HOUR)),
        keyAt('a-day-and-a-minute', ago(24 * HOUR + 60_000)),
        keyAt('an-hour', ago(HOUR)),
      ]);
    const removed = await pruneExpired(testDb.db, NOW);
    expect(removed).toEqual({ rateLimits: 0, idempotencyKeys: 2, notifications: 0 });
    expect(await keysLeft('idempotency_keys')).toEqual(['an-hour']);
  });

  it('removes more than one batch (5,000) in one run', async () => {
    await testDb.db.execute(sql`
      insert into rate_limit (id, key, count, last_request)
      select gen_random_uuid()::text, 'bff:bulk|' || n, 1, ${ago(48 * HOUR)}
      from generate_series(1, 12001) as n`);
    const removed = await pruneExpired(testDb.db, NOW);
    expect(removed.rateLimits).toBe(12_001);
    expect(await keysLeft('rate_limit')).toEqual([]);
  });

  it('runs as the hourly job of the queue, reading now from the clock seam', async () => {
    await windows({ 'bff:stale|user-2': ago(2 * 24 * HOUR), 'bff:live|user-2': ago(HOUR) });
    const jobs = await startJobs({
      database: testDb,
      logger: pino({ level: 'silent' }),
      definitions: [pruneExpiredJob],
      clock: fixedClock(NOW),
      intervals: { pollSeconds: 0.5 },
    });
    try {
      await jobs.send(pruneExpiredJob.name, {});
      await vi.waitFor(
        async () => expect(await keysLeft('rate_limit')).toEqual(['bff:live|user-2']),
        { timeout: 30_000, interval: 100 },
      );
      const [schedule] = rowsOf<{ cron: string; timezone: string }>(
        await testDb.db.execute(
          sql`select cron, timezone from ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule
              where name = ${pruneExpiredJob.name}`,
        ),
      );
      expect(schedule).toEqual({ cron: '17 * * * *', timezone: 'America/Sao_Paulo' });
    } finally {
      await jobs.stop();
      await testDb.db.delete(rateLimit).where(inArray(rateLimit.key, ['bff:live|user-2']));
    }
  });
});
