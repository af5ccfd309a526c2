import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema, MSG, PayoutResponseSchema } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/client';
import { children, transactions } from '../../db/schema';
import { grantMoney } from '../../test/goal-flow';
import { childRowOf, expectLedgerInvariants, uniqueUsername } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { testEnv } from '../../test/test-env';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/*
 * Issue 40, "Must show" 1: payouts at the same time on real PostgreSQL never take the balance
 * below zero and never pay twice per Idempotency-Key. The requests start while another
 * connection holds the child's row lock, released once enough of them are seen waiting
 * (pg_stat_activity), so they certainly overlap (as goals.concurrency.test.ts).
 */

const POOL = 20;
const runOnPostgres = postgresAvailable || testEnv.ci;

describe.skipIf(!runOnPostgres)('payouts under concurrent requests (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let control: DatabaseHandle;
  let app: TestApp;
  let parent: TestParent;

  beforeAll(async () => {
    testDb = await createTestDatabase({ max: POOL });
    control = testDb.openAnotherHandle({ max: 2 });
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  async function lockWaiters(db: Db): Promise<number> {
    const result = await db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`);
    const rows = result as unknown as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  }

  /** Fires the requests while the child's row is locked; releases it once `atLeast` wait. */
  async function behindLock(
    childId: string,
    atLeast: number,
    fire: () => (Response | Promise<Response>)[],
  ) {
    let pending: Promise<Response[]> | undefined;
    let waiting = 0;
    await control.db.transaction(async (tx) => {
      await tx
        .select({ id: children.id })
        .from(children)
        .where(eq(children.id, childId))
        .for('update');
      pending = Promise.all(fire());
      pending.catch(() => {});
      const deadline = Date.now() + 20_000;
      while (waiting < atLeast && Date.now() < deadline) {
        waiting = Math.max(waiting, await lockWaiters(control.db));
        if (waiting < atLeast) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(waiting, 'payouts queued together on the child row').toBeGreaterThanOrEqual(atLeast);
    return Promise.all(
      (await pending!).map(async (res) => ({ status: res.status, body: await res.json() })),
    );
  }

  function pay(childId: string, amount: number, key: string = randomUUID()) {
    return call(app, 'POST', `/api/children/${childId}/payouts`, {
      cookie: parent.cookie,
      body: { amount, method: 'cash' },
      headers: { 'idempotency-key': key },
    });
  }

  async function kidWith(balance: number) {
    const kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('payrace'),
    });
    await grantMoney(testDb.db, parent.familyId, kid.childId, balance);
    return kid;
  }

  async function payouts(childId: string) {
    return testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.childId, childId), eq(transactions.type, 'payout')));
  }

  it('two payouts of the whole balance at once: exactly one succeeds', async () => {
    const kid = await kidWith(2_500);
    const answers = await behindLock(kid.childId, 2, () => [
      pay(kid.childId, 2_500),
      pay(kid.childId, 2_500),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = ErrorResponseSchema.parse(answers.find((a) => a.status === 409)!.body);
    expect(refused).toMatchObject({ code: 'PAYOUT_NO_BALANCE', message: MSG.payout.noBalance });
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(0);
    expect(await payouts(kid.childId)).toHaveLength(1);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  }, 60_000);

  it('20 payouts at once never take the balance below zero', async () => {
    const kid = await kidWith(10_000);
    const answers = await behindLock(kid.childId, 15, () =>
      Array.from({ length: 20 }, () => pay(kid.childId, 700)),
    );
    // 14 × 700 = 9,800 fit; the 6 others are refused as more than what is left (200).
    expect(answers.filter((a) => a.status === 201)).toHaveLength(14);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(ErrorResponseSchema.parse(a.body).code).toBe('PAYOUT_OVER_BALANCE');
    }
    const after = answers
      .filter((a) => a.status === 201)
      .map((a) => PayoutResponseSchema.parse(a.body).payout.balanceAfter)
      .sort((a, b) => a - b);
    expect(after).toEqual(Array.from({ length: 14 }, (_, i) => 200 + i * 700));
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(200);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  }, 60_000);

  it('the same Idempotency-Key sent 10 times at once pays once', async () => {
    const kid = await kidWith(5_000);
    const key = randomUUID();
    const answers = await behindLock(kid.childId, 8, () =>
      Array.from({ length: 10 }, () => pay(kid.childId, 1_000, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => PayoutResponseSchema.parse(a.body).payout.id));
    expect(ids.size).toBe(1);
    expect(await payouts(kid.childId)).toHaveLength(1);
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(4_000);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  }, 60_000);
});
