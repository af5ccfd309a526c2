import { computeStreaks, saoPauloToday, type Streaks } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../keyset';

/**
 * The São Paulo calendar days on which the child was active, oldest first (spec 001 §9
 * "Streak": days with positive income or a submission that was not rejected). Income is a
 * positive `task_reward` whose submission was not rejected, or a positive `adjustment`; a goal
 * refund is the child's own money coming back, not income. One SQL aggregation over the
 * child's indexed rows: at most one row per active day reaches the BFF.
 */
export async function activityDays(db: Db, childId: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    select distinct to_char(at_time at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day
    from (
      select s.completed_at as at_time
        from task_submissions s
       where s.child_id = ${childId}::uuid and s.status <> 'rejected'
      union all
      select t.created_at
        from transactions t
       where t.child_id = ${childId}::uuid and t.type = 'adjustment' and t.amount_cents > 0
    ) activity
    order by day`);
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

/** Current, best and this-week streaks of the child on `now`'s São Paulo day. */
export async function streaksOf(db: Db, childId: string, now: Date = new Date()): Promise<Streaks> {
  return computeStreaks(await activityDays(db, childId), saoPauloToday(now));
}
