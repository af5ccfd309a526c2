import { ParentDashboardResponseSchema, type ParentDashboardResponse } from '@portal/contracts';
import { saoPauloToday } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { children, limits, tasks } from '../../db/schema';
import type { ChildRow } from '../../lib/child-public';
import { lockChild, moveMoney } from '../../lib/ledger/ledger';
import { createGoalAs, depositAs, grantMoney, movementOf } from '../../test/goal-flow';
import {
  approveAs,
  completeAs,
  rejectAs,
  createTaskAs,
  spendMoney,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { parentDashboard } from './parent-dashboard.service';

type Kid = { childId: string; cookie: string; userId: string };

describe('GET /api/parent/dashboard (issue 12)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let other: TestParent;
  let ana: Kid;
  let bia: Kid;
  let otherKid: Kid;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app, { familyName: 'Família Souza' });
    other = await createVerifiedParent(app, { familyName: 'Família Outra' });
    ana = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Ana',
      age: 10,
    });
    bia = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Bia',
      age: 14,
    });
    otherKid = await createSignedInChild(app, other.familyId, {
      username: uniqueUsername(),
      name: 'Zeca',
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function dashboardOf(cookie: string): Promise<ParentDashboardResponse> {
    const res = await call(app, 'GET', '/api/parent/dashboard', { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return ParentDashboardResponseSchema.parse(await res.json());
  }

  it('answers an empty family with zeros and the default weekly limit', async () => {
    const fresh = await createVerifiedParent(app, { familyName: 'Família Vazia' });
    expect(await dashboardOf(fresh.cookie)).toEqual({
      family: { name: 'Família Vazia' },
      children: [],
      totalBalance: 0,
      weeklySpending: { amount: 0, limit: 10000, overLimit: false },
      tasksToday: 0,
      pendingApprovals: 0,
      activity: [],
    });
  });

  it('shows the figures of the family and nothing of another family', async () => {
    // Another family moves money and creates tasks: none of it may show below.
    await grantMoney(testDb.db, other.familyId, otherKid.childId, 9000);
    await spendMoney(testDb.db, other.familyId, otherKid.childId, 4000);
    const otherTask = await createTaskAs(app, other.cookie, taskBody([otherKid.childId]));
    expect((await completeAs(app, otherKid.cookie, otherTask.id)).status).toBe(200);

    // R$ 5,00 for both children: R$ 10,00 committed this week.
    const bed = await createTaskAs(app, parent.cookie, taskBody([ana.childId, bia.childId]));
    // R$ 2,00 for whoever does it first: R$ 2,00 committed.
    await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bia.childId], {
        title: 'Lavar louça',
        value: '2,00',
        assignmentMode: 'first',
      }),
    );
    // Due in the future: not a task of today, but created this week (R$ 1,00 for Ana).
    await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Regar plantas', value: '1,00', dueDate: '2099-01-01' }),
    );
    const done = await completeAs(app, ana.cookie, bed.id);
    expect(done.status, await done.clone().text()).toBe(200);
    await grantMoney(testDb.db, parent.familyId, bia.childId, 3000);
    await spendMoney(testDb.db, parent.familyId, bia.childId, 1200);
    const goal = await movementOf(
      await createGoalAs(app, bia.cookie, { title: 'Bicicleta', targetAmount: '50,00' }),
      201,
    );
    await movementOf(await depositAs(app, bia.cookie, goal.goal!.id, '3,00'));

    const dashboard = await dashboardOf(parent.cookie);
    expect(dashboard.family).toEqual({ name: 'Família Souza' });
    expect(dashboard.children).toEqual([
      {
        id: ana.childId,
        name: 'Ana',
        age: 10,
        ageGroup: 'kids',
        balance: 500,
        pendingCount: 1,
        streak: 1,
        completedToday: 1,
        active: true,
      },
      {
        id: bia.childId,
        name: 'Bia',
        age: 14,
        ageGroup: 'teens',
        balance: 3000 - 1200 - 300,
        pendingCount: 0,
        // The R$ 30,00 received today is an active day (spec 001 §9 "Streak").
        streak: 1,
        completedToday: 0,
        active: true,
      },
    ]);
    expect(dashboard.totalBalance).toBe(500 + 1500);
    // Spent R$ 12,00 (the goal deposit is savings) + committed 2 × 5,00 + 1 × 2,00 + 1 × 1,00.
    expect(dashboard.weeklySpending).toEqual({
      amount: 1200 + 1000 + 200 + 100,
      limit: 10000,
      overLimit: false,
    });
    // 'Arrumar a cama' (open for Bia) and 'Lavar louça'; 'Regar plantas' is due later.
    expect(dashboard.tasksToday).toBe(2);
    expect(dashboard.pendingApprovals).toBe(1);
    expect(
      dashboard.activity.map(({ type, childName, message, amount }) => ({
        type,
        childName,
        message,
        amount,
      })),
    ).toEqual([
      { type: 'info', childName: 'Bia', message: 'Bia guardou R$ 3,00 em uma meta', amount: -300 },
      { type: 'spending', childName: 'Bia', message: 'Bia gastou R$ 12,00', amount: -1200 },
      { type: 'income', childName: 'Bia', message: 'Bia recebeu R$ 30,00', amount: 3000 },
      {
        type: 'task_pending',
        childName: 'Ana',
        message: 'Ana aguarda aprovação de "Arrumar a cama"',
        amount: 500,
      },
    ]);
    const times = dashboard.activity.map((item) => item.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(dashboard)).not.toContain('Zeca');
    expect(JSON.stringify(dashboard)).not.toContain(otherKid.childId);

    // The other family sees only its own.
    const theirs = await dashboardOf(other.cookie);
    expect(theirs.children.map((child) => child.name)).toEqual(['Zeca']);
    expect(theirs.weeklySpending.amount).toBe(4000 + 500);
    expect(JSON.stringify(theirs)).not.toContain('Ana');
  });

  it('turns an approval into "concluiu" and keeps at most 6 items, newest first', async () => {
    const before = await dashboardOf(parent.cookie);
    const pending = before.activity.find((item) => item.type === 'task_pending');
    const submissionId = pending!.id.replace('submission:', '');
    expect((await approveAs(app, parent.cookie, submissionId)).status).toBe(200);
    for (const amount of [100, 200, 300, 400]) {
      await grantMoney(testDb.db, parent.familyId, ana.childId, amount);
    }
    const after = await dashboardOf(parent.cookie);
    expect(after.pendingApprovals).toBe(0);
    expect(after.children[0]).toMatchObject({ pendingCount: 0, balance: 500 + 1000 });
    expect(after.activity).toHaveLength(6);
    expect(after.activity.map((item) => item.message)).toEqual([
      'Ana recebeu R$ 4,00',
      'Ana recebeu R$ 3,00',
      'Ana recebeu R$ 2,00',
      'Ana recebeu R$ 1,00',
      // Approved after the goal deposit: the review time orders it.
      'Ana concluiu "Arrumar a cama"',
      'Bia guardou R$ 3,00 em uma meta',
    ]);
  });

  it('turns the weekly figure red past the limit, and shows no limit when it is 0', async () => {
    await testDb.owner
      .update(limits)
      .set({ maxWeeklySpendingCents: 1000 })
      .where(eq(limits.familyId, parent.familyId));
    expect((await dashboardOf(parent.cookie)).weeklySpending).toEqual({
      amount: 2500,
      limit: 1000,
      overLimit: true,
    });
    await testDb.owner
      .update(limits)
      .set({ maxWeeklySpendingCents: 0 })
      .where(eq(limits.familyId, parent.familyId));
    expect((await dashboardOf(parent.cookie)).weeklySpending).toEqual({
      amount: 2500,
      limit: null,
      overLimit: false,
    });
    await testDb.owner
      .update(limits)
      .set({ maxWeeklySpendingCents: 10000 })
      .where(eq(limits.familyId, parent.familyId));
  });

  it('counts an unassigned task once per active child', async () => {
    const fam = await createVerifiedParent(app);
    const kids = [];
    for (const name of ['Um', 'Dois', 'Três']) {
      kids.push(await createSignedInChild(app, fam.familyId, { username: uniqueUsername(), name }));
    }
    await testDb.owner
      .update(children)
      .set({ active: false })
      .where(eq(children.id, kids[2]!.childId));
    await testDb.owner.insert(tasks).values({
      familyId: fam.familyId,
      title: 'Para todos',
      valueCents: 250,
      category: 'Limpeza',
    });
    const dashboard = await dashboardOf(fam.cookie);
    expect(dashboard.weeklySpending.amount).toBe(2 * 250);
    expect(dashboard.tasksToday).toBe(1);
    expect(dashboard.children.map((child) => child.active)).toEqual([true, true, false]);
  });

  it('starts the week on Sunday 00:00 in São Paulo (Saturday 23:59 is last week)', async () => {
    const fam = await createVerifiedParent(app);
    const kid = await createSignedInChild(app, fam.familyId, { username: uniqueUsername() });
    await grantMoney(testDb.db, fam.familyId, kid.childId, 10000);
    const saturdayLate = '2026-11-22T02:59:00Z'; // Sat 21/11 23:59 in São Paulo
    const sundayStart = '2026-11-22T03:00:00Z'; // Sun 22/11 00:00 in São Paulo
    await spendAt(fam.familyId, kid.childId, saturdayLate, 700);
    await spendAt(fam.familyId, kid.childId, sundayStart, 300);
    await testDb.owner.insert(tasks).values([
      {
        familyId: fam.familyId,
        title: 'Sábado',
        valueCents: 50,
        category: 'Limpeza',
        createdAt: new Date(saturdayLate),
      },
      {
        familyId: fam.familyId,
        title: 'Domingo',
        valueCents: 20,
        category: 'Limpeza',
        createdAt: new Date(sundayStart),
      },
    ]);
    const onSaturday = await parentDashboard(
      testDb.db,
      fam.familyId,
      new Date('2026-11-22T02:59:30Z'),
    );
    expect(onSaturday.weeklySpending.amount).toBe(700 + 50);
    const onSunday = await parentDashboard(
      testDb.db,
      fam.familyId,
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(onSunday.weeklySpending.amount).toBe(300 + 20);
    // Streak and 'completed today' belong to one São Paulo day.
    expect(saoPauloToday(new Date('2026-11-22T02:59:30Z'))).toBe('2026-11-21');
  });

  it('tells a rejection as information, after the completion it undoes', async () => {
    const fam = await createVerifiedParent(app);
    const kid = await createSignedInChild(app, fam.familyId, {
      username: uniqueUsername(),
      name: 'Caio',
    });
    const task = await createTaskAs(app, fam.cookie, taskBody([kid.childId]));
    expect((await completeAs(app, kid.cookie, task.id)).status).toBe(200);
    const [pending] = (await dashboardOf(fam.cookie)).activity;
    expect(pending).toMatchObject({ type: 'task_pending', childName: 'Caio' });
    const submissionId = pending!.id.replace('submission:', '');
    expect((await rejectAs(app, fam.cookie, submissionId, 'Faltou arrumar')).status).toBe(200);
    const after = await dashboardOf(fam.cookie);
    expect(after.pendingApprovals).toBe(0);
    expect(after.children[0]).toMatchObject({ balance: 0, pendingCount: 0 });
    // The reward's reversal belongs to the submission: not listed on its own.
    expect(after.activity.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: 'info', message: '"Arrumar a cama" de Caio foi rejeitada' },
    ]);
    // A reversal is not spending: only the task's committed value counts.
    expect(after.weeklySpending.amount).toBe(500);
  });

  it('refuses a child (403) and an anonymous caller (401)', async () => {
    const asChild = await call(app, 'GET', '/api/parent/dashboard', { cookie: ana.cookie });
    expect(asChild.status).toBe(403);
    expect(JSON.stringify(await asChild.json())).not.toContain('Bia');
    expect((await call(app, 'GET', '/api/parent/dashboard')).status).toBe(401);
  });

  /** A `spending` line of `amount` written at `instant` (the ledger's default set for it). */
  async function spendAt(familyId: string, childId: string, instant: string, amount: number) {
    await testDb.owner.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `alter table transactions alter column created_at set default '${new Date(instant).toISOString()}'::timestamptz`,
        ),
      );
      const child = (await lockChild(tx as Db, familyId, childId)) as ChildRow;
      await moveMoney(tx as Db, child, {
        type: 'spending',
        amountCents: -amount,
        description: 'Gasto',
        source: 'system',
        createdBy: null,
      });
      await tx.execute(sql`alter table transactions alter column created_at set default now()`);
    });
  }
});
