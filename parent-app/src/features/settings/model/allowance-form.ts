import {
  AllowanceInputSchema,
  type Allowance,
  type AllowanceInput,
  type AllowancePeriod,
} from '@portal/contracts/allowance';
import { nextPayday, saoPauloToday, type AllowanceSchedule } from '@portal/domain';
import { z } from 'zod';
import { moneyText } from './child-form';

/** What the 'Mesada automática' form holds while the parent types (selects hold text). */
export interface AllowanceFormValues {
  /** The amount as typed (reais, comma or dot). */
  amountCents: string;
  period: AllowancePeriod;
  /** '0' (Sunday) … '6', '' before one is chosen. */
  weekday: string;
  /** '1' … '28', '' before one is chosen. */
  monthDay: string;
  goalSharePercent: string;
}

export const EMPTY_ALLOWANCE: AllowanceFormValues = {
  amountCents: '',
  period: 'weekly',
  weekday: '',
  monthDay: '',
  goalSharePercent: '0',
};

/** The form's starting values: the stored allowance, else {@link EMPTY_ALLOWANCE}. */
export function allowanceValues(allowance: Allowance | null): AllowanceFormValues {
  if (!allowance) return EMPTY_ALLOWANCE;
  return {
    amountCents: moneyText(allowance.amountCents),
    period: allowance.period,
    weekday: allowance.weekday === null ? '' : String(allowance.weekday),
    monthDay: allowance.monthDay === null ? '' : String(allowance.monthDay),
    goalSharePercent: String(allowance.goalSharePercent),
  };
}

/** A select's text as the contract's number ('' → null: nothing chosen). */
function chosen(text: string): number | null {
  return text === '' ? null : Number(text);
}

/**
 * The form's values as `AllowanceInputSchema` reads them: the amount stays the typed text (the
 * contract's money field parses it), a blank share is the contract's default (0).
 */
function toInput(values: AllowanceFormValues): z.input<typeof AllowanceInputSchema> {
  const share = values.goalSharePercent.trim();
  return {
    amountCents: values.amountCents,
    period: values.period,
    weekday: chosen(values.weekday),
    monthDay: chosen(values.monthDay),
    goalSharePercent: share === '' ? undefined : Number(share),
  };
}

/**
 * The form's schema: `AllowanceInputSchema` of the contracts over the fields' text, so its
 * pt-BR messages (`MSG.allowance`) show under fields named as the body's keys (the BFF's issues
 * land there too). Its output is the request body: centavos, the unused day null.
 */
export const AllowanceFormSchema = z.preprocess(
  (values) => toInput(values as AllowanceFormValues),
  AllowanceInputSchema,
);

/** The request body of `PUT /api/children/{id}/allowance`. */
export type AllowanceBody = z.input<typeof AllowanceInputSchema>;

/** When an allowance pays, as the domain's payday rules read it. */
export function scheduleOf(allowance: Pick<Allowance, 'period' | 'weekday' | 'monthDay'>) {
  return (
    allowance.period === 'weekly'
      ? { period: 'weekly', weekday: allowance.weekday ?? 0 }
      : { period: 'monthly', monthDay: allowance.monthDay ?? 1 }
  ) satisfies AllowanceSchedule;
}

/**
 * The next payday and amount of what the form holds, or null while the amount or the day is
 * not valid yet: the domain's `nextPayday` for an allowance saved now (it starts today, nothing
 * paid yet), as the BFF will compute it on saving. The share does not move the payday, so a
 * share being typed does not hide the preview.
 */
export function previewOf(
  values: AllowanceFormValues,
  now: Date,
): { day: string; amountCents: number } | null {
  const parsed = AllowanceFormSchema.safeParse({ ...values, goalSharePercent: '0' });
  if (!parsed.success) return null;
  const input: AllowanceInput = parsed.data;
  const history = { startsOn: saoPauloToday(now), lastPaidOn: null };
  return { day: nextPayday(scheduleOf(input), history, now), amountCents: input.amountCents };
}
