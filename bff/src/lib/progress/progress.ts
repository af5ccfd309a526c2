import {
  ACHIEVEMENTS,
  computeStreaks,
  evaluateAchievements,
  saoPauloToday,
  type AchievementStats,
} from '@portal/domain';
import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childAchievements, children, goals } from '../../db/schema';
import { completedOn, currentStreak, type ChildRow } from '../child-public';
import { notifyEvent } from '../events/event-hub';
import { createNotificationsAfterCommit } from '../notifications/notify';
import { rowsOf } from '../keyset';
import { activeDays } from './child-days';

/** What achievements are judged on besides the child row, read under the child's lock. */
export interface AchievementFacts {
  /** How many of the child's goals are completed. */
  goalsCompleted: number;
  /** Ids of the achievements the child already has. */
  achievements: string[];
}

/** What {@link refreshProgress} leaves behind. */
export interface ProgressRefresh {
  /** The child row, its streak figures rewritten when they changed. */
  child: ChildRow;
  /** Ids of the achievements this call unlocked (catalogue order), empty when none. */
  unlocked: string[];
}

/**
 * Brings the child's streak and achievements up to date after a movement (ADR 025, ADR 061),
 * with the domain's rules. Runs INSIDE the caller's transaction, on the child row the caller
 * locked, after the movement's own writes:
 *
 * - when a day became active or stopped being (`activeDaysChanged`), the streak is counted
 *   again from the kept active days (`child_days`) and stored as the run that ends today
 *   (`streak`, `streak_date` = today) with the best run ever; a reader shows `streak` only
 *   while `streak_date` is today, so midnight needs no job, and a movement that changes no
 *   day changes no streak;
 * - every achievement whose figure reaches its requirement now is stored with `now` as its
 *   unlock instant; one stored earlier is kept as it was (on conflict do nothing), so an
 *   achievement is never lost when a figure drops later;
 * - the newly unlocked ids are announced (`achievements.unlocked`) when the caller commits.
 *
 * `known` is what the movement's write statement already found and read (writeMovement); the
 * facts it lacks are read here.
 */
export async function refreshProgress(
  tx: Db,
  child: ChildRow,
  now: Date = new Date(),
  known?: { activeDaysChanged: boolean; facts?: AchievementFacts },
): Promise<ProgressRefresh> {
  const today = saoPauloToday(now);
  let row = child;
  if (known?.activeDaysChanged) {
    const { days, pauses } = await activeDays(tx, child.id);
    const streaks = computeStreaks(days, today, pauses);
    if (
      child.streak !== streaks.current ||
      child.streakDate !== today ||
      child.bestStreak !== streaks.best
    ) {
      const [updated] = await tx
        .update(children)
        .set({ streak: streaks.current, streakDate: today, bestStreak: streaks.best })
        .where(eq(children.id, child.id))
        .returning();
      row = updated!;
    }
  }

  const facts = known?.facts ?? (await achievementFacts(tx, child.id));
  const reached = reachedAchievements(row, facts, today);
  let unlocked: string[] = [];
  if (reached.length > 0) {
    const inserted = await tx
      .insert(childAchievements)
      .values(reached.map((id) => ({ childId: row.id, achievementId: id, unlockedAt: now })))
      .onConflictDoNothing()
      .returning({ id: childAchievements.achievementId });
    const fresh = new Set(inserted.map((r) => r.id));
    unlocked = ACHIEVEMENTS.filter((a) => fresh.has(a.id)).map((a) => a.id);
  }
  if (unlocked.length > 0) {
    await createNotificationsAfterCommit(
      tx,
      unlocked.map((id) => ({
        familyId: row.familyId,
        audience: 'parent',
        childId: row.id,
        kind: 'achievement_unlocked',
        key: `parent:achievement:${row.id}:${id}`,
        params: {
          childName: row.name,
          achievementTitle: ACHIEVEMENTS.find((a) => a.id === id)?.title ?? id,
        },
      })),
      now,
    );
    await notifyEvent(tx, {
      type: 'achievements.unlocked',
      familyId: row.familyId,
      childId: row.id,
      achievementIds: unlocked,
    });
  }
  return { child: row, unlocked };
}

/** Ids of the achievements the child reaches on `today` and does not have yet (catalogue order). */
export function reachedAchievements(
  child: ChildRow,
  facts: AchievementFacts,
  today: string,
): string[] {
  const stored = new Set(facts.achievements);
  return evaluateAchievements(statsOf(child, today, facts.goalsCompleted))
    .filter((a) => a.isUnlocked && !stored.has(a.id))
    .map((a) => a.id);
}

/**
 * The select list that reads {@link AchievementFacts} of `childId` (columns `goals_completed`
 * and `achievements`), for a statement that runs after the child's lock.
 */
export function achievementFactsColumns(childId: string | SQL): SQL {
  const child = typeof childId === 'string' ? sql`${childId}::uuid` : childId;
  return sql`(select count(*)::int from ${goals} where ${goals.childId} = ${child} and ${goals.completedAt} is not null) as goals_completed,
    (select coalesce(array_agg(${childAchievements.achievementId}), '{}') from ${childAchievements} where ${childAchievements.childId} = ${child}) as achievements`;
}

/** The facts of a row read with {@link achievementFactsColumns}. */
export function achievementFactsOf(row: {
  goals_completed: number | string;
  achievements: string[] | null;
}): AchievementFacts {
  return { goalsCompleted: Number(row.goals_completed), achievements: row.achievements ?? [] };
}

async function achievementFacts(db: Db, childId: string): Promise<AchievementFacts> {
  const result = await db.execute(sql`select ${achievementFactsColumns(childId)}`);
  return achievementFactsOf(rowsOf<FactsRow>(result)[0]!);
}

type FactsRow = Parameters<typeof achievementFactsOf>[0];

function statsOf(child: ChildRow, today: string, goalsCompleted: number): AchievementStats {
  return {
    tasksCompleted: child.tasksCompleted,
    completedToday: completedOn(child, today),
    streak: currentStreak(child, today),
    balance: child.balanceCents,
    totalEarned: child.totalEarnedCents,
    goalsCompleted,
    level: child.level,
  };
}

/** The figures achievements are measured on, for a child row as it is now. */
export async function achievementStats(
  db: Db,
  child: ChildRow,
  today: string,
): Promise<AchievementStats> {
  return statsOf(child, today, await goalsCompletedOf(db, child.id));
}

/** How many goals of the child are completed (a completed goal can no longer be cancelled). */
export async function goalsCompletedOf(db: Db, childId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goals)
    .where(and(eq(goals.childId, childId), isNotNull(goals.completedAt)));
  return Number(row?.n ?? 0);
}
