import { ErrorResponseSchema, GoalMutationResponseSchema, MSG } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/client';
import { children, goals, transactions } from '../../db/schema';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { testEnv } from '../../test/test-env';
import {
  createGoalAs,
  depositAs,
  expectGoalInvariants,
  grantMoney,
  movementOf,
} from '../../test/goal-flow';
import { childRowOf, expectLedgerInvariants, uniqueUsername } from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';

/*
 * Issue 11, "Must show" 2: 30 deposits into ONE goal at the same time never overfill the goal
 * nor overdraw the balance, on real PostgreSQL. The requests are started while a separate
 * connection holds the child's row lock, which is released only once at least 15 of them are
 * seen waiting on it (pg_stat_activity), so they certainly overlap; each then applies the
 * smallest of remaining target, balance and requested, one after the other behind the lock.
 */

const POOL = 20;
const DEPOSITS = 30;
const runOnPostgres = postgresAvailable || testEnv.ci;

describe.skipIf(!runOnPostgres)('goal deposits under concurrent requests (PostgreSQL)', () => {
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

  /** Fires the deposits while the child's row is locked; releases it once many wait. */
  async function depositsBehindLock(childId: string, fire: () => (Response | Promise<Response>)[]) {
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
      while (waiting < 15 && Date.now() < deadline) {
        waiting = Math.max(waiting, await lockWaiters(control.db));
        if (waiting < 15) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(waiting, 'deposits queued together on the child row').toBeGreaterThanOrEqual(15);
    return Promise.all(
      (await pending!).map(async (res) => ({ status: res.status, body: await res.json() })),
    );
  }

  it.each([
    // balance, target, each deposit → deposits that move money, final saved, final balance
    ['the target stops them', 10_000, 8_000, 700, 12, 8_000, 2_000, 'GOAL_ALREADY_COMPLETED'],
    ['the balance stops them', 3_000, 8_000, 700, 5, 3_000, 0, 'GOAL_NO_BALANCE'],
  ] as const)(
    '%s: 30 deposits of the same goal at once',
    async (_, balance, target, each, moved, saved, left, refusal) => {
      const kid = await createSignedInChild(app, parent.familyId, {
        username: uniqueUsername('goalrace'),
      });
      await grantMoney(testDb.db, parent.familyId, kid.childId, balance);
      const goal = (
        await movementOf(
          await createGoalAs(app, kid.cookie, { title: 'Corrida', targetAmount: target }),
          201,
        )
      ).goal!;

      const answers = await depositsBehindLock(kid.childId, () =>
        Array.from({ length: DEPOSITS }, () => depositAs(app, kid.cookie, goal.id, each)),
      );

      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(moved);
      const applied = ok.map((a) => GoalMutationResponseSchema.parse(a.body).applied);
      expect(applied.reduce((sum, n) => sum + n, 0)).toBe(saved);
      // Every deposit but the last one that moved took the whole amount asked for.
      expect(applied.filter((n) => n !== each)).toHaveLength(saved % each === 0 ? 0 : 1);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(DEPOSITS - moved);
      for (const a of refused) {
        expect(a.status).toBe(409);
        const error = ErrorResponseSchema.parse(a.body);
        expect(error.code).toBe(refusal);
        expect(error.message).toBe(
          refusal === 'GOAL_NO_BALANCE' ? MSG.goal.noBalance : MSG.goal.alreadyCompleted,
        );
      }

      const [row] = await testDb.db.select().from(goals).where(eq(goals.id, goal.id));
      expect(row!.savedCents).toBe(saved);
      expect(row!.completedAt !== null).toBe(saved === target);
      expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(left);
      const entries = await testDb.db
        .select()
        .from(transactions)
        .where(eq(transactions.goalId, goal.id));
      expect(entries).toHaveLength(moved);
      await expectGoalInvariants(testDb.db, kid.childId);
      await expectLedgerInvariants(testDb.db, parent.familyId);
    },
    60_000,
  );
});
