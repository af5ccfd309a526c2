import { computeStreaks, saoPauloToday, type Streaks } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../keyset';

/** The child's distinct active São Paulo days (column `day`), unordered: one definition for both reads. */
function activeDaysOf(childId: string) {
  return sql`
    select distinct to_char(at_time at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day
    from (
      select s.completed_at as at_time
        from task_submissions s
       where s.child_id = ${childId}::uuid and s.status <> 'rejected'
      union all
      select t.created_at
        from transactions t
       where t.child_id = ${childId}::uuid and t.type = 'adjustment' and t.amount_cents > 0
    ) activity`;
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
 * achievements in ONE statement (ADR 037): what refreshProgress reads before it judges
 * streak and achievements.
 */
export async function progressFacts(db: Db, childId: string): Promise<ProgressFacts> {
  type Row = { days: string[] | null; goals: number; achievements: string[] | null };
  const result = await db.execute<Row>(sql`
    select
      (select array_agg(day order by day) from (${activeDaysOf(childId)}) active_days) as days,
      (select count(*)::int from goals g
        where g.child_id = ${childId}::uuid and g.completed_at is not null) as goals,
      (select array_agg(a.achievement_id) from child_achievements a
        where a.child_id = ${childId}::uuid) as achievements`);
  const [row] = rowsOf<Row>(result);
  return {
    days: row?.days ?? [],
    goalsCompleted: Number(row?.goals ?? 0),
    achievements: row?.achievements ?? [],
  };
}

/** Current, best and this-week streaks of the child on `now`'s São Paulo day. */
export async function streaksOf(db: Db, childId: string, now: Date = new Date()): Promise<Streaks> {
  return computeStreaks(await activityDays(db, childId), saoPauloToday(now));
}
