import {
  type ChildStatsResponse,
  type StatsDay,
  type TransactionListQuery,
  type TransactionListResponse,
  releasedLedgerType,
} from '@portal/contracts';
import {
  ACHIEVEMENTS,
  addDays,
  goalDurationDays,
  isActiveDay,
  NO_DAY_FIGURES,
  reviewedSuccessRate,
  saoPauloStartOfDay,
  saoPauloToday,
  startOfWeek,
  weekdayOf,
  WEEKDAY_LABELS,
} from '@portal/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  childAchievements,
  childDays,
  goals,
  taskSubmissions,
  transactions,
} from '../../db/schema';
import { currentStreak, type ChildRow } from '../../lib/child-public';
import { decodeCursor, encodeCursor, rowsOf } from '../../lib/keyset';
import { dayFiguresBetween } from '../../lib/progress/child-days';

/**
 * `GET /api/children/{childId}/stats` for `child` (already checked readable), as of `now`.
 * Every figure comes from what is kept as money moves (ADR 061): the child row's totals and
 * streak, the kept days (`child_days`) of the last 7 days and this month (at most 37 rows),
 * the records as maxima over the kept days, and three aggregates over the child's goals and
 * achievements. Nothing after today counts. Nothing reads the whole ledger.
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
  const monthStart = saoPauloStartOfDay(monthFirst);
  const end = saoPauloStartOfDay(addDays(today, 1));

  const [days, [summary]] = await Promise.all([
    dayFiguresBetween(db, child.id, windowFirst, today),
    db.execute(summarySql(child.id, today, monthStart, end)).then(rowsOf<SummaryRow>),
  ]);
  const on = (date: string) => days.get(date) ?? NO_DAY_FIGURES;

  const week: StatsDay[] = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekFirst, i);
    return {
      date,
      label: WEEKDAY_LABELS[weekdayOf(date)]!,
      earnings: on(date).taskEarnings,
      tasks: on(date).tasksDone,
    };
  });

  let monthEarnings = 0;
  let monthTasks = 0;
  let approved = 0;
  let pending = 0;
  for (const [date, figures] of days) {
    if (date < monthFirst) continue;
    monthEarnings += figures.taskEarnings;
    monthTasks += figures.tasksDone;
    approved += figures.approved;
    pending += figures.pending;
  }

  // The streak as stored by the last movement that changed a day (progress.ts), this week's
  // active days from the kept days.
  const weekStart = startOfWeek(today);
  let thisWeek = 0;
  for (let i = 0; i < 7; i += 1) {
    const date = addDays(weekStart, i);
    if (date <= today && isActiveDay(on(date))) thisWeek += 1;
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
    streaks: { current: currentStreak(child, today), best: child.bestStreak, thisWeek },
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
      successRate: reviewedSuccessRate({
        approved,
        pending,
        reviewed: Number(figures.reviewed_this_month),
      }),
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
  /** 1 when a submission completed this month was reviewed (approved or rejected), else 0. */
  reviewed_this_month: number | string;
}

const EMPTY_SUMMARY: SummaryRow = {
  goals_completed: 0,
  goals_this_month: 0,
  achievements_unlocked: 0,
  saved_in_goals: 0,
  biggest_daily_earning: null,
  most_tasks_in_day: null,
  fastest_goal_ms: null,
  reviewed_this_month: 0,
};

function timestamp(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/**
 * Totals and records up to today, as scalar subqueries of one statement: the records are
 * maxima over the kept days (the best day's positive net task earnings, the day with most
 * submissions not rejected); the fastest goal is the shortest time from creation to
 * completion (turned into whole days by the domain's `goalDurationDays`); whether a submission of
 * this month was reviewed yet (the success rate waits for one, issue 41).
 */
function summarySql(childId: string, today: string, monthStart: Date, end: Date): SQL {
  const child = sql`${childId}::uuid`;
  const upToToday = sql`${childDays.childId} = ${child} and ${childDays.day} <= ${today}::date`;
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
      (select max(${childDays.taskEarningsCents}) from ${childDays}
        where ${upToToday} and ${childDays.taskEarningsCents} > 0) as biggest_daily_earning,
      (select max(${childDays.tasksDone}) from ${childDays}
        where ${upToToday} and ${childDays.tasksDone} > 0) as most_tasks_in_day,
      (select extract(epoch from min(${goals.completedAt} - ${goals.createdAt})) * 1000
         from ${goals}
        where ${goals.childId} = ${child}
          and ${goals.completedAt} is not null
          and ${goals.completedAt} < ${timestamp(end)}) as fastest_goal_ms,
      (select count(*) from (select 1 from ${taskSubmissions}
        where ${taskSubmissions.childId} = ${child}
          and ${taskSubmissions.status} <> 'pending'
          and ${taskSubmissions.completedAt} >= ${timestamp(monthStart)}
          and ${taskSubmissions.completedAt} < ${timestamp(end)}
        limit 1) as reviewed) as reviewed_this_month`;
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
    transactions: page.map(({ micros: _micros, createdAt, type, ...line }) => ({
      ...line,
      type: releasedLedgerType(type),
      kind: type,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
  };
}
