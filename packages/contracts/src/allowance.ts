import { z } from 'zod';
import { CalendarDaySchema } from './fields';
import { MSG } from './messages';
import { maxAmount, moneyInput } from './money';

/** The least and the most one allowance pays, in centavos (R$ 0,50 to R$ 1.000,00). */
export const ALLOWANCE_MIN_CENTS = 50;
export const ALLOWANCE_MAX_CENTS = 100_000;
/** Monthly paydays stop at 28 so that every month has one. */
export const ALLOWANCE_MONTH_DAY_MAX = 28;

export const AllowancePeriodSchema = z.enum(['weekly', 'monthly']);
export type AllowancePeriod = z.infer<typeof AllowancePeriodSchema>;

const M = MSG.allowance;

/**
 * `PUT /api/children/{id}/allowance`: the child's automatic allowance. Weekly on `weekday`
 * (0 Sunday … 6 Saturday) or monthly on `monthDay` (1–28); `goalSharePercent` of each payment
 * goes straight into the child's active goal. Paid at 08:00 São Paulo time on payday.
 */
export const AllowanceInputSchema = z
  .object({
    amountCents: moneyInput({ required: M.amountRequired, invalid: M.amountRange }, [
      [(centavos) => centavos >= ALLOWANCE_MIN_CENTS, M.amountRange],
      maxAmount(ALLOWANCE_MAX_CENTS, M.amountRange),
    ]),
    period: z.enum(AllowancePeriodSchema.options, { error: M.periodRequired }),
    weekday: z
      .number({ error: M.weekdayRequired })
      .int(M.weekdayRequired)
      .min(0, M.weekdayRequired)
      .max(6, M.weekdayRequired)
      .nullable()
      .default(null),
    monthDay: z
      .number({ error: M.monthDayRange })
      .int(M.monthDayRange)
      .min(1, M.monthDayRange)
      .max(ALLOWANCE_MONTH_DAY_MAX, M.monthDayRange)
      .nullable()
      .default(null),
    goalSharePercent: z
      .number({ error: M.goalShareRange })
      .int(M.goalShareRange)
      .min(0, M.goalShareRange)
      .max(100, M.goalShareRange)
      .default(0),
  })
  .superRefine((input, context) => {
    if (input.period === 'weekly' && input.weekday === null) {
      context.addIssue({ code: 'custom', path: ['weekday'], message: M.weekdayRequired });
    }
    if (input.period === 'monthly' && input.monthDay === null) {
      context.addIssue({ code: 'custom', path: ['monthDay'], message: M.monthDayRange });
    }
  })
  .transform((input) => ({
    ...input,
    weekday: input.period === 'weekly' ? input.weekday : null,
    monthDay: input.period === 'monthly' ? input.monthDay : null,
  }));
export type AllowanceInput = z.infer<typeof AllowanceInputSchema>;

/** A child's allowance as stored. */
export const AllowanceSchema = z.object({
  amountCents: z.number().int(),
  period: AllowancePeriodSchema,
  weekday: z.number().int().min(0).max(6).nullable(),
  monthDay: z.number().int().min(1).max(ALLOWANCE_MONTH_DAY_MAX).nullable(),
  goalSharePercent: z.number().int().min(0).max(100),
});
export type Allowance = z.infer<typeof AllowanceSchema>;

/** `GET`/`PUT /api/children/{id}/allowance`: the allowance (null: none) and its next payday. */
export const AllowanceResponseSchema = z.object({
  allowance: AllowanceSchema.nullable(),
  /**
   * The next São Paulo day it pays (YYYY-MM-DD); null without an allowance. An answer's day is
   * `CalendarDaySchema`, which JSON Schema can carry (ADR 050), not the input's `IsoDateSchema`.
   */
  nextPayday: CalendarDaySchema.nullable(),
});
export type AllowanceResponse = z.infer<typeof AllowanceResponseSchema>;
