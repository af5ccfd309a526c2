import { saoPauloToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childAchievements } from '../../db/schema';
import { completeTask } from '../../routes/child-tasks/completion.service';
import { rejectSubmission } from '../../routes/submissions/submissions.service';
import { childRowOf, createTaskAs, taskBody, uniqueUsername } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { currentStreak } from '../child-public';
import { toChildProgress } from '../ledger/ledger';
import { refreshProgress } from './progress';

/*
 * The stored streak across São Paulo days (ADR 025), driven through the services with the
 * instant of each movement given: 23:59 in São Paulo is 02:59 UTC of the next calendar day,
 * 00:00 is 03:00 UTC.
 */
describe('refreshProgress: the streak across São Paulo midnight', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('counts consecutive days up to 23:59, reads 0 from 00:00 until the new day is active', async () => {
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const caller = { familyId: parent.familyId, childId: kid.childId, userId: kid.userId };
    const complete = async (at: string) => {
      const task = await createTaskAs(
        app,
        parent.cookie,
        taskBody([kid.childId], { value: '1,00', requiresApproval: true }),
      );
      return completeTask(testDb.db, caller, task.id, {}, new Date(at));
    };

    // 2026-11-28 afternoon, then 2026-11-29 at 23:59 São Paulo (02:59 UTC on the 30th).
    await complete('2026-11-28T15:00:00Z');
    const late = await complete('2026-11-30T02:59:00Z');
    expect(late.response.child.streak).toBe(2);
    let row = await childRowOf(testDb.db, kid.childId);
    expect([row.streak, row.streakDate, row.bestStreak]).toEqual([2, '2026-11-29', 2]);

    // One minute later it is the 30th in São Paulo: nothing yet today, so 0 (and 2 just before).
    expect(currentStreak(row, saoPauloToday(new Date('2026-11-30T02:59:59Z')))).toBe(2);
    expect(currentStreak(row, saoPauloToday(new Date('2026-11-30T03:00:00Z')))).toBe(0);
    expect(toChildProgress(row, new Date('2026-11-30T03:00:00Z')).streak).toBe(0);

    // An activity at 00:00 São Paulo extends the run across the month end to 3.
    const midnight = await complete('2026-11-30T03:00:00Z');
    expect(midnight.response.child.streak).toBe(3);
    const december = await complete('2026-12-01T12:00:00Z');
    expect(december.response.child.streak).toBe(4);
    row = await childRowOf(testDb.db, kid.childId);
    expect([row.streak, row.streakDate, row.bestStreak]).toEqual([4, '2026-12-01', 4]);

    // Rejecting the 30th's only activity breaks the run: on the 1st the current run is 1 and
    // the best is the two days of November before the gap.
    await rejectSubmission(
      testDb.db,
      { familyId: parent.familyId, userId: parent.userId },
      midnight.response.submission.id,
      'Refazer',
      new Date('2026-12-01T13:00:00Z'),
    );
    row = await childRowOf(testDb.db, kid.childId);
    expect([row.streak, row.streakDate, row.bestStreak]).toEqual([1, '2026-12-01', 2]);
  });

  it('stores each achievement once, with the instant it was reached, and never removes it', async () => {
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const caller = { familyId: parent.familyId, childId: kid.childId, userId: kid.userId };
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([kid.childId], { value: '1,00', requiresApproval: true }),
    );
    const first = new Date('2026-11-20T12:00:00Z');
    const done = await completeTask(testDb.db, caller, task.id, {}, first);
    await rejectSubmission(
      testDb.db,
      { familyId: parent.familyId, userId: parent.userId },
      done.response.submission.id,
      'Refazer',
    );
    // tasksCompleted is back to 0; a refresh now unlocks nothing and keeps 'first-task'.
    const again = await testDb.db.transaction(async (tx) =>
      refreshProgress(tx, await childRowOf(tx, kid.childId)),
    );
    expect(again.unlocked).toEqual([]);
    const stored = await testDb.db
      .select()
      .from(childAchievements)
      .where(eq(childAchievements.childId, kid.childId));
    expect(stored.map((s) => [s.achievementId, s.unlockedAt.toISOString()])).toEqual([
      ['first-task', first.toISOString()],
    ]);
  });
});
