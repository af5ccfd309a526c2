import { ErrorResponseSchema, type Task } from '@portal/contracts';
import { ACHIEVEMENTS } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../db/client';
import { childAchievements, children, limits, tasks, taskSubmissions } from '../../db/schema';
import { rowsOf } from '../../lib/keyset';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { testEnv } from '../../test/test-env';
import {
  childRowOf,
  completeAs,
  createTaskAs,
  expectLedgerInvariants,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';

/*
 * Completions racing each other on real PostgreSQL (ADR 061: one transaction, no second path).
 * Every child first completes one task, so its streak is counted today. The requests are
 * fired while a separate connection holds the row they will queue on (the task, or the
 * child), released once they are all seen waiting: each must then judge on what committed
 * while it waited, not on what it could have read before.
 */

const POOL = 16;
const runOnPostgres = postgresAvailable || testEnv.ci;

describe.skipIf(!runOnPostgres)('completions at the same time (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let control: DatabaseHandle;
  let app: TestApp;
  let parent: TestParent;
  type Kid = { childId: string; userId: string; cookie: string };

  beforeAll(async () => {
    testDb = await createTestDatabase({ max: POOL });
    control = testDb.openAnotherHandle({ max: 2 });
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    // No daily limit: the races below are about the task and the key.
    await testDb.db
      .insert(limits)
      .values({ familyId: parent.familyId, maxDailyTasks: 0 })
      .onConflictDoUpdate({ target: limits.familyId, set: { maxDailyTasks: 0 } });
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  /**
   * A child with one completion today (its streak counted) and, unless `achievements` is
   * false, every achievement already stored, so the races below are about money only.
   */
  async function warmChild(achievements = true): Promise<Kid> {
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('corrida'),
    });
    const first = await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId], { title: 'Primeira do dia', value: '1,00' }),
    );
    expect((await completeAs(app, child.cookie, first.id)).status).toBe(200);
    if (achievements) {
      await testDb.db
        .insert(childAchievements)
        .values(ACHIEVEMENTS.map((a) => ({ childId: child.childId, achievementId: a.id })))
        .onConflictDoNothing();
    }
    return child;
  }

  async function lockWaiters(db: Db): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`),
    );
    return Number(row?.n ?? 0);
  }

  /** Locks the child's row (what its completions queue on) in `tx`. */
  const childRow = (childId: string) => (tx: Db) =>
    tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update');

  /**
   * Fires the requests while `lock` holds a row in a transaction of its own; releases it once
   * `waiters` requests wait on a lock (they have all read by then).
   */
  async function behindLock(
    lock: (tx: Db) => Promise<unknown>,
    waiters: number,
    fire: () => (Response | Promise<Response>)[],
  ): Promise<Response[]> {
    let pending: Promise<Response[]> | undefined;
    await control.db.transaction(async (tx) => {
      await lock(tx);
      pending = Promise.all(fire());
      pending.catch(() => {});
      const deadline = Date.now() + 20_000;
      let seen = 0;
      while (seen < waiters && Date.now() < deadline) {
        seen = Math.max(seen, await lockWaiters(control.db));
        if (seen < waiters) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen, 'requests waiting on the lock').toBeGreaterThanOrEqual(waiters);
    });
    return pending!;
  }

  it("gives a 'first' task to one of five siblings who read it free, and pays only that one", async () => {
    const kids: Kid[] = [];
    for (let n = 0; n < 5; n += 1) kids.push(await warmChild());
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody(
        kids.map((kid) => kid.childId),
        { title: 'Tirar o lixo', value: '3,00', assignmentMode: 'first' },
      ),
    );
    const before = await Promise.all(kids.map((kid) => childRowOf(testDb.db, kid.childId)));
    const answers = await behindLock(
      (tx) => tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, task.id)).for('update'),
      5,
      () => kids.map((kid) => completeAs(app, kid.cookie, task.id)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(ErrorResponseSchema.parse(await res.json()).code).toBe('TASK_ALREADY_COMPLETED');
    }
    const submissions = await testDb.db
      .select()
      .from(taskSubmissions)
      .where(eq(taskSubmissions.taskId, task.id));
    expect(submissions).toHaveLength(1);
    const after = await Promise.all(kids.map((kid) => childRowOf(testDb.db, kid.childId)));
    const paid = after.map((row, i) => row.balanceCents - before[i]!.balanceCents).sort();
    expect(paid).toEqual([0, 0, 0, 0, 300]);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('takes one key once when a child sends it for two tasks at the same time', async () => {
    const kid = await warmChild();
    const body = (title: string) => taskBody([kid.childId], { title, value: '2,00' });
    const one = await createTaskAs(app, parent.cookie, body('Varrer a sala'));
    const other = await createTaskAs(app, parent.cookie, body('Varrer a cozinha'));
    const before = await childRowOf(testDb.db, kid.childId);
    const answers = await behindLock(childRow(kid.childId), 2, () =>
      [one, other].map((task) => completeAs(app, kid.cookie, task.id, { key: 'mesma-chave' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const keyed = await testDb.db
      .select()
      .from(taskSubmissions)
      .where(eq(taskSubmissions.idempotencyKey, 'mesma-chave'));
    expect(keyed).toHaveLength(1);
    expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(before.balanceCents + 200);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('credits each of ten completions of one child that queue on its row, each from the balance the previous one left', async () => {
    const kid = await warmChild();
    const made: Task[] = [];
    for (let n = 1; n <= 10; n += 1) {
      made.push(
        await createTaskAs(
          app,
          parent.cookie,
          taskBody([kid.childId], { title: `Tarefa ${n}`, value: `${n},00` }),
        ),
      );
    }
    const before = await childRowOf(testDb.db, kid.childId);
    const answers = await behindLock(childRow(kid.childId), 10, () =>
      made.map((task) => completeAs(app, kid.cookie, task.id)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const after = await childRowOf(testDb.db, kid.childId);
    // R$ 1 + … + R$ 10.
    expect(after.balanceCents).toBe(before.balanceCents + 5500);
    expect(after.tasksCompleted).toBe(before.tasksCompleted + 10);
    expect(after.completedToday).toBe(before.completedToday + 10);
    expect(after.pendingTasks).toBe(before.pendingTasks + 10);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });
});
