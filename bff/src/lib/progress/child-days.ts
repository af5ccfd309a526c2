import {
  activeDaysOf,
  addDayFigures,
  dayFiguresOfHistory,
  isActiveDay,
  NO_DAY_FIGURES,
  type DayFigures,
  type Pause,
} from '@portal/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonValue } from '../../db/row-json';
import { childDays, taskSubmissions, transactions } from '../../db/schema';
import { rowsOf } from '../keyset';
import { pausesOfChildJson } from '../pauses';

/** What a movement changes on one São Paulo day of the child. */
export interface DayChange {
  day: string;
  change: DayFigures;
}

/** The changes with one entry per day (an upsert may touch a row once). */
export function mergeDayChanges(changes: readonly DayChange[]): DayChange[] {
  const byDay = new Map<string, DayFigures>();
  for (const { day, change } of changes) {
    byDay.set(day, addDayFigures(byDay.get(day) ?? NO_DAY_FIGURES, change));
  }
  return [...byDay].map(([day, change]) => ({ day, change }));
}

/**
 * The writes that add `changes` (merged) to the child's days, as two parts of one statement
 * (ledger.ts writeMovement): `d_up` adds them to the days the child has, `d_new` inserts the
 * others. Each returns its days' `activities` after it. The child's row lock serialises every
 * writer of its days, so no day appears between the two. A count never goes below 0: should
 * the kept figures ever be short of the history (a row written around the BFF), a review
 * still goes through, and the tests that recount the history catch the cause.
 */
export function dayChangesWrites(childId: string, changes: readonly DayChange[]) {
  const values = sql.join(
    changes.map(
      ({ day, change }) =>
        sql`(${day}::date, ${change.activities}::int, ${change.tasksDone}::int, ${change.approved}::int, ${change.pending}::int, ${change.taskEarnings}::int)`,
    ),
    sql`, `,
  );
  const input = sql`(values ${values}) as v(day, activities, tasks_done, approved, pending, task_earnings_cents)`;
  const child = sql`${childId}::uuid`;
  return {
    d_up: sql`update ${childDays} d set activities = greatest(d.activities + v.activities, 0),
        tasks_done = greatest(d.tasks_done + v.tasks_done, 0),
        approved = greatest(d.approved + v.approved, 0),
        pending = greatest(d.pending + v.pending, 0),
        task_earnings_cents = d.task_earnings_cents + v.task_earnings_cents
      from ${input}
      where d.child_id = ${child} and d.day = v.day
      returning d.day, d.activities`,
    d_new: sql`insert into ${childDays} (child_id, day, activities, tasks_done, approved, pending, task_earnings_cents)
      select ${child}, v.day, greatest(v.activities, 0), greatest(v.tasks_done, 0),
        greatest(v.approved, 0), greatest(v.pending, 0), v.task_earnings_cents
      from ${input}
      where not exists (select 1 from ${childDays} d where d.child_id = ${child} and d.day = v.day)
      returning day, activities`,
  };
}

/**
 * Whether a day became active or stopped being, from the upsert's `activities` after it and
 * the changes it added: the streak must then be counted again.
 */
export function activeDaysChanged(
  changes: readonly DayChange[],
  after: readonly { day: string; activities: number }[],
): boolean {
  const added = new Map(changes.map(({ day, change }) => [day, change.activities]));
  return after.some(({ day, activities }) => {
    const change = added.get(day) ?? 0;
    // A count clamped at 0 went there from at most −change.
    const before = activities === 0 && change < 0 ? -change : activities - change;
    return isActiveDay({ activities }) !== isActiveDay({ activities: before });
  });
}

/**
 * The child's active São Paulo days, oldest first (at most one row per day it was active), and
 * the pauses that apply to it (the family's and its own), which a streak goes on across: what
 * `computeStreaks` counts, in one statement.
 */
export async function activeDays(
  db: Db,
  childId: string,
): Promise<{ days: string[]; pauses: Pause[] }> {
  const [row] = rowsOf<{ days: string[] | null; pauses: unknown }>(
    await db.execute(
      sql`select (select array_agg(d.day::text order by d.day) from ${childDays} d
          where d.child_id = ${childId}::uuid and d.activities > 0) as days,
        ${pausesOfChildJson(sql`${childId}::uuid`)} as pauses`,
    ),
  );
  return { days: row?.days ?? [], pauses: jsonValue<Pause[]>(row?.pauses ?? []) };
}

/** The child's kept figures of the days from `first` to `last` (both included), by day. */
export async function dayFiguresBetween(
  db: Db,
  childId: string,
  first: string,
  last: string,
): Promise<Map<string, DayFigures>> {
  const rows = await db
    .select()
    .from(childDays)
    .where(
      and(eq(childDays.childId, childId), gte(childDays.day, first), lte(childDays.day, last)),
    );
  return new Map(rows.map((row) => [row.day, figuresOfRow(row)]));
}

/** A `child_days` row as the domain's figures. */
export function figuresOfRow(row: typeof childDays.$inferSelect): DayFigures {
  return {
    activities: row.activities,
    tasksDone: row.tasksDone,
    approved: row.approved,
    pending: row.pending,
    taskEarnings: row.taskEarningsCents,
  };
}

/** The child's figures of every day recounted from its submissions and ledger lines. */
export async function dayFiguresFromHistory(
  db: Db,
  childId: string,
): Promise<Map<string, DayFigures>> {
  const [submissions, ledger] = await Promise.all([
    db
      .select({ status: taskSubmissions.status, completedAt: taskSubmissions.completedAt })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.childId, childId)),
    db
      .select({
        type: transactions.type,
        amountCents: transactions.amountCents,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(eq(transactions.childId, childId)),
  ]);
  return dayFiguresOfHistory({ submissions, ledger });
}

/**
 * Writes the child's days from its whole history, replacing what was kept: for history that
 * did not come through the BFF's movements (the demo seed). Runs in the caller's transaction,
 * with the child locked. Returns the active days, oldest first.
 */
export async function rebuildChildDays(tx: Db, childId: string): Promise<string[]> {
  const days = await dayFiguresFromHistory(tx, childId);
  await tx.delete(childDays).where(eq(childDays.childId, childId));
  if (days.size > 0) {
    await tx.insert(childDays).values(
      [...days].map(([day, figures]) => ({
        childId,
        day,
        activities: figures.activities,
        tasksDone: figures.tasksDone,
        approved: figures.approved,
        pending: figures.pending,
        taskEarningsCents: figures.taskEarnings,
      })),
    );
  }
  return activeDaysOf(days);
}
