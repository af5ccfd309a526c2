import { z } from 'zod';
import {
  CalendarDaySchema,
  pageCursorField,
  pageLimitField,
  RowIdSchema,
  TimestampSchema,
} from './fields';
import { CentavosSchema, SignedCentavosSchema } from './money';

/*
 * What a child achieved (issue 11): achievements, streaks, statistics of the profile and the
 * child's ledger. All read-only: the BFF computes every figure, no client ever sends one. The
 * child reads its own (`/api/children/{its id}/…`); a parent reads any child of its family;
 * another family's child id is 404.
 */

export const AchievementCategorySchema = z.enum(['streak', 'savings', 'tasks', 'goals', 'special']);
export type AchievementCategoryValue = z.infer<typeof AchievementCategorySchema>;
export const AchievementRaritySchema = z.enum(['common', 'rare', 'epic', 'legendary']);
export type AchievementRarityValue = z.infer<typeof AchievementRaritySchema>;

/**
 * One of the 11 achievements (spec 001 §3, §9) with the child's progress: clamped from 0 to
 * `maxProgress` (centavos for money achievements). Once unlocked it stays unlocked
 * (`unlockedAt` set) even if the figure later drops; `progress` then equals `maxProgress`.
 */
export const AchievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: AchievementCategorySchema,
  rarity: AchievementRaritySchema,
  progress: z.number().int().nonnegative(),
  maxProgress: z.number().int().positive(),
  isUnlocked: z.boolean(),
  unlockedAt: TimestampSchema.nullable(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** `GET /api/children/{childId}/achievements`: the 11, in the catalogue's order. */
export const AchievementListResponseSchema = z.object({
  achievements: z.array(AchievementSchema),
});
export type AchievementListResponse = z.infer<typeof AchievementListResponseSchema>;

/** Streaks (spec 001 §9): current (0 until today has activity), best ever, days this week. */
export const StreaksSchema = z.object({
  current: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  thisWeek: z.number().int().min(0).max(7),
});
export type StreaksValue = z.infer<typeof StreaksSchema>;

/** One day of the 7-day chart: its São Paulo date, label (Dom…Sáb), net task earnings, tasks. */
export const StatsDaySchema = z.object({
  date: CalendarDaySchema,
  label: z.enum(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']),
  /** Task rewards minus reversals of that day, centavos. */
  earnings: SignedCentavosSchema,
  /** Submissions of that day that were not rejected. */
  tasks: z.number().int().nonnegative(),
});
export type StatsDay = z.infer<typeof StatsDaySchema>;

/**
 * `GET /api/children/{childId}/stats`: the profile's statistics, computed in SQL over the
 * whole history (no row limit): totals, today's earnings, streaks, the last 7 São Paulo days
 * (oldest first, today last), records (null = '--') and this month's summary.
 */
export const ChildStatsResponseSchema = z.object({
  childId: RowIdSchema,
  today: CalendarDaySchema,
  totals: z.object({
    balance: CentavosSchema,
    totalEarned: CentavosSchema,
    xp: z.number().int().nonnegative(),
    level: z.number().int().min(1),
    tasksCompleted: z.number().int().nonnegative(),
    goalsCompleted: z.number().int().nonnegative(),
    achievementsUnlocked: z.number().int().nonnegative(),
    achievementsTotal: z.number().int().positive(),
    /** Centavos saved in active goals. */
    savedInGoals: CentavosSchema,
  }),
  /** Net task earnings of today (São Paulo), centavos. */
  todayEarnings: SignedCentavosSchema,
  streaks: StreaksSchema,
  week: z.array(StatsDaySchema).length(7),
  records: z.object({
    biggestDailyEarning: CentavosSchema.nullable(),
    mostTasksInDay: z.number().int().positive().nullable(),
    fastestGoalDays: z.number().int().positive().nullable(),
  }),
  month: z.object({
    /** Net task earnings since the 1st (São Paulo). */
    earnings: SignedCentavosSchema,
    /** Submissions this month that were not rejected. */
    tasks: z.number().int().nonnegative(),
    /** Goals completed this month. */
    goals: z.number().int().nonnegative(),
    /** approved / (pending + approved) this month, in percent; null without submissions. */
    successRate: z.number().int().min(0).max(100).nullable(),
  }),
});
export type ChildStatsResponse = z.infer<typeof ChildStatsResponseSchema>;

/**
 * Kinds of ledger entries as BFF 1.0.0 released them: `Transaction.type`. Its callers check
 * answers against these six, so a newer kind is answered here as the released one its callers
 * read it as (an allowance is an 'adjustment': money given; a payout a 'spending') and in full in `kind`.
 */
export const LedgerEntryTypeSchema = z.enum([
  'task_reward',
  'task_reward_reversal',
  'goal_deposit',
  'goal_refund',
  'spending',
  'adjustment',
]);
export type LedgerEntryTypeValue = z.infer<typeof LedgerEntryTypeSchema>;

/** Every kind of ledger entry (BFF `LEDGER_ENTRY_TYPES`): `Transaction.kind`. */
export const LedgerEntryKindSchema = z.enum([
  ...LedgerEntryTypeSchema.options,
  'allowance',
  'payout',
]);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>;

/** The released `type` of a line of kind `kind` ({@link LedgerEntryTypeSchema}). */
export function releasedLedgerType(kind: LedgerEntryKind): LedgerEntryTypeValue {
  if (kind === 'allowance') return 'adjustment';
  // A payout ('Saque', issue 40) is money leaving the balance, as a spending line.
  if (kind === 'payout') return 'spending';
  return kind;
}

/** A line of the child's ledger: signed amount (negative leaves the balance), balance after. */
export const TransactionSchema = z.object({
  id: RowIdSchema,
  type: LedgerEntryTypeSchema,
  kind: LedgerEntryKindSchema,
  description: z.string(),
  amount: SignedCentavosSchema,
  balanceAfter: CentavosSchema,
  taskId: RowIdSchema.nullable(),
  goalId: RowIdSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TRANSACTION_PAGE_SIZE = 20;
export const TRANSACTION_PAGE_SIZE_MAX = 100;

/** `GET /api/children/{childId}/transactions` query: opaque cursor and page size (default 20). */
export const TransactionListQuerySchema = z.object({
  cursor: pageCursorField(),
  limit: pageLimitField(TRANSACTION_PAGE_SIZE, TRANSACTION_PAGE_SIZE_MAX),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>;

/** A page of the ledger, newest first (created_at, id); `nextCursor` null on the last page. */
export const TransactionListResponseSchema = z.object({
  transactions: z.array(TransactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionListResponse = z.infer<typeof TransactionListResponseSchema>;
