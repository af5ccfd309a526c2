import { addDays, saoPauloHour, saoPauloInstantAt, saoPauloToday } from './calendar';

/**
 * What the notification centre tells (issues 38, 39). Each kind of the four toggles (spec 001 §2
 * "Notifications tab") belongs to one; a toggle off means no message of its kinds at all. The
 * child's allowance and 'Modo férias' messages belong to none: they tell the child about its
 * own money and days, and are always sent; so do the reviews of its tasks (approved, rejected:
 * issue 41), which the child's Home shows as cards until the child has seen them.
 */
export type NotificationKind =
  | 'task_reminder'
  | 'submission_waiting'
  | 'achievement_unlocked'
  | 'goal_milestone'
  | 'weekly_report'
  | 'allowance_paid'
  | 'pause_set'
  | 'task_approved'
  | 'task_rejected';

/** The family toggle that allows each kind; null for a kind always sent. */
export const NOTIFICATION_TOGGLE = {
  task_reminder: 'taskReminders',
  submission_waiting: 'taskReminders',
  achievement_unlocked: 'achievementAlerts',
  goal_milestone: 'goalMilestones',
  weekly_report: 'weeklyReports',
  allowance_paid: null,
  pause_set: null,
  task_approved: null,
  task_rejected: null,
} as const satisfies Record<NotificationKind, string | null>;
export type NotificationToggle = NonNullable<(typeof NOTIFICATION_TOGGLE)[NotificationKind]>;

/** São Paulo hour of the child's reminder of the tasks due today and not done. */
export const TASK_REMINDER_HOUR = 18;
/** A submission older than this many hours reminds the parent. */
export const SUBMISSION_WAIT_HOURS = 24;
/** The weekly report goes out on Sundays (weekday 0) at this São Paulo hour. */
export const WEEKLY_REPORT_HOUR = 19;
/** The child hears nothing from this São Paulo hour on… */
export const CHILD_QUIET_FROM_HOUR = 21;
/** …until this hour the next morning. */
export const CHILD_QUIET_UNTIL_HOUR = 8;
/** Read notifications are kept this many days, unread ones {@link UNREAD_KEEP_DAYS}. */
export const READ_KEEP_DAYS = 30;
export const UNREAD_KEEP_DAYS = 90;

/** Percentages of a goal that are announced. */
export const GOAL_MILESTONES = [50, 100] as const;
export type GoalMilestone = (typeof GOAL_MILESTONES)[number];

/**
 * The milestone a goal passes when its saved amount moves from `before` to `after` centavos,
 * or null: the highest of {@link GOAL_MILESTONES} with `before < m% of target ≤ after`. A goal
 * filled at once is announced as complete only, not also as halfway.
 */
export function goalMilestoneReached(
  before: number,
  after: number,
  target: number,
): GoalMilestone | null {
  if (target <= 0 || after <= before) return null;
  const passed = GOAL_MILESTONES.filter(
    (milestone) => before * 100 < milestone * target && milestone * target <= after * 100,
  );
  return passed.at(-1) ?? null;
}

/** Whether São Paulo's clock is in the child's quiet hours (21:00–08:00) at `now`. */
export function isChildQuietHour(now: Date): boolean {
  const hour = saoPauloHour(now);
  return hour >= CHILD_QUIET_FROM_HOUR || hour < CHILD_QUIET_UNTIL_HOUR;
}

/**
 * When a message for a child made at `now` may reach it: at once outside the quiet hours,
 * else at the next 08:00 São Paulo time (the same day before 08:00, the next day after 21:00).
 */
export function childDeliveryAt(now: Date): Date {
  if (!isChildQuietHour(now)) return now;
  const today = saoPauloToday(now);
  const day = saoPauloHour(now) < CHILD_QUIET_UNTIL_HOUR ? today : addDays(today, 1);
  return saoPauloInstantAt(day, CHILD_QUIET_UNTIL_HOUR);
}

/** The seven São Paulo days a weekly report sent on `day` covers: the six before and `day`. */
export function weeklyReportWeek(day: string): { from: string; to: string } {
  return { from: addDays(day, -6), to: day };
}

/** One child's money in a week, in centavos. */
export interface WeekMoney {
  /** Task rewards (less reversals) and allowances. */
  earned: number;
  /** Moved into goals, less what came back from them. */
  saved: number;
  /** Spending recorded by the family. */
  spent: number;
}

/**
 * The weekly report's money figures from the week's ledger sums by entry type (signed
 * centavos: a goal deposit and a spending are negative). Adjustments count in none.
 */
export function weekMoney(sums: Readonly<Partial<Record<string, number>>>): WeekMoney {
  const of = (type: string) => sums[type] ?? 0;
  return {
    earned: of('task_reward') + of('task_reward_reversal') + of('allowance'),
    saved: 0 - (of('goal_deposit') + of('goal_refund')),
    spent: 0 - of('spending'),
  };
}
