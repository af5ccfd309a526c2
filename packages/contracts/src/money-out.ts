import { z } from 'zod';
import { CalendarDaySchema, isoDateField, RowIdSchema, TimestampSchema } from './fields';
import { ChildProgressSchema } from './child-public';
import { MSG } from './messages';
import { CentavosSchema, MAX_GOAL_AMOUNT, maxAmount, moneyInput, positiveAmount } from './money';
import { PixKeySchema } from './pix';
import { TransactionSchema, type LedgerEntryKind } from './progress';

/*
 * Money out and reports (issue 40): a parent pays the child (cash or Pix), the Pix charge of a
 * payment, the family's reports and the child's 'Meu dinheiro'.
 */

const M = MSG.payout;
const R = MSG.report;

/** The most one payout pays (as a goal's target: R$ 1.000.000,00). */
export const MAX_PAYOUT_AMOUNT = MAX_GOAL_AMOUNT;

export const PAYOUT_METHODS = ['cash', 'pix'] as const;
export const PayoutMethodSchema = z.enum(PAYOUT_METHODS, { error: M.methodRequired });
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

/** A BR Code's txid (EMV tag 62-05): 1 to 25 letters and digits. */
export const PIX_TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

const payoutAmount = () =>
  moneyInput({ required: M.amountRequired, invalid: M.amountInvalid }, [
    positiveAmount(M.amountInvalid),
    maxAmount(MAX_PAYOUT_AMOUNT, M.overBalance),
  ]);

/**
 * `POST /api/children/{id}/payouts` ('Pagar ao filho', parent): the amount handed over, up to the
 * child's available balance, and how (`cash`, or `pix` with the txid of the BR Code shown, when
 * the parent confirms 'Já paguei'). Send an `Idempotency-Key`.
 */
export const PayoutInputSchema = z.object({
  amount: payoutAmount(),
  method: PayoutMethodSchema,
  txid: z.string({ error: M.txidInvalid }).trim().regex(PIX_TXID_PATTERN, M.txidInvalid).optional(),
});
export type PayoutInput = z.infer<typeof PayoutInputSchema>;

/** The answer of a payout: its ledger line ('Saque') and the child's figures after it. */
export const PayoutResponseSchema = z.object({
  payout: TransactionSchema.extend({ method: PayoutMethodSchema }),
  child: ChildProgressSchema,
});
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;

/** `GET /api/children/{id}/pix-charge?amount=` ('Pagar via Pix'): the amount to charge. */
export const PixChargeQuerySchema = z.object({ amount: payoutAmount() });
export type PixChargeQuery = z.infer<typeof PixChargeQuerySchema>;

/**
 * A static BR Code (Pix 'Copia e Cola') paying `amount` to the child's key. The portal moves no
 * money: the parent pays it in the bank's app, then confirms with a payout of method `pix` and
 * this `txid`.
 */
export const PixChargeResponseSchema = z.object({
  brCode: z.string(),
  txid: z.string().regex(PIX_TXID_PATTERN),
  amount: CentavosSchema,
  merchantName: z.string(),
  merchantCity: z.string(),
  pixKey: PixKeySchema,
});
export type PixChargeResponse = z.infer<typeof PixChargeResponseSchema>;

/** The longest range a report or an export covers. */
export const REPORT_RANGE_MAX_DAYS = 366;

export const REPORT_RANGES = ['week', 'month', 'custom'] as const;

/**
 * The query of `GET /api/reports` and `GET /api/reports/ledger.csv` (parent): the family, or
 * one child (`childId`), over this week (Sunday to today, São Paulo), this month (the 1st to
 * today), or `custom` from `from` to `to` (both included, at most 366 days).
 */
export const ReportQuerySchema = z
  .object({
    childId: z
      .string()
      .trim()
      .max(64, R.rangeInvalid)
      .optional()
      .transform((id) => (id ? id : undefined)),
    range: z.enum(REPORT_RANGES, { error: R.rangeInvalid }).default('month'),
    from: isoDateField(R.rangeInvalid).optional(),
    to: isoDateField(R.rangeInvalid).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: R.rangeInvalid });
      return;
    }
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: R.fromAfterTo });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > REPORT_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: R.rangeTooLong });
    }
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** The money figures of a report, in centavos, over its range. */
export const ReportMoneySchema = z.object({
  /** Net task rewards (rewards minus reversals of rejected ones). */
  earnedTasks: z.number().int(),
  /** Automatic allowances ('Mesada'). */
  earnedAllowance: CentavosSchema,
  /** Other money given or taken by hand (adjustments). */
  adjustments: z.number().int(),
  /** Paid to the child ('Saque'): in total, in cash and by Pix. */
  paidOut: CentavosSchema,
  paidOutCash: CentavosSchema,
  paidOutPix: CentavosSchema,
  /** Net into goals (deposits minus refunds of cancelled goals). */
  savedIntoGoals: z.number().int(),
  /** Other spending lines. */
  spent: CentavosSchema,
  /** Sum of every line of the range (the change of the balance). */
  net: z.number().int(),
});
export type ReportMoney = z.infer<typeof ReportMoneySchema>;

/** What one child (or the family) did over the range. */
export const ReportFiguresSchema = z.object({
  money: ReportMoneySchema,
  /** Balance at the end of each São Paulo day of the range, oldest first. */
  balanceSeries: z.array(z.object({ day: CalendarDaySchema, balance: CentavosSchema })),
  /** Tasks done (completions not rejected) per task category, most first. */
  tasksByCategory: z.array(
    z.object({ category: z.string(), count: z.number().int().nonnegative() }),
  ),
  /** Reviews made in the range. */
  approvals: z.number().int().nonnegative(),
  rejections: z.number().int().nonnegative(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

/** `GET /api/reports`. */
export const ReportResponseSchema = z.object({
  from: CalendarDaySchema,
  to: CalendarDaySchema,
  family: ReportFiguresSchema,
  children: z.array(
    ReportFiguresSchema.extend({
      childId: RowIdSchema,
      name: z.string(),
      /** Days in a row with an activity, as of today, and the best run. */
      streak: z.number().int().nonnegative(),
      bestStreak: z.number().int().nonnegative(),
    }),
  ),
  generatedAt: TimestampSchema,
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

/**
 * `GET /api/children/{childId}/money` ('Meu dinheiro', the child or its parent), in centavos:
 * `earned = available + awaitingApproval + inGoals + received + spent`.
 */
export const ChildMoneyResponseSchema = z.object({
  /** What the child may use now: the balance less rewards still waiting for review. */
  available: CentavosSchema,
  /** Rewards credited at completion whose review is pending (part of the balance). */
  awaitingApproval: CentavosSchema,
  /** Saved into goals (net of refunds). */
  inGoals: CentavosSchema,
  /** Paid to the child ('Saque'). */
  received: CentavosSchema,
  /** Other spending lines. */
  spent: CentavosSchema,
  /** Everything the child was given: tasks, allowances, adjustments. */
  earned: CentavosSchema,
});
export type ChildMoneyResponse = z.infer<typeof ChildMoneyResponseSchema>;

/** The pt-BR name of each kind of ledger line (the CSV export's 'Tipo', the reports). */
export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  task_reward: 'Tarefa',
  task_reward_reversal: 'Tarefa desfeita',
  goal_deposit: 'Guardado na meta',
  goal_refund: 'Devolvido da meta',
  spending: 'Gasto',
  adjustment: 'Ajuste',
  allowance: 'Mesada',
  payout: 'Saque',
};

/** The description of a payout's ledger line: 'Saque' (cash) or 'Saque via Pix'. */
export function payoutDescription(method: PayoutMethod): string {
  return method === 'pix' ? 'Saque via Pix' : 'Saque em dinheiro';
}
