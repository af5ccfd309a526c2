import {
  ACHIEVEMENTS,
  computeStreaks,
  evaluateAchievements,
  saoPauloToday,
  type AchievementStats,
} from '@portal/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childAchievements, children, goals } from '../../db/schema';
import { completedOn, type ChildRow } from '../child-public';
import { notifyEvent } from '../events/event-hub';
import { progressFacts, type ProgressFacts } from './activity-days';

/** What {@link refreshProgress} leaves behind. */
export interface ProgressRefresh {
  /** The child row with its streak figures rewritten. */
  child: ChildRow;
  /** Ids of the achievements this call unlocked (catalogue order), empty when none. */
  unlocked: string[];
}

/**
 * Brings the child's streak and achievements up to date after a movement (ADR 025). Runs
 * INSIDE the caller's transaction, on the child row the caller locked, after the movement's
 * own writes (the activity query sees them):
 *
 * - the streak is recounted from the child's active São Paulo days and stored as the run that
 *   ends today (`streak`, `streak_date` = today) with the best run ever (`best_streak`); the
 *   reader shows `streak` only while `streak_date` is today, so midnight needs no job;
 * - every achievement whose figure reaches its requirement now is stored with `now` as its
 *   unlock instant; one stored earlier is kept as it was (on conflict do nothing), so an
 *   achievement is never lost when a figure drops later;
 * - the newly unlocked ids are announced (`achievements.unlocked`) when the caller commits.
 */
export async function refreshProgress(
  tx: Db,
  child: ChildRow,
  now: Date = new Date(),
  /** Already read under the child's lock after the movement (an approval's statement). */
  known?: ProgressFacts,
): Promise<ProgressRefresh> {
  const today = saoPauloToday(now);
  // One read for the active days, the completed goals and the stored achievements (ADR 037).
  const facts = known ?? (await progressFacts(tx, child.id));
  const judged = judgeProgress(child, facts, today);
  let row = child;
  if (judged.streakChanged) {
    const [updated] = await tx
      .update(children)
      .set({ streak: judged.row.streak, streakDate: today, bestStreak: judged.row.bestStreak })
      .where(eq(children.id, child.id))
      .returning();
    row = updated!;
  }

  // Only achievements not stored yet are written: nothing to insert on most movements.
  let unlocked: string[] = [];
  if (judged.reached.length > 0) {
    const inserted = await tx
      .insert(childAchievements)
      .values(judged.reached.map((id) => ({ childId: row.id, achievementId: id, unlockedAt: now })))
      .onConflictDoNothing()
      .returning({ id: childAchievements.achievementId });
    const fresh = new Set(inserted.map((r) => r.id));
    unlocked = ACHIEVEMENTS.filter((a) => fresh.has(a.id)).map((a) => a.id);
  }
  if (unlocked.length > 0) {
    await notifyEvent(tx, {
      type: 'achievements.unlocked',
      familyId: row.familyId,
      childId: row.id,
      achievementIds: unlocked,
    });
  }
  return { child: row, unlocked };
}

/** What {@link judgeProgress} decides. */
export interface ProgressJudgement {
  /** The child row with its streak figures as they must be stored. */
  row: ChildRow;
  /** Whether those streak figures differ from the row's (a write is due). */
  streakChanged: boolean;
  /** Ids of the achievements reached and not stored yet (catalogue order). */
  reached: string[];
}

/**
 * refreshProgress's rules without its writes: the streak recounted from `facts.days` as the
 * run that ends `today` (with the best run ever), and the achievements the row reaches that
 * `facts` does not list as stored. A completion judges with the facts read under the child's
 * lock before its own writes, plus the day it adds (ADR 037, "Completions in fewer round trips").
 */
export function judgeProgress(
  child: ChildRow,
  facts: ProgressFacts,
  today: string,
): ProgressJudgement {
  const streaks = computeStreaks(facts.days, today);
  const streakChanged =
    child.streak !== streaks.current ||
    child.streakDate !== today ||
    child.bestStreak !== streaks.best;
  const row = streakChanged
    ? { ...child, streak: streaks.current, streakDate: today, bestStreak: streaks.best }
    : child;
  const stored = new Set(facts.achievements);
  const reached = new Set(
    evaluateAchievements(statsOf(row, streaks.current, today, facts.goalsCompleted))
      .filter((a) => a.isUnlocked && !stored.has(a.id))
      .map((a) => a.id),
  );
  return {
    row,
    streakChanged,
    reached: ACHIEVEMENTS.filter((a) => reached.has(a.id)).map((a) => a.id),
  };
}

function statsOf(
  child: ChildRow,
  streak: number,
  today: string,
  goalsCompleted: number,
): AchievementStats {
  return {
    tasksCompleted: child.tasksCompleted,
    completedToday: completedOn(child, today),
    streak,
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
  streak: number,
  today: string,
  /** Already read (refreshProgress reads it with the active days): no query then. */
  goalsCompleted?: number,
): Promise<AchievementStats> {
  return statsOf(child, streak, today, goalsCompleted ?? (await goalsCompletedOf(db, child.id)));
}

/** How many goals of the child are completed (a completed goal can no longer be cancelled). */
export async function goalsCompletedOf(db: Db, childId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goals)
    .where(and(eq(goals.childId, childId), isNotNull(goals.completedAt)));
  return Number(row?.n ?? 0);
}
