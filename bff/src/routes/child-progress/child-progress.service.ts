import {
  type ChildStatsResponse,
  type StatsDay,
  type TransactionListQuery,
  type TransactionListResponse,
} from '@portal/contracts';
import {
  ACHIEVEMENTS,
  addDays,
  goalDurationDays,
  SAO_PAULO_TZ,
  saoPauloStartOfDay,
  saoPauloToday,
  weekdayOf,
  WEEKDAY_LABELS,
} from '@portal/domain';
import { and, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childAchievements, goals, taskSubmissions, transactions } from '../../db/schema';
import type { ChildRow } from '../../lib/child-public';
import { decodeCursor, encodeCursor, rowsOf } from '../../lib/keyset';
import { streaksOf } from '../../lib/progress/activity-days';

/** Ledger lines that are task earnings: rewards, and the reversals of rejected ones. */
const TASK_EARNING_TYPES = ['task_reward', 'task_reward_reversal'] as const;

/** The zone as an SQL literal: a constant, and the same text in SELECT and GROUP BY. */
const ZONE = sql.raw(`'${SAO_PAULO_TZ}'`);

/** The São Paulo calendar day of a timestamp column, `YYYY-MM-DD`. */
function saoPauloDay(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
}

function timestamp(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/**
 * `GET /api/children/{childId}/stats` for `child` (already checked readable), as of `now`.
 * Every figure is an SQL aggregate over the child's indexed rows (ledger lines by
 * `transactions_child_created_idx`, submissions by `task_submissions_child_idx`, goals by
 * `goals_child_id_idx`): per São Paulo day for the last 7 days and this month (at most 37
 * rows reach the BFF), one row of scalar aggregates for the totals and records over the whole
 * history, and the active days for the streaks. Nothing after today counts.
 */
export async function childStats(
  db: Db,
  child: ChildRow,
  now: Date = new Date(),
): Promise<ChildStatsResponse> {
  const today = saoPauloToday(now);
  const weekFirst = addDays(today, -6);
  const monthFirst = `${today.slice(0, 8)}01`;
  const windowFirst = weekFirst < monthFirst ? weekFirst : monthFirst;
  const from = saoPauloStartOfDay(windowFirst);
  const monthStart = saoPauloStartOfDay(monthFirst);
  const end = saoPauloStartOfDay(addDays(today, 1));

  const earningDay = saoPauloDay(transactions.createdAt);
  const submissionDay = saoPauloDay(taskSubmissions.completedAt);
  const [earningDays, submissionDays, [summary], streaks] = await Promise.all([
    db
      .select({
        day: earningDay,
        earnings: sql<number>`sum(${transactions.amountCents})`.mapWith(Number),
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.childId, child.id),
          inArray(transactions.type, [...TASK_EARNING_TYPES]),
          gte(transactions.createdAt, from),
          lt(transactions.createdAt, end),
        ),
      )
      .groupBy(earningDay),
    db
      .select({
        day: submissionDay,
        tasks: sql<number>`count(*) filter (where ${taskSubmissions.status} <> 'rejected')`.mapWith(
          Number,
        ),
        approved:
          sql<number>`count(*) filter (where ${taskSubmissions.status} = 'approved')`.mapWith(
            Number,
          ),
        pending: sql<number>`count(*) filter (where ${taskSubmissions.status} = 'pending')`.mapWith(
          Number,
        ),
      })
      .from(taskSubmissions)
      .where(
        and(
          eq(taskSubmissions.childId, child.id),
          gte(taskSubmissions.completedAt, from),
          lt(taskSubmissions.completedAt, end),
        ),
      )
      .groupBy(submissionDay),
    db.execute(summarySql(child.id, monthStart, end)).then(rowsOf<SummaryRow>),
    streaksOf(db, child.id, now),
  ]);

  const earningsOn = new Map(earningDays.map((row) => [row.day, row.earnings]));
  const submissionsOn = new Map(submissionDays.map((row) => [row.day, row]));
  const week: StatsDay[] = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekFirst, i);
    return {
      date,
      label: WEEKDAY_LABELS[weekdayOf(date)]!,
      earnings: earningsOn.get(date) ?? 0,
      tasks: submissionsOn.get(date)?.tasks ?? 0,
    };
  });

  // This month from the per-day rows above (at most 31 of them, already aggregated in SQL).
  let monthEarnings = 0;
  for (const row of earningDays) if (row.day >= monthFirst) monthEarnings += row.earnings;
  let monthTasks = 0;
  let approved = 0;
  let reviewable = 0;
  for (const row of submissionDays) {
    if (row.day < monthFirst) continue;
    monthTasks += row.tasks;
    approved += row.approved;
    reviewable += row.approved + row.pending;
  }

  const figures = summary ?? EMPTY_SUMMARY;
  const fastestMs = numberOrNull(figures.fastest_goal_ms);
  return {
    childId: child.id,
    today,
    totals: {
      balance: child.balanceCents,
      totalEarned: child.totalEarnedCents,
      xp: child.xp,
      level: child.level,
      tasksCompleted: child.tasksCompleted,
      goalsCompleted: Number(figures.goals_completed),
      achievementsUnlocked: Number(figures.achievements_unlocked),
      achievementsTotal: ACHIEVEMENTS.length,
      savedInGoals: Number(figures.saved_in_goals),
    },
    todayEarnings: week[6]!.earnings,
    streaks,
    week,
    records: {
      biggestDailyEarning: numberOrNull(figures.biggest_daily_earning),
      mostTasksInDay: numberOrNull(figures.most_tasks_in_day),
      fastestGoalDays:
        fastestMs === null ? null : goalDurationDays(new Date(0), new Date(fastestMs)),
    },
    month: {
      earnings: monthEarnings,
      tasks: monthTasks,
      goals: Number(figures.goals_this_month),
      successRate: reviewable === 0 ? null : Math.round((100 * approved) / reviewable),
    },
  };
}

/** The one row of whole-history aggregates (numbers may arrive as text: bigint, numeric). */
interface SummaryRow {
  goals_completed: number | string;
  goals_this_month: number | string;
  achievements_unlocked: number | string;
  saved_in_goals: number | string;
  biggest_daily_earning: number | string | null;
  most_tasks_in_day: number | string | null;
  fastest_goal_ms: number | string | null;
}

const EMPTY_SUMMARY: SummaryRow = {
  goals_completed: 0,
  goals_this_month: 0,
  achievements_unlocked: 0,
  saved_in_goals: 0,
  biggest_daily_earning: null,
  most_tasks_in_day: null,
  fastest_goal_ms: null,
};

/**
 * Totals and records over the whole history up to `end`, as scalar subqueries of one
 * statement. Records are maxima over São Paulo days: the best day's positive net task
 * earnings, the day with most submissions not rejected; the fastest goal is the shortest time
 * from creation to completion (turned into whole days by the domain's `goalDurationDays`).
 */
function summarySql(childId: string, monthStart: Date, end: Date): SQL {
  const child = sql`${childId}::uuid`;
  return sql`
    select
      (select count(*) from ${goals}
        where ${goals.childId} = ${child} and ${goals.completedAt} is not null) as goals_completed,
      (select count(*) from ${goals}
        where ${goals.childId} = ${child}
          and ${goals.completedAt} >= ${timestamp(monthStart)}
          and ${goals.completedAt} < ${timestamp(end)}) as goals_this_month,
      (select count(*) from ${childAchievements}
        where ${childAchievements.childId} = ${child}) as achievements_unlocked,
      (select coalesce(sum(${goals.savedCents}), 0) from ${goals}
        where ${goals.childId} = ${child} and ${goals.completedAt} is null) as saved_in_goals,
      (select max(day_net) from (
        select sum(${transactions.amountCents}) as day_net from ${transactions}
         where ${transactions.childId} = ${child}
           and ${transactions.type} in ('task_reward', 'task_reward_reversal')
           and ${transactions.createdAt} < ${timestamp(end)}
         group by (${transactions.createdAt} at time zone ${ZONE})::date
      ) days where day_net > 0) as biggest_daily_earning,
      (select max(day_tasks) from (
        select count(*) as day_tasks from ${taskSubmissions}
         where ${taskSubmissions.childId} = ${child}
           and ${taskSubmissions.status} <> 'rejected'
           and ${taskSubmissions.completedAt} < ${timestamp(end)}
         group by (${taskSubmissions.completedAt} at time zone ${ZONE})::date
      ) days) as most_tasks_in_day,
      (select extract(epoch from min(${goals.completedAt} - ${goals.createdAt})) * 1000
         from ${goals}
        where ${goals.childId} = ${child}
          and ${goals.completedAt} is not null
          and ${goals.completedAt} < ${timestamp(end)}) as fastest_goal_ms`;
}

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

// ---------------------------------------------------------------------------------------------
// The ledger, newest first.

/**
 * `GET /api/children/{childId}/transactions`: one page of the child's ledger, newest first by
 * (created_at desc, id desc) with a keyset cursor, so lines appended meanwhile never shift a
 * page and ties on created_at never repeat or skip a line.
 */
export async function listChildTransactions(
  db: Db,
  childId: string,
  query: TransactionListQuery,
): Promise<TransactionListResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const ofChild = eq(transactions.childId, childId);
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      description: transactions.description,
      amount: transactions.amountCents,
      balanceAfter: transactions.balanceAfterCents,
      taskId: transactions.taskId,
      goalId: transactions.goalId,
      createdAt: transactions.createdAt,
      micros: sql<string>`(extract(epoch from ${transactions.createdAt}) * 1000000)::bigint::text`,
    })
    .from(transactions)
    .where(
      after
        ? and(
            ofChild,
            sql`(${transactions.createdAt}, ${transactions.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
          )
        : ofChild,
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    transactions: page.map(({ micros: _micros, createdAt, ...line }) => ({
      ...line,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
  };
}
