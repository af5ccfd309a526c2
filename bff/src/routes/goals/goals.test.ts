import { randomUUID } from 'node:crypto';
import {
  AchievementListResponseSchema,
  CompleteTaskResponseSchema,
  GoalListResponseSchema,
  MAX_ACTIVE_GOALS,
  MSG,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, transactions } from '../../db/schema';
import { ERROR_MESSAGES } from '../../lib/errors';
import {
  cancelAs,
  createGoalAs,
  depositAs,
  expectGoalInvariants,
  grantMoney,
  movementOf,
} from '../../test/goal-flow';
import {
  approveAs,
  childRowOf,
  completeAs,
  createTaskAs,
  errorOf,
  expectLedgerInvariants,
  rejectAs,
  spendMoney,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { openEvents } from '../../test/event-stream';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

describe('goals: create, deposit, cancel, list; achievements and streak', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  type Kid = { childId: string; cookie: string; userId: string };
  let otherKid: Kid;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    otherKid = await createSignedInChild(app, otherParent.familyId, {
      username: uniqueUsername(),
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** A new child of `parent`'s family with `balance` centavos. */
  async function kidWith(balance = 0, name = 'Ana'): Promise<Kid> {
    const kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name,
    });
    if (balance > 0) await grantMoney(testDb.db, parent.familyId, kid.childId, balance);
    return kid;
  }

  async function goalsOf(cookie: string, childId: string) {
    const res = await call(app, 'GET', `/api/children/${childId}/goals`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return GoalListResponseSchema.parse(await res.json()).goals;
  }

  async function achievementsOf(cookie: string, childId: string) {
    const res = await call(app, 'GET', `/api/children/${childId}/achievements`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return AchievementListResponseSchema.parse(await res.json()).achievements;
  }

  async function checkMoney(kid: Kid) {
    await expectLedgerInvariants(testDb.db, parent.familyId);
    await expectGoalInvariants(testDb.db, kid.childId);
  }

  it('creates a custom goal; money with a comma; the initial amount capped by the balance', async () => {
    const ana = await kidWith(1000);
    const made = await movementOf(
      await createGoalAs(app, ana.cookie, {
        title: '  Bicicleta ',
        targetAmount: '30,50',
        initialAmount: '25',
      }),
      201,
    );
    expect(made.goal).toMatchObject({
      title: 'Bicicleta',
      targetAmount: 3050,
      currentAmount: 1000,
      category: 'Meta',
      catalogueId: null,
      completedAt: null,
    });
    expect(made.applied).toBe(1000);
    expect(made.completedNow).toBe(false);
    expect(made.child.balance).toBe(0);
    const [entry] = await testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.childId, ana.childId), eq(transactions.type, 'goal_deposit')));
    expect(entry).toMatchObject({ amountCents: -1000, goalId: made.goal!.id });
    await checkMoney(ana);
  });

  it('caps the initial amount by the target; a goal born full is completed', async () => {
    const ana = await kidWith(5000);
    const made = await movementOf(
      await createGoalAs(app, ana.cookie, {
        title: 'Lanche',
        targetAmount: '10.00',
        initialAmount: '40,00',
      }),
      201,
    );
    expect(made.applied).toBe(1000);
    expect(made.completedNow).toBe(true);
    expect(made.goal?.completedAt).not.toBeNull();
    expect(made.child.balance).toBe(4000);
    expect(made.unlocked).toContain('goal-1');
    await checkMoney(ana);
  });

  it('takes a catalogue goal from the catalogue, never from the client', async () => {
    const ana = await kidWith();
    const made = await movementOf(
      await createGoalAs(app, ana.cookie, {
        catalogueId: 'bicicleta',
        title: 'Qualquer coisa',
        targetAmount: '1,00',
        category: 'Outra',
        description: 'do cliente',
      }),
      201,
    );
    expect(made.goal).toMatchObject({
      catalogueId: 'bicicleta',
      title: 'Bicicleta mountain bike',
      targetAmount: 45000,
      category: 'Esportes',
      description: 'Para pedalar com os amigos.',
    });
    const unknown = await createGoalAs(app, ana.cookie, {
      catalogueId: 'nave-espacial',
      title: 'Nave',
      targetAmount: '10',
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe(MSG.goal.catalogueUnknown);
  });

  it('refuses bad input with the pt-BR texts of the spec', async () => {
    const ana = await kidWith();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ', targetAmount: '10' }, MSG.goal.nameRequired],
      [{ title: 'Bola', targetAmount: '0' }, MSG.goal.valueInvalid],
      [{ title: 'Bola', targetAmount: 'dez' }, MSG.goal.valueInvalid],
      [{ title: 'Bola', targetAmount: '-5' }, MSG.goal.valueInvalid],
      [{ title: 'Bola' }, MSG.goal.valueInvalid],
    ];
    for (const [body, text] of cases) {
      const res = await createGoalAs(app, ana.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).issues?.map((i) => i.message)).toContain(text);
    }
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, { title: 'Bola', targetAmount: 1000 }),
        201,
      )
    ).goal!;
    for (const amount of ['0', 'abc', -1, '']) {
      const res = await depositAs(app, ana.cookie, goal.id, amount);
      expect(res.status, String(amount)).toBe(400);
      expect((await errorOf(res)).issues?.map((i) => i.message)).toContain(MSG.goal.valueInvalid);
    }
    const longKey = await depositAs(app, ana.cookie, goal.id, '1', 'k'.repeat(201));
    expect(longKey.status).toBe(400);
    // As an attacker sends it: out of range, control characters, oversize fields, broken JSON.
    const hostile: Record<string, unknown>[] = [
      { title: 'Bola', targetAmount: 2 ** 31 },
      { title: 'Bola', targetAmount: '99999999999,00' },
      { title: 'Bola', targetAmount: 1.5 },
      { title: 'Bo\u0000la', targetAmount: '10' },
      { title: 'B'.repeat(81), targetAmount: '10' },
      { title: 'Bola', targetAmount: '10', catalogueId: 'c'.repeat(41) },
      { title: 'Bola', targetAmount: '10', imageUrl: `https://x.example/${'i'.repeat(2048)}` },
      { title: 'Bola', targetAmount: '10', initialAmount: -100 },
      { title: 'Bola', targetAmount: '10', dueDate: '2026-02-30' },
      { title: ['Bola'], targetAmount: '10' },
    ];
    for (const body of hostile) {
      const res = await createGoalAs(app, ana.cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(res)).message).toMatch(/[ãçéêíóú]|\./);
    }
    const broken = await app.request(
      '/api/goals',
      {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: ana.cookie,
          'content-type': 'application/json',
        },
        body: '{"title": "Bola", ',
      },
      fromIp(),
    );
    expect(broken.status).toBe(400);
    expect(await goalsOf(ana.cookie, ana.childId)).toHaveLength(1);
  });

  it('deposits the smallest of remaining, balance and requested; completes at the target', async () => {
    // Amount text is in reais (comma or dot); a JSON number is centavos.
    const ana = await kidWith(4000);
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, { title: 'Bicicleta', targetAmount: '30' }),
        201,
      )
    ).goal!;
    const five = await movementOf(await depositAs(app, ana.cookie, goal.id, '5,00'));
    expect([five.applied, five.goal?.currentAmount, five.child.balance]).toEqual([500, 500, 3500]);
    const twenty = await movementOf(await depositAs(app, ana.cookie, goal.id, 2000));
    expect([twenty.applied, twenty.goal?.currentAmount, twenty.completedNow]).toEqual([
      2000,
      2500,
      false,
    ]);
    // Asks for 50, only 5 are left to the target.
    const rest = await movementOf(await depositAs(app, ana.cookie, goal.id, '50'));
    expect(rest.applied).toBe(500);
    expect(rest.completedNow).toBe(true);
    expect(rest.goal?.currentAmount).toBe(3000);
    expect(rest.goal?.completedAt).not.toBeNull();
    expect(rest.child.balance).toBe(1000);
    expect(rest.unlocked).toEqual(['goal-1']);

    const again = await depositAs(app, ana.cookie, goal.id, '1');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(MSG.goal.alreadyCompleted);
    const stored = (await goalsOf(ana.cookie, ana.childId)).find((g) => g.id === goal.id);
    expect(stored?.completedAt).toBe(rest.goal?.completedAt);
    await checkMoney(ana);
  });

  it('caps a deposit by the balance and refuses one with no balance at all', async () => {
    const ana = await kidWith(700);
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, { title: 'Patins', targetAmount: '100' }),
        201,
      )
    ).goal!;
    const capped = await movementOf(await depositAs(app, ana.cookie, goal.id, '50'));
    expect([capped.applied, capped.child.balance]).toEqual([700, 0]);
    const none = await depositAs(app, ana.cookie, goal.id, '5');
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe(MSG.goal.noBalance);
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(0);
    await checkMoney(ana);
  });

  it('cancels: the saved amount back to the balance, the goal gone; a completed goal stays', async () => {
    const ana = await kidWith(3000);
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, {
          title: 'Jogo',
          targetAmount: '50',
          initialAmount: '12,5',
        }),
        201,
      )
    ).goal!;
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(1750);
    const cancelled = await movementOf(await cancelAs(app, ana.cookie, goal.id));
    expect(cancelled).toMatchObject({ goal: null, applied: 1250, completedNow: false });
    expect(cancelled.child.balance).toBe(3000);
    expect(await testDb.db.select().from(goals).where(eq(goals.id, goal.id))).toEqual([]);
    const refunds = await testDb.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.goalId, goal.id), eq(transactions.type, 'goal_refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([1250]);
    expect((await cancelAs(app, ana.cookie, goal.id)).status).toBe(404);

    const done = (
      await movementOf(
        await createGoalAs(app, ana.cookie, {
          title: 'Pipa',
          targetAmount: '5',
          initialAmount: '5',
        }),
        201,
      )
    ).goal!;
    const refused = await cancelAs(app, ana.cookie, done.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe('Esta meta já foi concluída.');
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(2500);
    await checkMoney(ana);
  });

  it('replays a retried movement with the same key and refuses the key on another request', async () => {
    const ana = await kidWith(2000);
    const key = randomUUID();
    const first = await movementOf(
      await createGoalAs(app, ana.cookie, { title: 'Livro', targetAmount: '40' }, key),
      201,
    );
    const replay = await movementOf(
      await createGoalAs(app, ana.cookie, { title: 'Livro', targetAmount: '40' }, key),
      201,
    );
    expect(replay).toEqual(first);
    expect(await goalsOf(ana.cookie, ana.childId)).toHaveLength(1);

    const depositKey = randomUUID();
    const goalId = first.goal!.id;
    // A double tap: the same deposit twice at once moves the money once.
    const [a, b] = await Promise.all([
      depositAs(app, ana.cookie, goalId, '5', depositKey),
      depositAs(app, ana.cookie, goalId, '5', depositKey),
    ]);
    const bodies = [await movementOf(a), await movementOf(b)];
    expect(bodies[0]).toEqual(bodies[1]);
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(1500);

    const reused = await depositAs(app, ana.cookie, goalId, '7', depositKey);
    expect(reused.status).toBe(409);
    expect(await errorOf(reused)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: ERROR_MESSAGES.idempotencyKeyReused,
    });
    const cancelKey = randomUUID();
    const cancel1 = await movementOf(await cancelAs(app, ana.cookie, goalId, cancelKey));
    const cancel2 = await movementOf(await cancelAs(app, ana.cookie, goalId, cancelKey));
    expect(cancel2).toEqual(cancel1);
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(2000);
    // A refused request keeps no key: after the 404 the key is still free.
    await checkMoney(ana);
  });

  it('announces goals.changed, balance.changed and achievements.unlocked to the child and its parent', async () => {
    const ana = await kidWith(1000);
    const childStream = await openEvents(app, ana.cookie);
    const parentStream = await openEvents(app, parent.cookie);
    try {
      const made = await movementOf(
        await createGoalAs(app, ana.cookie, {
          title: 'Adesivos',
          targetAmount: '4',
          initialAmount: '4',
        }),
        201,
      );
      expect(made.unlocked).toEqual(['goal-1']);
      for (const stream of [childStream, parentStream]) {
        await stream.waitFor(
          (e) =>
            e.type === 'goals.changed' && e.childId === ana.childId && e.goalId === made.goal!.id,
        );
        await stream.waitFor((e) => e.type === 'balance.changed' && e.childId === ana.childId);
        await stream.waitFor(
          (e) =>
            e.type === 'achievements.unlocked' &&
            e.childId === ana.childId &&
            e.achievementIds.join() === 'goal-1',
        );
      }
    } finally {
      await childStream.close();
      await parentStream.close();
    }
  });

  it('keeps at most MAX_ACTIVE_GOALS active goals', async () => {
    const ana = await kidWith();
    for (let i = 0; i < MAX_ACTIVE_GOALS; i += 1) {
      await movementOf(
        await createGoalAs(app, ana.cookie, { title: `Meta ${i}`, targetAmount: '10' }),
        201,
      );
    }
    const over = await createGoalAs(app, ana.cookie, { title: 'Mais uma', targetAmount: '10' });
    expect(over.status).toBe(409);
    expect((await errorOf(over)).message).toBe(MSG.goal.tooManyActive);
  });

  it('lists active goals oldest first, then completed ones newest first', async () => {
    const ana = await kidWith(10_000);
    const titles = ['A', 'B', 'C', 'D'];
    const ids: string[] = [];
    for (const title of titles) {
      const made = await movementOf(
        await createGoalAs(app, ana.cookie, { title, targetAmount: '10' }),
        201,
      );
      ids.push(made.goal!.id);
    }
    await movementOf(await depositAs(app, ana.cookie, ids[0]!, '10'));
    await movementOf(await depositAs(app, ana.cookie, ids[2]!, '10'));
    const list = await goalsOf(ana.cookie, ana.childId);
    expect(list.map((g) => g.title)).toEqual(['B', 'D', 'C', 'A']);
    // A parent of the family reads it too.
    expect((await goalsOf(parent.cookie, ana.childId)).map((g) => g.title)).toEqual([
      'B',
      'D',
      'C',
      'A',
    ]);
  });

  it("answers 404 for another family's or another child's goal and child", async () => {
    const ana = await kidWith(2000);
    const bia = await kidWith(2000, 'Bia');
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, { title: 'Da Ana', targetAmount: '10' }),
        201,
      )
    ).goal!;
    for (const cookie of [bia.cookie, otherKid.cookie]) {
      expect((await depositAs(app, cookie, goal.id, '5')).status).toBe(404);
      expect((await cancelAs(app, cookie, goal.id)).status).toBe(404);
    }
    expect((await depositAs(app, ana.cookie, 'not-a-uuid', '5')).status).toBe(404);
    for (const path of ['goals', 'achievements']) {
      const sibling = await call(app, 'GET', `/api/children/${ana.childId}/${path}`, {
        cookie: bia.cookie,
      });
      expect(sibling.status).toBe(404);
      expect((await errorOf(sibling)).message).toBe(ERROR_MESSAGES.notFound);
      const stranger = await call(app, 'GET', `/api/children/${ana.childId}/${path}`, {
        cookie: otherParent.cookie,
      });
      expect(stranger.status).toBe(404);
      expect(
        (await call(app, 'GET', `/api/children/x/${path}`, { cookie: parent.cookie })).status,
      ).toBe(404);
    }
    // Movements are the child's own: a parent is refused by the declared access.
    expect(
      (await call(app, 'POST', '/api/goals', { cookie: parent.cookie, body: {} })).status,
    ).toBe(403);
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(2000);
  });

  it('unlocks achievements by a completion and keeps them after the balance drops', async () => {
    const ana = await kidWith();
    const before = await achievementsOf(ana.cookie, ana.childId);
    expect(before.map((a) => a.id)).toEqual([
      'first-task',
      'three-in-a-day',
      'tasks-25',
      'streak-7',
      'streak-30',
      'balance-50',
      'balance-200',
      'goal-1',
      'goals-3',
      'level-5',
      'earned-500',
    ]);
    expect(before.every((a) => !a.isUnlocked && a.unlockedAt === null)).toBe(true);
    // Level 1 is progress 1 of 5; every other figure starts at 0.
    expect(before.map((a) => a.progress)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);

    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Varrer', value: '60,00', requiresApproval: false }),
    );
    const res = await completeAs(app, ana.cookie, task.id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(CompleteTaskResponseSchema.parse(await res.json()).child.streak).toBe(1);

    const after = await achievementsOf(ana.cookie, ana.childId);
    const byId = new Map(after.map((a) => [a.id, a]));
    expect(byId.get('first-task')).toMatchObject({ isUnlocked: true, progress: 1 });
    expect(byId.get('first-task')?.unlockedAt).not.toBeNull();
    expect(byId.get('balance-50')).toMatchObject({
      isUnlocked: true,
      progress: 5000,
      maxProgress: 5000,
    });
    expect(byId.get('balance-200')).toMatchObject({ isUnlocked: false, progress: 6000 });
    expect(byId.get('three-in-a-day')).toMatchObject({ isUnlocked: false, progress: 1 });
    expect(byId.get('streak-7')).toMatchObject({ isUnlocked: false, progress: 1 });

    await spendMoney(testDb.db, parent.familyId, ana.childId, 6000);
    const spent = new Map((await achievementsOf(parent.cookie, ana.childId)).map((a) => [a.id, a]));
    expect(spent.get('balance-50')).toMatchObject({
      isUnlocked: true,
      progress: 5000,
      unlockedAt: byId.get('balance-50')?.unlockedAt,
    });
    expect(spent.get('balance-200')).toMatchObject({ isUnlocked: false, progress: 0 });
  });

  it('counts the streak on completion and zeroes it when the day’s only activity is rejected', async () => {
    const ana = await kidWith();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Estudar', value: '2,00', requiresApproval: true }),
    );
    const done = await completeAs(app, ana.cookie, task.id);
    const completion = CompleteTaskResponseSchema.parse(await done.json());
    expect(completion.child.streak).toBe(1);
    let row = await childRowOf(testDb.db, ana.childId);
    expect([row.streak, row.bestStreak]).toEqual([1, 1]);

    const rejected = await rejectAs(app, parent.cookie, completion.submission.id, 'Refazer');
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    const body = (await rejected.json()) as { child: { streak: number } };
    expect(body.child.streak).toBe(0);
    row = await childRowOf(testDb.db, ana.childId);
    expect([row.streak, row.bestStreak]).toEqual([0, 0]);
    // first-task was unlocked by the completion and stays, though the count fell back to 0.
    const first = (await achievementsOf(ana.cookie, ana.childId)).find(
      (a) => a.id === 'first-task',
    );
    expect(first).toMatchObject({ isUnlocked: true, progress: 1 });
  });

  it('keeps a reward awaiting review out of goals, so a rejection cannot find it parked there', async () => {
    const ana = await kidWith();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Lavar a louça', value: '10,00', requiresApproval: true }),
    );
    const done = CompleteTaskResponseSchema.parse(
      await (await completeAs(app, ana.cookie, task.id)).json(),
    );
    expect(done.child.balance).toBe(1000);
    // Credited at completion, but not hers to save until the parent approves.
    const goal = (
      await movementOf(
        await createGoalAs(app, ana.cookie, {
          title: 'Bicicleta',
          targetAmount: '20,00',
          initialAmount: '10,00',
        }),
        201,
      )
    ).goal!;
    expect(goal.currentAmount).toBe(0);
    const list = await call(app, 'GET', `/api/children/${ana.childId}/goals`, {
      cookie: ana.cookie,
    });
    expect(GoalListResponseSchema.parse(await list.json()).savable).toBe(0);
    const refused = await depositAs(app, ana.cookie, goal.id, 1000);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'GOAL_BALANCE_AWAITING_REVIEW',
      message: MSG.goal.awaitingApproval,
    });

    // Approved: now it can go into the goal.
    const approved = await approveAs(app, parent.cookie, done.submission.id);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const moved = await movementOf(await depositAs(app, ana.cookie, goal.id, 1000));
    expect([moved.applied, moved.child.balance]).toEqual([1000, 0]);
    await expectGoalInvariants(testDb.db, ana.childId);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });
});
