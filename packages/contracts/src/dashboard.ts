import { z } from 'zod';
import { AgeGroupSchema } from './child-public';
import { RowIdSchema, TimestampSchema } from './fields';
import { CentavosSchema, SignedCentavosSchema } from './money';

/*
 * The parent dashboard 'Painel dos Pais' (spec 001 §2, §7 "Parent dashboard", §9; issue 12;
 * ADR 030): every figure in one read, `GET /api/parent/dashboard`, computed by the BFF. The
 * apps never add balances themselves. Timestamps only: the UI renders relative times
 * ('há 5 minutos') so they stay true while the screen is open.
 */

/** One child of the overview. */
export const DashboardChildSchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  age: z.number().int(),
  ageGroup: AgeGroupSchema,
  /** Centavos. */
  balance: CentavosSchema,
  /** Submissions of this child waiting for the parent's approval. */
  pendingCount: z.number().int().nonnegative(),
  /** Current streak: the stored run only when its last active day is today (São Paulo), else 0. */
  streak: z.number().int().nonnegative(),
  /** Tasks this child completed on today's São Paulo day (0: the badge is not shown). */
  completedToday: z.number().int().nonnegative(),
  active: z.boolean(),
});
export type DashboardChild = z.infer<typeof DashboardChildSchema>;

/** Kinds of the recent activity feed (spec 001 §2). */
export const DashboardActivityTypeSchema = z.enum([
  'task_completed',
  'task_pending',
  'spending',
  'income',
  'info',
]);
export type DashboardActivityType = z.infer<typeof DashboardActivityTypeSchema>;

/** One item of the recent activity feed, with its pt-BR message. */
export const DashboardActivitySchema = z.object({
  /** `submission:<id>` or `ledger:<id>`: unique across both sources. */
  id: z.string(),
  type: DashboardActivityTypeSchema,
  childName: z.string(),
  message: z.string(),
  /** Signed centavos moved by the item, or null when it moved no money (yet). */
  amount: SignedCentavosSchema.nullable(),
  timestamp: TimestampSchema,
});
export type DashboardActivity = z.infer<typeof DashboardActivitySchema>;

/** At most this many activity items (spec 001 §9 "Recent activity"). */
export const DASHBOARD_ACTIVITY_LIMIT = 6;

/** `GET /api/parent/dashboard`. */
export const ParentDashboardResponseSchema = z.object({
  family: z.object({ name: z.string() }),
  /** Every child of the family, active or not, oldest first. */
  children: z.array(DashboardChildSchema),
  /** Sum of the children's balances, centavos. */
  totalBalance: CentavosSchema,
  /**
   * Spending of the week that began on Sunday 00:00 São Paulo (spec 001 §9, ADR 030): money the
   * children spent plus the value committed by tasks created this week. `limit` is the family's
   * `maxWeeklySpending` in centavos, null when none is set (0); `overLimit` when amount > limit.
   */
  weeklySpending: z.object({
    amount: CentavosSchema,
    limit: CentavosSchema.nullable(),
    overLimit: z.boolean(),
  }),
  /**
   * Open tasks a child can do today: not completed, with no due date or a due date today or
   * earlier (São Paulo) — what the children's task lists offer today (ADR 030).
   */
  tasksToday: z.number().int().nonnegative(),
  /** Submissions of the family waiting for approval. */
  pendingApprovals: z.number().int().nonnegative(),
  /** Newest first, at most {@link DASHBOARD_ACTIVITY_LIMIT}. */
  activity: z.array(DashboardActivitySchema).max(DASHBOARD_ACTIVITY_LIMIT),
});
export type ParentDashboardResponse = z.infer<typeof ParentDashboardResponseSchema>;

/** Messages of the activity feed (the spec names the feed but not its texts). */
export const DASHBOARD_ACTIVITY_TEXT = {
  /** ours */
  completed: (child: string, task: string) => `${child} concluiu "${task}"`,
  /** ours */
  pending: (child: string, task: string) => `${child} aguarda aprovação de "${task}"`,
  /** ours */
  rejected: (child: string, task: string) => `"${task}" de ${child} foi rejeitada`,
  /** ours */
  income: (child: string, money: string) => `${child} recebeu ${money}`,
  /** ours */
  spending: (child: string, money: string) => `${child} gastou ${money}`,
  /** ours */
  goalDeposit: (child: string, money: string) => `${child} guardou ${money} em uma meta`,
  /** ours */
  goalRefund: (child: string, money: string) => `${child} recuperou ${money} de uma meta`,
  /** ours (issue 38) */
  allowance: (child: string, money: string) => `${child} recebeu a mesada de ${money}`,
  /** ours (issue 40): a payout ('Saque') in cash or by Pix. */
  payout: (child: string, money: string) => `Saque de ${money} pago a ${child}`,
  /** ours */
  reversal: (child: string, money: string) => `Recompensa de ${money} de ${child} estornada`,
} as const;
