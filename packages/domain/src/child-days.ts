import { saoPauloToday } from './calendar';
import type { SubmissionStatus } from './submission-status';

/**
 * What one São Paulo day of a child adds up to, kept as money and reviews move (issue 37): the
 * profile's week, month, records and streaks read these instead of the whole history.
 */
export interface DayFigures {
  /** What makes the day count for the streak: submissions not rejected, positive adjustments. */
  activities: number;
  /** Submissions completed that day that are not rejected (the daily task limit counts them). */
  tasksDone: number;
  /** Of those, the approved and the pending ones (the month's success rate). */
  approved: number;
  pending: number;
  /** Net task earnings entered that day: rewards minus their reversals, in centavos. */
  taskEarnings: number;
}

/** A day with nothing in it. */
export const NO_DAY_FIGURES: Readonly<DayFigures> = {
  activities: 0,
  tasksDone: 0,
  approved: 0,
  pending: 0,
  taskEarnings: 0,
};

/** Ledger entry types that are task earnings (rewards and the reversals of rejected ones). */
export const TASK_EARNING_TYPES = ['task_reward', 'task_reward_reversal'] as const;

/**
 * What a submission in `status` adds to the day it was completed on (spec 001 §9 "Streak": a
 * submission that was not rejected makes its day active).
 */
export function submissionDayFigures(status: SubmissionStatus): DayFigures {
  if (status === 'rejected') return { ...NO_DAY_FIGURES };
  return {
    ...NO_DAY_FIGURES,
    activities: 1,
    tasksDone: 1,
    approved: status === 'approved' ? 1 : 0,
    pending: status === 'pending' ? 1 : 0,
  };
}

/**
 * What a ledger line adds to the day it was entered on: task earnings for a reward or its
 * reversal; a positive adjustment is income and makes the day active (a goal refund is the
 * child's own money coming back, not income).
 */
export function ledgerDayFigures(type: string, amountCents: number): DayFigures {
  return {
    ...NO_DAY_FIGURES,
    activities: type === 'adjustment' && amountCents > 0 ? 1 : 0,
    taskEarnings: (TASK_EARNING_TYPES as readonly string[]).includes(type) ? amountCents : 0,
  };
}

/** `a + b`, figure by figure (`sign` −1: `a − b`). */
export function addDayFigures(a: DayFigures, b: DayFigures, sign: 1 | -1 = 1): DayFigures {
  return {
    activities: a.activities + sign * b.activities,
    tasksDone: a.tasksDone + sign * b.tasksDone,
    approved: a.approved + sign * b.approved,
    pending: a.pending + sign * b.pending,
    taskEarnings: a.taskEarnings + sign * b.taskEarnings,
  };
}

/** What a submission's change of status changes on its completion day. */
export function reviewDayChange(from: SubmissionStatus, to: SubmissionStatus): DayFigures {
  return addDayFigures(submissionDayFigures(to), submissionDayFigures(from), -1);
}

/** Whether nothing changes. */
export function isNoDayChange(figures: DayFigures): boolean {
  return Object.values(figures).every((value) => value === 0);
}

/** Whether the day counts for the streak. */
export function isActiveDay(figures: Pick<DayFigures, 'activities'>): boolean {
  return figures.activities > 0;
}

/** A child's history as {@link dayFiguresOfHistory} reads it. */
export interface ChildHistory {
  submissions: readonly { status: SubmissionStatus; completedAt: Date }[];
  ledger: readonly { type: string; amountCents: number; createdAt: Date }[];
}

/**
 * Every day's figures recounted from the whole history, keyed by São Paulo day: what the kept
 * figures must equal at every moment (the seed writes them so, the tests check them so).
 */
export function dayFiguresOfHistory(history: ChildHistory): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>();
  const add = (day: string, figures: DayFigures) =>
    days.set(day, addDayFigures(days.get(day) ?? NO_DAY_FIGURES, figures));
  for (const s of history.submissions)
    add(saoPauloToday(s.completedAt), submissionDayFigures(s.status));
  for (const l of history.ledger)
    add(saoPauloToday(l.createdAt), ledgerDayFigures(l.type, l.amountCents));
  for (const [day, figures] of days) if (isNoDayChange(figures)) days.delete(day);
  return days;
}

/** The active days among `days` (see {@link isActiveDay}), oldest first. */
export function activeDaysOf(days: ReadonlyMap<string, DayFigures>): string[] {
  return [...days]
    .filter(([, figures]) => isActiveDay(figures))
    .map(([day]) => day)
    .sort();
}
