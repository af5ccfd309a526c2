import { computeStreaks, saoPauloToday, type Streaks } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonValue } from '../../db/row-json';
import { rowsOf } from '../keyset';

/**
 * The child's distinct active São Paulo days (column `day`), unordered: one definition for
 * every read, the SQL function `mesadinha_active_days` (migration 0009; inlined by the planner).
 */
function activeDaysOf(childId: string) {
  return sql`select day from mesadinha_active_days(${childId}::uuid) as active(day)`;
}

/**
 * The São Paulo calendar days on which the child was active, oldest first (spec 001 §9
 * "Streak": days with positive income or a submission that was not rejected). Income is a
 * positive `task_reward` whose submission was not rejected, or a positive `adjustment`; a goal
 * refund is the child's own money coming back, not income. One SQL aggregation over the
 * child's indexed rows: at most one row per active day reaches the BFF.
 */
export async function activityDays(db: Db, childId: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(
    sql`select day from (${activeDaysOf(childId)}) active_days order by day`,
  );
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

/** What {@link progressFacts} reads. */
export interface ProgressFacts {
  /** {@link activityDays}. */
  days: string[];
  /** How many of the child's goals are completed. */
  goalsCompleted: number;
  /** Ids of the achievements the child already has. */
  achievements: string[];
}

/**
 * {@link activityDays}, the number of the child's completed goals and its stored
 * achievements in ONE statement (ADR 037), the SQL function `mesadinha_progress_facts`
 * (migration 0009; an approval reads it inside its own statement): what refreshProgress
 * reads before it judges streak and achievements.
 */
export async function progressFacts(db: Db, childId: string): Promise<ProgressFacts> {
  const result = await db.execute<{ facts: unknown }>(
    sql`select mesadinha_progress_facts(${childId}::uuid) as facts`,
  );
  return progressFactsOf(rowsOf<{ facts: unknown }>(result)[0]?.facts);
}

/** The JSON of `mesadinha_progress_facts` (migration 0009) as {@link ProgressFacts}. */
export function progressFactsOf(json: unknown): ProgressFacts {
  const facts = jsonValue<{ days?: string[]; goals?: number; achievements?: string[] } | null>(
    json,
  );
  return {
    days: facts?.days ?? [],
    goalsCompleted: Number(facts?.goals ?? 0),
    achievements: facts?.achievements ?? [],
  };
}

/** Current, best and this-week streaks of the child on `now`'s São Paulo day. */
export async function streaksOf(db: Db, childId: string, now: Date = new Date()): Promise<Streaks> {
  return computeStreaks(await activityDays(db, childId), saoPauloToday(now));
}
