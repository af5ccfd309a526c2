import { AllowanceResponseSchema, MSG, TransactionListResponseSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowances, children, goals, transactions } from '../../db/schema';
import { expectGoalInvariants } from '../../test/goal-flow';
import { errorOf, expectLedgerInvariants, uniqueUsername } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { parentDashboard } from '../parent-dashboard/parent-dashboard.service';
import { payAllowance, payDueAllowances, saveAllowance } from './allowance.service';
import { allowancePayDueJob } from './allowance.jobs';
import { fixedClock } from '../../lib/clock';
import { createInMemoryJobs } from '../../lib/jobs';
import { startJobs } from '../../lib/jobs/queue';
import { pino } from 'pino';
import { vi } from 'vitest';
import { listNotifications } from '../notifications/notifications.service';

/** An instant on São Paulo's clock (UTC−3). */
const sp = (local: string) => new Date(`${local}-03:00`);
const weeklyOnFriday = {
  amountCents: 1000,
  period: 'weekly',
  weekday: 5,
  monthDay: null,
  goalSharePercent: 0,
} as const;

describe('automatic allowance', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const newChild = async () =>
    (await createSignedInChild(app, parent.familyId, { username: uniqueUsername('mesada') }))
      .childId;
  const linesOf = (childId: string) =>
    testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.childId, childId), eq(transactions.type, 'allowance')));
  const balanceOf = async (childId: string) =>
    (await testDb.db.select().from(children).where(eq(children.id, childId)))[0]!.balanceCents;

  it('is set, read and turned off by the parent, with its next payday', async () => {
    const childId = await newChild();
    const path = `/api/children/${childId}/allowance`;
    const none = await call(app, 'GET', path, { cookie: parent.cookie });
    expect(AllowanceResponseSchema.parse(await none.json())).toEqual({
      allowance: null,
      nextPayday: null,
    });

    const saved = await call(app, 'PUT', path, {
      cookie: parent.cookie,
      body: { amountCents: 'R$ 12,50', period: 'monthly', monthDay: 28, goalSharePercent: 10 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const body = AllowanceResponseSchema.parse(await saved.json());
    expect(body.allowance).toEqual({
      amountCents: 1250,
      period: 'monthly',
      weekday: null,
      monthDay: 28,
      goalSharePercent: 10,
    });
    expect(body.nextPayday).toMatch(/^\d{4}-\d{2}-28$/);
    const read = AllowanceResponseSchema.parse(
      await (await call(app, 'GET', path, { cookie: parent.cookie })).json(),
    );
    expect(read).toEqual(body);

    expect((await call(app, 'DELETE', path, { cookie: parent.cookie })).status).toBe(204);
    const gone = AllowanceResponseSchema.parse(
      await (await call(app, 'GET', path, { cookie: parent.cookie })).json(),
    );
    expect(gone.allowance).toBeNull();
  });

  it('refuses bad input with pt-BR messages and stores nothing', async () => {
    const childId = await newChild();
    const path = `/api/children/${childId}/allowance`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...weeklyOnFriday, amountCents: 49 }, 'amountCents', MSG.allowance.amountRange],
      [{ ...weeklyOnFriday, amountCents: 'R$ 1.000,01' }, 'amountCents', MSG.allowance.amountRange],
      [{ ...weeklyOnFriday, amountCents: '' }, 'amountCents', MSG.allowance.amountRequired],
      [{ ...weeklyOnFriday, weekday: null }, 'weekday', MSG.allowance.weekdayRequired],
      [{ ...weeklyOnFriday, weekday: 7 }, 'weekday', MSG.allowance.weekdayRequired],
      [
        { ...weeklyOnFriday, period: 'monthly', monthDay: 29 },
        'monthDay',
        MSG.allowance.monthDayRange,
      ],
      [
        { ...weeklyOnFriday, goalSharePercent: 101 },
        'goalSharePercent',
        MSG.allowance.goalShareRange,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, 'PUT', path, { cookie: parent.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.issues?.find((issue) => issue.path.join('.') === field)?.message).toBe(message);
    }
    expect(
      await testDb.db.select().from(allowances).where(eq(allowances.childId, childId)),
    ).toEqual([]);
  });

  it("answers 404 for another family's child, and a child cannot call it", async () => {
    const childId = await newChild();
    const path = `/api/children/${childId}/allowance`;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(app, method, path, {
        cookie: otherParent.cookie,
        ...(method === 'PUT' ? { body: weeklyOnFriday } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    const kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('kid'),
    });
    expect((await call(app, 'GET', path, { cookie: kid.cookie })).status).toBe(403);
  });

  it('pays a payday once with two workers racing, and not again after a restart', async () => {
    const childId = await newChild();
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-02T10:00'),
    );
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T07:59')), childId)).paid,
    ).toBe(0);

    const payday = sp('2026-12-04T08:00:30');
    const runs = await Promise.all([
      payDueAllowances(testDb.db, fixedClock(payday), childId),
      payDueAllowances(testDb.db, fixedClock(payday), childId),
      payAllowance(testDb.db, parent.familyId, childId, fixedClock(payday)),
    ]);
    const lines = await linesOf(childId);
    expect(
      lines.map((line) => [line.amountCents, line.idempotencyKey, line.description, line.source]),
    ).toEqual([[1000, 'allowance:w2026-11-29', 'Mesada', 'system']]);
    expect(
      runs
        .map((run) => (typeof run === 'boolean' ? Number(run) : run.paid))
        .reduce((a, b) => a + b),
    ).toBe(1);
    // The next minute, a restart, or the same job again: nothing more.
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:01')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-10T23:59')), childId)).paid,
    ).toBe(0);
    expect(await balanceOf(childId)).toBe(1000);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('pays a missed payday late, once, and not every one missed before it', async () => {
    const childId = await newChild();
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-11-02T10:00'),
    );
    // Down from before the first payday (11-06) until Wednesday 11-25.
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-11-25T12:00')), childId)).paid,
    ).toBe(1);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-11-25T12:01')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-11-27T08:00')), childId)).paid,
    ).toBe(1);
    expect((await linesOf(childId)).map((line) => line.idempotencyKey).sort()).toEqual([
      'allowance:w2026-11-15',
      'allowance:w2026-11-22',
    ]);
    expect(await balanceOf(childId)).toBe(2000);
  });

  it('pays a monthly allowance on the 28th, February included, at 08:00', async () => {
    const childId = await newChild();
    const monthly = { ...weeklyOnFriday, period: 'monthly', weekday: null, monthDay: 28 } as const;
    await saveAllowance(testDb.db, parent.familyId, childId, monthly, sp('2027-01-30T09:00'));
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2027-02-27T23:00')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2027-02-28T07:59')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2027-02-28T08:00')), childId)).paid,
    ).toBe(1);
    expect((await linesOf(childId)).map((line) => line.idempotencyKey)).toEqual([
      'allowance:m2027-02',
    ]);
  });

  it('pays at once an allowance saved on its payday after 08:00, never one before it was saved', async () => {
    const childId = await newChild();
    // Saved Friday 15:00 for Fridays: today's payday is paid.
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-04T15:00'),
    );
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T15:00:05')), childId)).paid,
    ).toBe(1);
    const later = await newChild();
    // Saved Saturday for Fridays: yesterday is not paid.
    await saveAllowance(testDb.db, parent.familyId, later, weeklyOnFriday, sp('2026-12-05T09:00'));
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-10T12:00')), later)).paid,
    ).toBe(0);
  });

  it('puts its share into the oldest goal not reached, at most what the goal lacks', async () => {
    const childId = await newChild();
    const [older] = await testDb.db
      .insert(goals)
      .values({
        childId,
        familyId: parent.familyId,
        title: 'Bicicleta',
        targetCents: 300,
        createdAt: sp('2026-11-01T10:00'),
      })
      .returning();
    await testDb.db.insert(goals).values({
      childId,
      familyId: parent.familyId,
      title: 'Jogo',
      targetCents: 5000,
      createdAt: sp('2026-11-02T10:00'),
    });
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      { ...weeklyOnFriday, goalSharePercent: 25 },
      sp('2026-12-02T10:00'),
    );
    await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:00')), childId);
    const [goal] = await testDb.db.select().from(goals).where(eq(goals.id, older!.id));
    expect(goal!.savedCents).toBe(250);
    // The child's bell (and devices) tell it, once, what it got and what went to the goal.
    const inbox = { familyId: parent.familyId, childId };
    await vi.waitFor(async () => {
      const bell = await listNotifications(testDb.db, inbox, sp('2026-12-04T08:01'));
      expect(
        bell.items
          .filter((item) => item.kind === 'allowance_paid')
          .map(({ kind, title, body, link }) => ({ kind, title, body, link })),
      ).toEqual([
        {
          kind: 'allowance_paid',
          title: 'Mesada recebida!',
          body: 'Você recebeu R$ 10,00 de mesada. R$ 2,50 foram guardados na meta “Bicicleta”.',
          link: '/child/dashboard',
        },
      ]);
    });
    expect(await balanceOf(childId)).toBe(750);
    // The next one: 25 % is R$ 2,50 but the goal lacks R$ 0,50, which completes it.
    await payDueAllowances(testDb.db, fixedClock(sp('2026-12-11T08:00')), childId);
    const [done] = await testDb.db.select().from(goals).where(eq(goals.id, older!.id));
    expect([done!.savedCents, done!.completedAt !== null]).toEqual([300, true]);
    await vi.waitFor(async () => {
      const bell = await listNotifications(testDb.db, inbox, sp('2026-12-11T08:01'));
      expect(bell.items.filter((item) => item.kind === 'allowance_paid')).toHaveLength(2);
    });
    expect(await balanceOf(childId)).toBe(750 + 950);
    await expectGoalInvariants(testDb.db, childId);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('is given, not earned: its day does not count for the streak (ADR 064)', async () => {
    const childId = await newChild();
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-02T10:00'),
    );
    await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T09:00')), childId);
    const [row] = await testDb.db.select().from(children).where(eq(children.id, childId));
    expect(row!.balanceCents).toBe(1000);
    expect({ streak: row!.streak, streakDate: row!.streakDate }).toEqual({
      streak: 0,
      streakDate: null,
    });
  });

  it('pays nothing to an inactive child', async () => {
    const childId = await newChild();
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-02T10:00'),
    );
    await testDb.db.update(children).set({ active: false }).where(eq(children.id, childId));
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T09:00')), childId)).paid,
    ).toBe(0);
    expect(await linesOf(childId)).toEqual([]);
  });

  it("shows in the parent's activity as 'Mesada' and counts in the week's spending", async () => {
    const family = await createVerifiedParent(app);
    const { childId } = await createSignedInChild(app, family.familyId, {
      username: uniqueUsername('ana'),
      name: 'Ana',
    });
    await saveAllowance(
      testDb.db,
      family.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-02T10:00'),
    );
    const before = await parentDashboard(testDb.db, family.familyId, sp('2026-12-04T07:00'));
    await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:00')), childId);
    const after = await parentDashboard(testDb.db, family.familyId, sp('2026-12-04T12:00'));
    expect(after.activity[0]).toMatchObject({
      type: 'income',
      childName: 'Ana',
      amount: 1000,
      message: 'Ana recebeu a mesada de R$ 10,00',
    });
    expect(after.weeklySpending.amount - before.weeklySpending.amount).toBe(1000);
    expect(after.totalBalance).toBe(1000);
    // The child's history: the kind in full, the type as BFF 1.0.0's callers read it.
    const res = await call(app, 'GET', `/api/children/${childId}/transactions`, {
      cookie: family.cookie,
    });
    const [line] = TransactionListResponseSchema.parse(await res.json()).transactions;
    expect(line).toMatchObject({
      kind: 'allowance',
      type: 'adjustment',
      description: 'Mesada',
      amount: 1000,
    });
  });

  it('saved on its payday after 08:00, is paid by the job at once; before 08:00, at 08:00', async () => {
    const friday = fixedClock(sp('2026-12-04T15:00'));
    const queue = await startJobs({
      database: testDb,
      logger: pino({ level: 'silent' }),
      definitions: [allowancePayDueJob],
      clock: friday,
      intervals: { pollSeconds: 0.5 },
    });
    try {
      const paying = createTestApp(testDb, { jobs: queue, clock: friday });
      const { childId } = await createSignedInChild(paying, parent.familyId, {
        username: uniqueUsername('sexta'),
      });
      const res = await call(paying, 'PUT', `/api/children/${childId}/allowance`, {
        cookie: parent.cookie,
        body: weeklyOnFriday,
      });
      expect(AllowanceResponseSchema.parse(await res.json()).nextPayday).toBe('2026-12-04');
      await expect
        .poll(async () => (await linesOf(childId)).length, { timeout: 45_000, interval: 200 })
        .toBe(1);
      expect(await balanceOf(childId)).toBe(1000);
    } finally {
      await queue.stop();
    }

    const early = createInMemoryJobs();
    const morning = createTestApp(testDb, {
      jobs: early,
      clock: fixedClock(sp('2026-12-04T07:00')),
    });
    const { childId } = await createSignedInChild(morning, parent.familyId, {
      username: uniqueUsername('cedo'),
    });
    const res = await call(morning, 'PUT', `/api/children/${childId}/allowance`, {
      cookie: parent.cookie,
      body: weeklyOnFriday,
    });
    expect(AllowanceResponseSchema.parse(await res.json()).nextPayday).toBe('2026-12-04');
    // Nothing to pay yet: the every-minute run pays it at 08:00.
    expect(early.sent).toEqual([]);
  });

  it('pays no period twice when its schedule changes or it is deleted and saved again', async () => {
    const childId = await newChild();
    const path = `/api/children/${childId}/allowance`;
    await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      weeklyOnFriday,
      sp('2026-12-02T10:00'),
    );
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:00')), childId)).paid,
    ).toBe(1);
    // Saturday: moved to Saturdays, then deleted and saved again for Saturdays.
    const saturday = { ...weeklyOnFriday, weekday: 6 };
    await saveAllowance(testDb.db, parent.familyId, childId, saturday, sp('2026-12-05T09:00'));
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-05T09:01')), childId)).paid,
    ).toBe(0);
    expect((await call(app, 'DELETE', path, { cookie: parent.cookie })).status).toBe(204);
    const again = await saveAllowance(
      testDb.db,
      parent.familyId,
      childId,
      saturday,
      sp('2026-12-05T09:02'),
    );
    expect(again!.lastPaidOn).toBe('2026-12-04');
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-05T09:03')), childId)).paid,
    ).toBe(0);
    // Next week's Saturday pays.
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-12T08:00')), childId)).paid,
    ).toBe(1);
    expect((await linesOf(childId)).map((line) => line.idempotencyKey).sort()).toEqual([
      'allowance:w2026-11-29',
      'allowance:w2026-12-06',
    ]);
  });

  it("pays the others when one child's payment fails, then fails naming that child", async () => {
    const family = await createVerifiedParent(app);
    const kids = await Promise.all(
      ['a', 'b', 'c'].map(
        async (name) =>
          (await createSignedInChild(app, family.familyId, { username: uniqueUsername(name) }))
            .childId,
      ),
    );
    for (const childId of kids) {
      await saveAllowance(
        testDb.db,
        family.familyId,
        childId,
        weeklyOnFriday,
        sp('2026-12-02T10:00'),
      );
    }
    const broken = kids[0]!;
    // Its balance so close to the column's limit that a payment cannot be written.
    await testDb.db
      .update(children)
      .set({ balanceCents: 2_147_483_000 })
      .where(eq(children.id, broken));
    try {
      const run = payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:00')));
      await expect(run).rejects.toThrow(new RegExp(`not paid \\(${broken}\\)`));
      for (const childId of kids.slice(1)) expect(await linesOf(childId)).toHaveLength(1);
      expect(await linesOf(broken)).toEqual([]);
    } finally {
      await testDb.db.update(children).set({ balanceCents: 0 }).where(eq(children.id, broken));
    }
    // The retry pays it, and only it.
    expect((await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T08:01')))).paid).toBe(1);
    await expectLedgerInvariants(testDb.db, family.familyId);
  });
});
