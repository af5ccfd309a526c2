import { saoPauloStartOfDay, saoPauloToday } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childAchievements, taskSubmissions } from '../../db/schema';
import { childRowOf, createTaskAs, rejectAs, taskBody, uniqueUsername } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { openEvents } from '../../test/event-stream';
import { createSignedInChild } from '../../test/test-users';
import { completeTask, type ChildCaller } from './completion.service';

/*
 * What a completion leaves of the child's progress (ADR 025, ADR 061: one transaction, the
 * domain's rules): the streak as the run that ends today, the best run, the achievements
 * reached, and the events in their order. Every completion is made at a fixed instant, so a
 * São Paulo midnight passing meanwhile changes nothing.
 */
describe('a completion: streak, achievements and events', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  type Kid = ChildCaller & { cookie: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** Noon in São Paulo today, and `hours` later (negative: earlier). */
  function noon(hours = 0): Date {
    const start = saoPauloStartOfDay(saoPauloToday());
    return new Date(start.getTime() + (12 + hours) * 3_600_000);
  }

  /** A child with one completion at each instant of `history`. */
  async function kidWith(...history: Date[]): Promise<Kid> {
    const made = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('sequencia'),
    });
    const kid = { ...made, familyId: parent.familyId };
    for (const at of history) await complete(kid, at);
    return kid;
  }

  async function complete(kid: Kid, at: Date, value = '1,00') {
    const task = await createTaskAs(app, parent.cookie, taskBody([kid.childId], { value }));
    return completeTask(testDb.db, kid, task.id, {}, at);
  }

  async function achievementsOf(kid: Kid) {
    const rows = await testDb.db
      .select({ id: childAchievements.achievementId })
      .from(childAchievements)
      .where(eq(childAchievements.childId, kid.childId))
      .orderBy(childAchievements.achievementId);
    return rows.map((row) => row.id);
  }

  it("starts the streak and unlocks 'first-task' at a child's first completion, announced first", async () => {
    const kid = await kidWith();
    const task = await createTaskAs(app, parent.cookie, taskBody([kid.childId], { value: '1,50' }));
    const events = await openEvents(app, kid.cookie);
    try {
      const done = await completeTask(testDb.db, kid, task.id, {}, noon());
      expect(done.response.child).toMatchObject({ streak: 1, tasksCompleted: 1, balance: 150 });
      expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({
        streak: 1,
        streakDate: saoPauloToday(noon()),
        bestStreak: 1,
      });
      expect(await achievementsOf(kid)).toEqual(['first-task']);
      await events.waitFor((event) => event.type === 'balance.changed');
      // The task's creation may still be announced first; the completion's four come in order.
      const seen = events.events.map((event) => event.data).slice(-4);
      expect(seen.map((event) => event.type)).toEqual([
        'achievements.unlocked',
        'tasks.changed',
        'submissions.changed',
        'balance.changed',
      ]);
      expect(seen[0]).toMatchObject({ childId: kid.childId, achievementIds: ['first-task'] });
    } finally {
      await events.close();
    }
  });

  it("goes on with the first completion of a day after yesterday's", async () => {
    const kid = await kidWith(noon(-48), noon(-24));
    const done = await complete(kid, noon());
    expect(done.response.child.streak).toBe(3);
    expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({ streak: 3, bestStreak: 3 });
  });

  it('starts again after a gap, and keeps the best run', async () => {
    const kid = await kidWith(noon(-96), noon(-72));
    const done = await complete(kid, noon());
    expect(done.response.child.streak).toBe(1);
    expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({ streak: 1, bestStreak: 2 });
  });

  it("counts today again when today's only completion was rejected, then completed anew", async () => {
    const kid = await kidWith(noon(-24), noon(-2));
    const [today] = await testDb.db
      .select({ id: taskSubmissions.id })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.childId, kid.childId))
      .orderBy(desc(taskSubmissions.completedAt))
      .limit(1);
    const res = await rejectAs(app, parent.cookie, today!.id, 'Não foi feita');
    expect(res.status, await res.clone().text()).toBe(200);
    // Today no longer active: the run that ends today is 0, the best is yesterday alone.
    expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({
      streak: 0,
      streakDate: saoPauloToday(),
      bestStreak: 1,
    });
    const done = await complete(kid, noon());
    expect(done.response.child.streak).toBe(2);
    expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({ streak: 2, bestStreak: 2 });
  });

  it("unlocks 'three-in-a-day' at the third completion of a day, and not before", async () => {
    const kid = await kidWith(noon(-2));
    await complete(kid, noon(-1));
    expect(await achievementsOf(kid)).toEqual(['first-task']);
    const third = await complete(kid, noon());
    expect(third.response.child.completedToday).toBe(3);
    expect(await achievementsOf(kid)).toEqual(['first-task', 'three-in-a-day']);
  });
});
