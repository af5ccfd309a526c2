import { randomUUID } from 'node:crypto';
import {
  ChildStatsResponseSchema,
  CompleteTaskResponseSchema,
  MSG,
  TransactionListResponseSchema,
  type Transaction,
} from '@portal/contracts';
import {
  ACHIEVEMENTS,
  addDays,
  computeStreaks,
  saoPauloToday,
  weekdayOf,
  WEEKDAY_LABELS,
  xpForReward,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { childAchievements, children, goals, taskSubmissions, transactions } from '../../db/schema';
import type { ChildRow } from '../../lib/child-public';
import { ERROR_MESSAGES } from '../../lib/errors';
import { lockChild, moveMoney } from '../../lib/ledger/ledger';
import { rebuildChildDays } from '../../lib/progress/child-days';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  approveAs,
  completeAs,
  createTaskAs,
  errorOf,
  expectLedgerInvariants,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { childStats } from './child-progress.service';

type Kid = { childId: string; cookie: string; userId: string };

describe('child progress reads: statistics and ledger', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  let ana: Kid;
  let bia: Kid;
  /** A child whose history is written at known instants (see `writeHistory`). */
  let hist: Kid;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    const kid = (name: string) =>
      createSignedInChild(app, parent.familyId, { username: uniqueUsername(), name });
    ana = await kid('Ana');
    bia = await kid('Bia');
    hist = await kid('Hugo');
    await writeHistory();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const get = (cookie: string, path: string) => call(app, 'GET', path, { cookie });

  async function statsOf(cookie: string, childId: string) {
    const res = await get(cookie, `/api/children/${childId}/stats`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ChildStatsResponseSchema.parse(await res.json());
  }

  async function transactionPage(cookie: string, childId: string, query = '') {
    const res = await get(cookie, `/api/children/${childId}/transactions${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return TransactionListResponseSchema.parse(await res.json());
  }

  // -------------------------------------------------------------------------------------------
  // A known history. The ledger stamps `created_at` with the database's now(); to place lines
  // at chosen São Paulo instants, the table's default is set to that instant inside the same
  // transaction that writes through lib/ledger moveMoney (as the owner; DDL is transactional,
  // so no other session ever sees the changed default). Balances are moveMoney's own.

  async function at(
    instant: string,
    write: (tx: Db, child: ChildRow) => Promise<unknown>,
  ): Promise<void> {
    await testDb.owner.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `alter table transactions alter column created_at set default '${new Date(instant).toISOString()}'::timestamptz`,
        ),
      );
      const child = await lockChild(tx, parent.familyId, hist.childId);
      await write(tx, child!);
      await tx.execute(sql`alter table transactions alter column created_at set default now()`);
    });
  }

  /** A completion credited at completion: its submission and its `task_reward` line. */
  async function completion(
    tx: Db,
    child: ChildRow,
    instant: string,
    value: number,
    status: 'pending' | 'approved',
  ): Promise<{ submissionId: string; child: ChildRow }> {
    const [submission] = await tx
      .insert(taskSubmissions)
      .values({
        familyId: child.familyId,
        childId: child.id,
        childName: child.name,
        childAge: child.age,
        taskTitle: `Tarefa de ${value}`,
        category: 'Limpeza',
        valueCents: value,
        completedAt: new Date(instant),
        createdAt: new Date(instant),
        status,
        approved: status === 'approved',
        approvedAt: status === 'approved' ? new Date(instant) : null,
        rewardCreditedAtCompletion: true,
      })
      .returning({ id: taskSubmissions.id });
    const after = await moveMoney(
      tx,
      child,
      {
        type: 'task_reward',
        amountCents: value,
        description: `Tarefa concluída: Tarefa de ${value}`,
        source: 'child_app',
        createdBy: child.userId,
        taskSubmissionId: submission!.id,
      },
      {
        totalEarnedCents: child.totalEarnedCents + value,
        xp: child.xp + xpForReward(value),
        tasksCompleted: child.tasksCompleted + 1,
      },
    );
    return { submissionId: submission!.id, child: after };
  }

  /** A rejection at `instant`: the submission is rejected and its reward taken back. */
  async function rejection(tx: Db, child: ChildRow, submissionId: string, value: number) {
    await tx
      .update(taskSubmissions)
      .set({ status: 'rejected', approved: false, rejectedAt: sql`now()` })
      .where(eq(taskSubmissions.id, submissionId));
    return moveMoney(
      tx,
      child,
      {
        type: 'task_reward_reversal',
        amountCents: -value,
        description: 'Tarefa rejeitada',
        source: 'parent_app',
        createdBy: null,
        taskSubmissionId: submissionId,
      },
      {
        totalEarnedCents: child.totalEarnedCents - value,
        tasksCompleted: child.tasksCompleted - 1,
      },
    );
  }

  /** A goal created at `createdAt` with one deposit now (the `at` instant), maybe completing it. */
  async function goalWithDeposit(
    tx: Db,
    child: ChildRow,
    input: { createdAt: string; target: number; deposit: number; completedAt?: string },
  ) {
    const [goal] = await tx
      .insert(goals)
      .values({
        childId: child.id,
        familyId: child.familyId,
        title: `Meta de ${input.target}`,
        targetCents: input.target,
        savedCents: input.deposit,
        createdAt: new Date(input.createdAt),
        completedAt: input.completedAt ? new Date(input.completedAt) : null,
      })
      .returning({ id: goals.id });
    return moveMoney(tx, child, {
      type: 'goal_deposit',
      amountCents: -input.deposit,
      description: 'Depósito na meta',
      source: 'child_app',
      createdBy: child.userId,
      goalId: goal!.id,
    });
  }

  // São Paulo is UTC−3: 2026-10-31T23:30-03:00 is 2026-11-01T02:30Z (November in UTC).
  const NOW = new Date('2026-11-01T12:00:00-03:00'); // a Sunday
  let rejectedLater = '';

  async function writeHistory() {
    // Two completions in one transaction: the same created_at, a tie for the cursor.
    await at('2026-10-20T10:00:00-03:00', async (tx, child) => {
      const first = await completion(tx, child, '2026-10-20T10:00:00-03:00', 1000, 'approved');
      await completion(tx, first.child, '2026-10-20T10:00:00-03:00', 500, 'approved');
    });
    // Goal created on the 21st, completed on the 24th at 09:00 (2 days 23 h → 3 days).
    await at('2026-10-24T09:00:00-03:00', (tx, child) =>
      goalWithDeposit(tx, child, {
        createdAt: '2026-10-21T10:00:00-03:00',
        target: 1000,
        deposit: 1000,
        completedAt: '2026-10-24T09:00:00-03:00',
      }),
    );
    await at('2026-10-27T09:00:00-03:00', async (tx, child) => {
      const kept = await completion(tx, child, '2026-10-27T09:00:00-03:00', 300, 'approved');
      rejectedLater = (
        await completion(tx, kept.child, '2026-10-27T09:00:00-03:00', 700, 'pending')
      ).submissionId;
    });
    await at('2026-10-28T12:00:00-03:00', (tx, child) => rejection(tx, child, rejectedLater, 700));
    // Not task earnings: an adjustment and a deposit into an active goal.
    await at('2026-10-29T15:00:00-03:00', (tx, child) =>
      moveMoney(tx, child, {
        type: 'adjustment',
        amountCents: 100,
        description: 'Presente da avó',
        source: 'parent_app',
        createdBy: parent.userId,
      }),
    );
    await at('2026-10-30T08:00:00-03:00', (tx, child) =>
      goalWithDeposit(tx, child, {
        createdAt: '2026-10-30T08:00:00-03:00',
        target: 5000,
        deposit: 250,
      }),
    );
    // 23:30 of Saturday the 31st in São Paulo, already November 1st in UTC.
    await at('2026-10-31T23:30:00-03:00', (tx, child) =>
      completion(tx, child, '2026-10-31T23:30:00-03:00', 400, 'pending'),
    );
    // Sunday November 1st (today).
    await at('2026-11-01T00:30:00-03:00', (tx, child) =>
      completion(tx, child, '2026-11-01T00:30:00-03:00', 200, 'approved'),
    );
    await at('2026-11-01T01:00:00-03:00', (tx, child) =>
      goalWithDeposit(tx, child, {
        createdAt: '2026-10-01T10:00:00-03:00',
        target: 300,
        deposit: 300,
        completedAt: '2026-11-01T01:00:00-03:00',
      }),
    );
    let rejectedToday = '';
    await at('2026-11-01T09:00:00-03:00', async (tx, child) => {
      rejectedToday = (await completion(tx, child, '2026-11-01T09:00:00-03:00', 600, 'pending'))
        .submissionId;
    });
    await at('2026-11-01T10:00:00-03:00', (tx, child) => rejection(tx, child, rejectedToday, 600));
    await at('2026-11-01T11:00:00-03:00', (tx, child) =>
      completion(tx, child, '2026-11-01T11:00:00-03:00', 150, 'pending'),
    );
    await at('2026-11-01T11:30:00-03:00', (tx, child) =>
      completion(tx, child, '2026-11-01T11:30:00-03:00', 50, 'pending'),
    );
    await testDb.db.insert(childAchievements).values([
      { childId: hist.childId, achievementId: 'first-task' },
      { childId: hist.childId, achievementId: 'first-goal' },
    ]);
    // Written below the movements: its days and streak kept as the seed keeps its history's.
    const days = await rebuildChildDays(testDb.db, hist.childId);
    const streaks = computeStreaks(days, saoPauloToday(NOW));
    await testDb.db
      .update(children)
      .set({ streak: streaks.current, streakDate: saoPauloToday(NOW), bestStreak: streaks.best })
      .where(eq(children.id, hist.childId));
  }

  // -------------------------------------------------------------------------------------------

  it('computes the figures of a known history across São Paulo midnight and a month change', async () => {
    const [newest] = await testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.childId, hist.childId))
      .orderBy(sql`${transactions.createdAt} desc, ${transactions.id} desc`)
      .limit(1);
    expect(newest?.balanceAfterCents).toBe(1150);
    await expectLedgerInvariants(testDb.db, parent.familyId);
    const row = await findChild(hist.childId);

    const stats = ChildStatsResponseSchema.parse(await childStats(testDb.db, row, NOW));
    expect(stats.today).toBe('2026-11-01');
    expect(stats.totals).toEqual({
      balance: 1150,
      totalEarned: 1000 + 500 + 300 + 400 + 200 + 150 + 50,
      xp: row.xp,
      level: row.level,
      tasksCompleted: 7,
      goalsCompleted: 2,
      achievementsUnlocked: 2,
      achievementsTotal: ACHIEVEMENTS.length,
      savedInGoals: 250,
    });
    expect(stats.week).toEqual([
      { date: '2026-10-26', label: 'Seg', earnings: 0, tasks: 0 },
      { date: '2026-10-27', label: 'Ter', earnings: 1000, tasks: 1 },
      { date: '2026-10-28', label: 'Qua', earnings: -700, tasks: 0 },
      { date: '2026-10-29', label: 'Qui', earnings: 0, tasks: 0 },
      { date: '2026-10-30', label: 'Sex', earnings: 0, tasks: 0 },
      { date: '2026-10-31', label: 'Sáb', earnings: 400, tasks: 1 },
      { date: '2026-11-01', label: 'Dom', earnings: 400, tasks: 3 },
    ]);
    expect(stats.todayEarnings).toBe(400);
    // Active days: Oct 20, 27, 29 (adjustment), 31, Nov 1; the week starts on Sunday Nov 1.
    expect(stats.streaks).toEqual({ current: 2, best: 2, thisWeek: 1 });
    expect(stats.records).toEqual({
      biggestDailyEarning: 1500,
      mostTasksInDay: 3,
      fastestGoalDays: 3,
    });
    // November: 200 + 600 − 600 + 150 + 50; the 23:30 of Oct 31 is October in São Paulo.
    // Reviewable: 1 approved, 2 pending (the rejected one does not count) → 33 %.
    expect(stats.month).toEqual({ earnings: 400, tasks: 3, goals: 1, successRate: 33 });
  });

  it('counts the 31st of October in its own month the day before', async () => {
    const stats = await childStats(
      testDb.db,
      await findChild(hist.childId),
      new Date('2026-10-31T23:59:00-03:00'),
    );
    expect(stats.today).toBe('2026-10-31');
    expect(stats.week.map((day) => day.date)).toEqual([
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
    ]);
    expect(stats.todayEarnings).toBe(400);
    // October up to the 31st: 1500 + 1000 − 700 + 400; nothing of November counts yet.
    // The 700 of the 27th was rejected: 4 tasks, 3 approved of 4 reviewable → 75 %.
    expect(stats.month).toEqual({ earnings: 2200, tasks: 4, goals: 1, successRate: 75 });
    expect(stats.records).toEqual({
      biggestDailyEarning: 1500,
      mostTasksInDay: 2,
      fastestGoalDays: 3,
    });
    // The current and best runs are those the last movement stored (on the 1st); the week's
    // active days are the kept days up to the 31st.
    expect(stats.streaks.thisWeek).toBe(3);
  });

  it('shows a new child seven days of zeros and no records', async () => {
    const stats = await statsOf(parent.cookie, bia.childId);
    const today = saoPauloToday();
    expect(stats.today).toBe(today);
    expect(stats.week).toEqual(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(today, i - 6);
        return { date, label: WEEKDAY_LABELS[weekdayOf(date)], earnings: 0, tasks: 0 };
      }),
    );
    expect(stats.totals).toMatchObject({
      balance: 0,
      totalEarned: 0,
      tasksCompleted: 0,
      goalsCompleted: 0,
      achievementsUnlocked: 0,
      savedInGoals: 0,
    });
    expect(stats.todayEarnings).toBe(0);
    expect(stats.streaks).toEqual({ current: 0, best: 0, thisWeek: 0 });
    expect(stats.records).toEqual({
      biggestDailyEarning: null,
      mostTasksInDay: null,
      fastestGoalDays: null,
    });
    expect(stats.month).toEqual({ earnings: 0, tasks: 0, goals: 0, successRate: null });
    expect((await transactionPage(bia.cookie, bia.childId)).transactions).toEqual([]);
  });

  it('follows completions and a rejection made through the API, for the child and its parent', async () => {
    const make = (title: string, value: string) =>
      createTaskAs(app, parent.cookie, taskBody([ana.childId], { title, value }));
    const kept = await make('Arrumar a cama', '2,50');
    const dropped = await make('Lavar a louça', '4,00');
    const submissionOf = async (taskId: string) => {
      const res = await completeAs(app, ana.cookie, taskId);
      expect(res.status, await res.clone().text()).toBe(200);
      return CompleteTaskResponseSchema.parse(await res.json()).submission.id;
    };
    const keptSubmission = await submissionOf(kept.id);
    const droppedSubmission = await submissionOf(dropped.id);
    expect((await approveAs(app, parent.cookie, keptSubmission)).status).toBe(200);
    expect((await rejectAs(app, parent.cookie, droppedSubmission, 'Faltou secar')).status).toBe(
      200,
    );

    const mine = await statsOf(ana.cookie, ana.childId);
    expect(mine).toEqual(await statsOf(parent.cookie, ana.childId));
    expect(mine.todayEarnings).toBe(250);
    expect(mine.week[6]).toMatchObject({ date: saoPauloToday(), earnings: 250, tasks: 1 });
    expect(mine.totals).toMatchObject({ balance: 250, totalEarned: 250, tasksCompleted: 1 });
    expect(mine.records).toEqual({
      biggestDailyEarning: 250,
      mostTasksInDay: 1,
      fastestGoalDays: null,
    });
    expect(mine.month).toMatchObject({ earnings: 250, tasks: 1, successRate: 100 });
    expect(mine.streaks.current).toBe(1);

    const page = await transactionPage(ana.cookie, ana.childId);
    expect(page.nextCursor).toBeNull();
    expect(page.transactions.map((line) => [line.type, line.amount, line.balanceAfter])).toEqual([
      ['task_reward_reversal', -400, 250],
      ['task_reward', 400, 650],
      ['task_reward', 250, 250],
    ]);
    expect(page.transactions[2]).toMatchObject({ taskId: kept.id, goalId: null });
  });

  it('pages the ledger newest first, every line exactly once, ties on the instant included', async () => {
    const stored = await testDb.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.childId, hist.childId))
      .orderBy(sql`${transactions.createdAt} desc, ${transactions.id} desc`);
    expect(stored).toHaveLength(15);

    for (const limit of [1, 3, 13, 100]) {
      const seen: Transaction[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await transactionPage(parent.cookie, hist.childId, query);
        expect(page.transactions.length).toBeLessThanOrEqual(limit);
        seen.push(...page.transactions);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(seen.map((line) => line.id)).toEqual(stored.map((line) => line.id));
      expect(pages).toBe(Math.ceil(15 / limit));
    }

    const first = await transactionPage(hist.cookie, hist.childId);
    expect(first.transactions).toHaveLength(15);
    expect(first.transactions[0]).toEqual({
      id: stored[0]!.id,
      type: 'task_reward',
      kind: 'task_reward',
      description: 'Tarefa concluída: Tarefa de 50',
      amount: 50,
      balanceAfter: 1150,
      taskId: null,
      goalId: null,
      createdAt: new Date('2026-11-01T11:30:00-03:00').toISOString(),
    });
    const deposit = first.transactions.find((line) => line.type === 'goal_deposit');
    expect(deposit?.amount).toBeLessThan(0);
    expect(deposit?.goalId).toEqual(expect.any(String));
  });

  it('serves 20 lines by default', async () => {
    const page = await transactionPage(parent.cookie, hist.childId, '');
    expect(page.transactions).toHaveLength(15);
    // 15 lines fit one default page; a page one line shorter offers a cursor.
    expect((await transactionPage(parent.cookie, hist.childId, '?limit=15')).nextCursor).toBeNull();
    expect(
      (await transactionPage(parent.cookie, hist.childId, '?limit=14')).nextCursor,
    ).not.toBeNull();
  });

  it("answers 404 to a child reading a sibling and to another family's parent", async () => {
    for (const path of ['stats', 'transactions']) {
      const sibling = await get(ana.cookie, `/api/children/${bia.childId}/${path}`);
      expect(sibling.status).toBe(404);
      expect((await errorOf(sibling)).message).toBe(ERROR_MESSAGES.notFound);
      const stranger = await get(otherParent.cookie, `/api/children/${ana.childId}/${path}`);
      expect(stranger.status).toBe(404);
      expect((await errorOf(stranger)).message).toBe(ERROR_MESSAGES.notFound);
      expect((await get(parent.cookie, `/api/children/${randomUUID()}/${path}`)).status).toBe(404);
      expect((await get(parent.cookie, `/api/children/not-an-id/${path}`)).status).toBe(404);
      expect((await call(app, 'GET', `/api/children/${ana.childId}/${path}`)).status).toBe(401);
      expect((await get(parent.cookie, `/api/children/${bia.childId}/${path}`)).status).toBe(200);
    }
  });

  it('answers 400 with a pt-BR message to a bad page size or cursor', async () => {
    const path = `/api/children/${hist.childId}/transactions`;
    for (const limit of ['0', '101', '2.5', 'muitos']) {
      const res = await get(parent.cookie, `${path}?limit=${limit}`);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).issues).toContainEqual({
        path: ['limit'],
        message: MSG.text.pageSizeInvalid,
      });
    }
    const garbage = await get(parent.cookie, `${path}?cursor=${encodeURIComponent('!!%%')}`);
    expect(garbage.status).toBe(400);
    expect((await errorOf(garbage)).issues).toContainEqual({
      path: ['cursor'],
      message: MSG.text.cursorInvalid,
    });
    const forged = [
      'bad',
      Buffer.from(`99999999999999999999.${randomUUID()}`).toString('base64url'),
      Buffer.from('123.not-a-uuid').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await get(parent.cookie, `${path}?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(MSG.text.cursorInvalid);
    }
  });

  async function findChild(childId: string): Promise<ChildRow> {
    const [row] = await testDb.db.select().from(children).where(eq(children.id, childId));
    return row!;
  }
});
