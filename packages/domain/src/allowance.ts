import {
  addDays,
  parseIsoDate,
  saoPauloInstantAt,
  saoPauloToday,
  toIsoDate,
  startOfWeek,
  weekdayOf,
} from './calendar';
import { isPausedOn, type Pause } from './pause';

/** When an allowance is paid: weekly on a weekday (0 Sunday) or monthly on a day 1–28. */
export type AllowanceSchedule =
  | { period: 'weekly'; weekday: number; monthDay?: null }
  | { period: 'monthly'; monthDay: number; weekday?: null };

/** What has been paid so far: the day it started (São Paulo) and its last payday paid. */
export interface AllowanceHistory {
  startsOn: string;
  lastPaidOn: string | null;
}

/** The São Paulo hour at which a payday pays. */
export const ALLOWANCE_PAY_HOUR = 8;

/** The latest payday of `schedule` on or before `day` (YYYY-MM-DD). */
export function paydayOnOrBefore(schedule: AllowanceSchedule, day: string): string {
  if (schedule.period === 'weekly') {
    return addDays(day, -((weekdayOf(day) - schedule.weekday + 7) % 7));
  }
  const parsed = parseIsoDate(day)!;
  if (parsed.day >= schedule.monthDay) return toIsoDate({ ...parsed, day: schedule.monthDay });
  return toIsoDate({ ...parsed, month: parsed.month - 1, day: schedule.monthDay });
}

/** The first payday of `schedule` on or after `day` (YYYY-MM-DD). */
export function paydayOnOrAfter(schedule: AllowanceSchedule, day: string): string {
  if (schedule.period === 'weekly') {
    return addDays(day, (schedule.weekday - weekdayOf(day) + 7) % 7);
  }
  const parsed = parseIsoDate(day)!;
  if (parsed.day <= schedule.monthDay) return toIsoDate({ ...parsed, day: schedule.monthDay });
  return toIsoDate({ ...parsed, month: parsed.month + 1, day: schedule.monthDay });
}

/**
 * The period a day belongs to for `schedule`: its Sunday-to-Saturday week (`w2026-11-29`) or its
 * month (`m2026-12`). A child is paid once per period: the ledger line's key is
 * `allowance:<period>`.
 */
export function periodOf(schedule: AllowanceSchedule, day: string): string {
  return schedule.period === 'weekly' ? `w${startOfWeek(day)}` : `m${day.slice(0, 7)}`;
}

/** The instant a payday pays: 08:00 on São Paulo's clock that day. */
export function paydayInstant(day: string): Date {
  return saoPauloInstantAt(day, ALLOWANCE_PAY_HOUR);
}

/**
 * The payday to pay at `now`, or null: the LATEST payday whose 08:00 has passed, on or after the
 * day the allowance started and after the last one paid. Paydays missed before it (a server
 * down for weeks) are not paid: only the last one is, once.
 */
export function duePayday(
  schedule: AllowanceSchedule,
  history: AllowanceHistory,
  now: Date,
  pauses: readonly Pause[] = [],
): string | null {
  let day = paydayOnOrBefore(schedule, saoPauloToday(now));
  if (paydayInstant(day).getTime() > now.getTime()) {
    day = paydayOnOrBefore(schedule, addDays(day, -1));
  }
  if (day < history.startsOn) return null;
  if (history.lastPaidOn !== null && day <= history.lastPaidOn) return null;
  // One payment per period: a schedule changed after a payment starts in the next period.
  if (
    history.lastPaidOn !== null &&
    periodOf(schedule, day) === periodOf(schedule, history.lastPaidOn)
  ) {
    return null;
  }
  // A payday of a pause ('Modo férias') is not paid, then or later.
  if (isPausedOn(pauses, day)) return null;
  return day;
}

/**
 * The payday shown as 'Próxima mesada': the one about to be paid when one is due, else the first
 * payday after the last one paid, not before the day the allowance started nor before today.
 */
export function nextPayday(
  schedule: AllowanceSchedule,
  history: AllowanceHistory,
  now: Date,
  pauses: readonly Pause[] = [],
): string {
  const due = duePayday(schedule, history, now, pauses);
  if (due !== null) return due;
  const today = saoPauloToday(now);
  const after = history.lastPaidOn === null ? history.startsOn : addDays(history.lastPaidOn, 1);
  const from = [today, history.startsOn, after].sort().at(-1)!;
  let candidate = paydayOnOrAfter(schedule, from);
  // Today's 08:00 has passed and it was not due: it is before the allowance started.
  if (paydayInstant(candidate).getTime() <= now.getTime()) {
    candidate = paydayOnOrAfter(schedule, addDays(candidate, 1));
  }
  const paidPeriod = history.lastPaidOn === null ? null : periodOf(schedule, history.lastPaidOn);
  while (isPausedOn(pauses, candidate) || periodOf(schedule, candidate) === paidPeriod) {
    candidate = paydayOnOrAfter(schedule, addDays(candidate, 1));
  }
  return candidate;
}

/** A goal as the allowance's share sees it. */
export interface ShareableGoal {
  id: string;
  savedCents: number;
  targetCents: number;
  createdAt: Date | string;
  completedAt: Date | string | null;
}

/**
 * The child's active goal, which an allowance's share goes into: the oldest goal not yet
 * reached (the one the child started saving for first); null when every goal is reached.
 */
export function activeGoalOf<G extends ShareableGoal>(goals: readonly G[]): G | null {
  const open = goals.filter(
    (goal) => goal.completedAt === null && goal.savedCents < goal.targetCents,
  );
  open.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return open[0] ?? null;
}

/**
 * What a payment of `amountCents` puts into the active goal: its share (whole centavos, rounded
 * down), at most what the goal still lacks.
 */
export function allowanceGoalShare(
  amountCents: number,
  goalSharePercent: number,
  goal: ShareableGoal | null,
): number {
  if (!goal) return 0;
  const share = Math.floor((amountCents * goalSharePercent) / 100);
  return Math.max(0, Math.min(share, goal.targetCents - goal.savedCents));
}
