import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_DAY_FIGURES, type DayFigures } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { childDays } from '../../db/schema';
import { completeTask } from '../../routes/child-tasks/completion.service';
import { approveSubmission, rejectSubmission } from '../../routes/submissions/submissions.service';
import { grantMoney } from '../../test/goal-flow';
import { createTaskAs, taskBody, uniqueUsername } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { dayFiguresBetween, dayFiguresFromHistory } from './child-days';

/*
 * The kept days (issue 37, ADR 061): written by every movement with the domain's rules, they
 * must be the history recounted, São Paulo days from tzdata on both sides: the BFF's (Intl)
 * and PostgreSQL's (`AT TIME ZONE`, in migration 0017's backfill), daylight saving time of
 * 2018–19 included.
 */
describe('child_days: each São Paulo day of a child, kept as money moves', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let childId = '';

  const kept = async () => {
    const days = await dayFiguresBetween(testDb.db, childId, '2000-01-01', '2100-01-01');
    for (const [day, figures] of days) {
      if (Object.values(figures).every((n) => n === 0)) days.delete(day);
    }
    return days;
  };
  const day = (figures: Partial<DayFigures>): DayFigures => ({ ...NO_DAY_FIGURES, ...figures });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    childId = kid.childId;
    const caller = { familyId: parent.familyId, childId, userId: kid.userId };
    const reviewer = { familyId: parent.familyId, userId: parent.userId };
    const complete = async (at: string, value: string) => {
      const task = await createTaskAs(
        app,
        parent.cookie,
        taskBody([childId], { value, requiresApproval: true }),
      );
      return (await completeTask(testDb.db, caller, task.id, {}, new Date(at))).response;
    };
    // 23:59:59 of 2018-11-03, then 01:00 of the 4th (its midnight was skipped: DST began).
    const lastOfThird = await complete('2018-11-04T02:59:59Z', '1,00');
    await complete('2018-11-04T03:00:00Z', '2,00');
    // The repeated hour of 2019-02-16 (UTC−3 after DST ended), then 00:00 of the 17th.
    const repeatedHour = await complete('2019-02-17T02:30:00Z', '3,00');
    await complete('2019-02-17T03:00:00Z', '4,00');
    await approveSubmission(
      testDb.db,
      reviewer,
      lastOfThird.submission.id,
      undefined,
      new Date('2018-11-05T12:00:00Z'),
    );
    // Rejected a day later: its completion day loses it, the day of the rejection the money.
    await rejectSubmission(
      testDb.db,
      reviewer,
      repeatedHour.submission.id,
      'Refazer',
      new Date('2019-02-18T12:00:00Z'),
    );
    await grantMoney(testDb.db, parent.familyId, childId, 500);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('counts each movement on its São Paulo day, across both daylight saving changes', async () => {
    const days = await kept();
    expect(days.get('2018-11-03')).toEqual(
      day({ activities: 1, tasksDone: 1, approved: 1, taskEarnings: 100 }),
    );
    expect(days.get('2018-11-04')).toEqual(
      day({ activities: 1, tasksDone: 1, pending: 1, taskEarnings: 200 }),
    );
    // The rejected completion is gone from the 16th; its money came back on the 18th.
    expect(days.get('2019-02-16')).toEqual(day({ taskEarnings: 300 }));
    expect(days.get('2019-02-17')).toEqual(
      day({ activities: 1, tasksDone: 1, pending: 1, taskEarnings: 400 }),
    );
    expect(days.get('2019-02-18')).toEqual(day({ taskEarnings: -300 }));
    expect(await kept()).toEqual(await dayFiguresFromHistory(testDb.db, childId));
  });

  it("migration 0017's backfill counts the history as the domain does (PostgreSQL's tzdata)", async () => {
    const statements = readFileSync(
      path.join(MIGRATIONS_FOLDER, '0017_child_days_and_rules_once.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = statements.find((text) => /insert into "child_days"/i.test(text))!;
    const before = await kept();
    await testDb.db.delete(childDays).where(eq(childDays.childId, childId));
    await testDb.db.execute(sql.raw(backfill));
    expect(await kept()).toEqual(before);
    expect(before.size).toBeGreaterThanOrEqual(5);
  });
});
