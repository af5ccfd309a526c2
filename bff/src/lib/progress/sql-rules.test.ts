import {
  ACHIEVEMENTS,
  addDays,
  computeStreaks,
  evaluateAchievements,
  levelFromXp,
  saoPauloToday,
  xpForReward,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childAchievements, children, goals } from '../../db/schema';
import { rowsOf } from '../keyset';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import {
  createTaskAs,
  insertLegacyPendingSubmission,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { REVIEW_RULES } from './sql-rules';

/*
 * The review functions of migration 0011 keep the shape of three domain rules in SQL and take
 * their numbers from REVIEW_RULES (ADR 051). These tests hold the SQL to @portal/domain's
 * functions, value by value, so a rule changed on one side only fails here.
 */
describe('the SQL review rules agree with @portal/domain', () => {
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

  it('mesadinha_xp_for_reward is xpForReward for every reward from R$ 0,00 to R$ 2.000,00', async () => {
    const rows = rowsOf<{ cents: number; xp: number }>(
      await testDb.db.execute(
        sql`select c as cents, mesadinha_xp_for_reward(c, ${REVIEW_RULES}::jsonb) as xp from generate_series(0, 200000) as c`,
      ),
    );
    expect(rows).toHaveLength(200001);
    const differ = rows.filter((row) => Number(row.xp) !== xpForReward(Number(row.cents)));
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('mesadinha_level_from_xp is levelFromXp for XP from −1000 to 200000', async () => {
    const rows = rowsOf<{ xp: number; level: number }>(
      await testDb.db.execute(
        sql`select x as xp, mesadinha_level_from_xp(x, ${REVIEW_RULES}::jsonb) as level from generate_series(-1000, 200000) as x`,
      ),
    );
    const differ = rows.filter((row) => Number(row.level) !== levelFromXp(Number(row.xp)));
    expect(differ.slice(0, 5)).toEqual([]);
  });

  /** A small deterministic generator (mulberry32), so a failure replays. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('mesadinha_unstored_achievement is "evaluateAchievements reaches one not stored" on 300 random children', async () => {
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const today = saoPauloToday();
    const yesterday = saoPauloToday(new Date(Date.now() - 86_400_000));
    const next = random(20261127);
    const pick = (max: number) => Math.floor(next() * (max + 1));
    // The thresholds themselves and their neighbours, and values in between.
    const near = (values: number[]) => {
      const value = values[pick(values.length - 1)]!;
      return Math.max(0, value + pick(2) - 1);
    };
    const requirements = (metric: string) =>
      ACHIEVEMENTS.filter((a) => a.metric === metric).map((a) => a.requirement);
    let disagreements = 0;
    for (let round = 0; round < 300; round += 1) {
      const figures = {
        tasksCompleted: near([0, ...requirements('tasksCompleted')]),
        completedToday: near([0, ...requirements('completedToday')]),
        completedTodayDate: next() < 0.7 ? today : yesterday,
        streak: near([0, ...requirements('streak')]),
        streakDate: next() < 0.7 ? today : yesterday,
        balanceCents: near([0, ...requirements('balance')]),
        totalEarnedCents: near([0, ...requirements('totalEarned')]),
        xp: 0,
        level: Math.max(1, near([1, ...requirements('level')])),
      };
      const goalsCompleted = pick(3);
      const stored = ACHIEVEMENTS.filter(() => next() < 0.4).map((a) => a.id);
      await testDb.db.update(children).set(figures).where(eq(children.id, kid.childId));
      await testDb.db.delete(childAchievements).where(eq(childAchievements.childId, kid.childId));
      if (stored.length > 0) {
        await testDb.db
          .insert(childAchievements)
          .values(stored.map((achievementId) => ({ childId: kid.childId, achievementId })));
      }
      await testDb.db.delete(goals).where(eq(goals.childId, kid.childId));
      if (goalsCompleted > 0) {
        await testDb.db.insert(goals).values(
          Array.from({ length: goalsCompleted }, (_, i) => ({
            childId: kid.childId,
            familyId: parent.familyId,
            title: `Meta ${i + 1}`,
            targetCents: 1000,
            savedCents: 1000,
            completedAt: new Date(),
          })),
        );
      }
      const [row] = rowsOf<{ waiting: boolean; ids: string[] }>(
        await testDb.db.execute(
          sql`select mesadinha_unstored_achievement(c, ${today}::date, ${REVIEW_RULES}::jsonb) as waiting,
            mesadinha_reached_achievements(c, ${today}::date, ${REVIEW_RULES}::jsonb) as ids
            from children c where c.id = ${kid.childId}::uuid`,
        ),
      );
      const reached = evaluateAchievements({
        tasksCompleted: figures.tasksCompleted,
        completedToday: figures.completedTodayDate === today ? figures.completedToday : 0,
        streak: figures.streakDate === today ? figures.streak : 0,
        balance: figures.balanceCents,
        totalEarned: figures.totalEarnedCents,
        goalsCompleted,
        level: figures.level,
      }).filter((a) => a.isUnlocked && !stored.includes(a.id));
      if (row!.waiting !== reached.length > 0) disagreements += 1;
      // The ids, in the domain's order (what a completion stores and announces).
      if (JSON.stringify(row!.ids) !== JSON.stringify(reached.map((a) => a.id))) {
        disagreements += 1;
      }
    }
    expect(disagreements).toBe(0);
  });

  it('mesadinha_streaks is computeStreaks (current, best) on 500 random sets of active days', async () => {
    const next = random(20261128);
    const today = '2026-11-28';
    let disagreements = 0;
    const cases: string[][] = [];
    for (let round = 0; round < 500; round += 1) {
      // Up to 40 days within 60 days before today, a few after it (left out by both), with
      // repeats: runs of every length, today in or out.
      const days = Array.from({ length: Math.floor(next() * 41) }, () =>
        addDays(today, Math.floor(next() * 64) - 60),
      );
      cases.push(days);
    }
    const rows = rowsOf<{ n: number; runs: number[] }>(
      await testDb.db.execute(
        sql`select c.n, mesadinha_streaks(array(select jsonb_array_elements_text(c.days)::date), ${today}::date) as runs
          from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as c(days, n)`,
      ),
    );
    for (const row of rows) {
      const { current, best } = computeStreaks(cases[Number(row.n) - 1]!, today);
      if (row.runs[0] !== current || row.runs[1] !== best) disagreements += 1;
    }
    expect(rows).toHaveLength(500);
    expect(disagreements).toBe(0);
  });

  it("a rejection's day is São Paulo's whatever the session's time zone (New York's 25-hour 2026-11-01)", async () => {
    // The only activity of 2026-11-01 in São Paulo is rejected; 2026-11-02 00:30 there is
    // another day, though New York's clocks went back that night. The streak counted on
    // 2026-11-02 (2 days) must be recounted (1): the one statement refuses it (MS001).
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const task = async (title: string) =>
      createTaskAs(app, parent.cookie, taskBody([kid.childId], { title, value: '1,00' }));
    const lastOfDay = await insertLegacyPendingSubmission(
      testDb.db,
      await task('Regar as plantas'),
      kid.childId,
      new Date('2026-11-01T23:00:00Z'), // 20:00 in São Paulo
    );
    await insertLegacyPendingSubmission(
      testDb.db,
      await task('Guardar a louça'),
      kid.childId,
      new Date('2026-11-02T03:30:00Z'), // 00:30 in São Paulo, the next day
    );
    await testDb.db
      .update(children)
      .set({ streak: 2, bestStreak: 2, streakDate: '2026-11-02' })
      .where(eq(children.id, kid.childId));
    const reject = (zone: string) =>
      testDb.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        await tx.execute(
          sql`select mesadinha_reject_submission(${parent.familyId}, ${lastOfDay.id}::uuid, ${parent.userId}, ${'Não regou'}::text, ${'2026-11-02T12:00:00Z'}::timestamptz, ${'2026-11-02'}::date, ${REVIEW_RULES}::jsonb)`,
        );
        tx.rollback();
      });
    for (const zone of ['America/New_York', 'UTC', 'America/Sao_Paulo']) {
      const refused = await reject(zone).then(
        () => 'rolled back',
        (error: unknown) => {
          for (let e = error; e instanceof Error; e = e.cause) {
            if ((e as { code?: unknown }).code === 'MS001') return 'MS001';
          }
          return error instanceof Error && /rollback/i.test(error.message) ? 'rolled back' : error;
        },
      );
      expect(refused, zone).toBe('MS001');
    }
  });

  it('mesadinha_unstored_achievement counts a figure it does not know as reached (the BFF then judges)', async () => {
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const rules = JSON.stringify({
      ...JSON.parse(REVIEW_RULES),
      achievements: [{ id: 'nova', metric: 'figuraNova', requirement: 1 }],
    });
    const [row] = rowsOf<{ waiting: boolean }>(
      await testDb.db.execute(
        sql`select mesadinha_unstored_achievement(c, ${saoPauloToday()}::date, ${rules}::jsonb) as waiting from children c where c.id = ${kid.childId}::uuid`,
      ),
    );
    expect(row!.waiting).toBe(true);
    // The completion's list: none it could store, so it leaves the completion to the BFF.
    const [listed] = rowsOf<{ ids: string[] | null }>(
      await testDb.db.execute(
        sql`select mesadinha_reached_achievements(c, ${saoPauloToday()}::date, ${rules}::jsonb) as ids from children c where c.id = ${kid.childId}::uuid`,
      ),
    );
    expect(listed!.ids).toBeNull();
  });
});
