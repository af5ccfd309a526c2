import { z } from 'zod';
import type { Rule } from './fields';
import { firstFailing } from './fields';

/**
 * Money in contracts. `@portal/domain` owns money parsing (`parseMoney`) and formatting
 * (`formatMoney`); contracts may depend on nothing but zod, so it does not import them.
 * Instead:
 * - API payloads and responses carry integer centavos (`CentavosSchema`). Apps parse what users
 *   type with `parseMoney` from `@portal/domain` (or let these schemas do it) before sending.
 * - Form-level fields (`moneyInput`) also accept the text of an amount input in reais and read
 *   it with a deliberately small rule, `MONEY_TEXT_PATTERN`: an optional `R$`, digits, and up to
 *   2 decimals after a comma or a dot. Thousands separators are not accepted here (a typed
 *   `1.234,56` is refused as "Valor inválido"); on this subset `parseMoneyText` gives the same
 *   centavos as domain's `parseMoney`.
 * A number given to `moneyInput` is taken as centavos, so the output of a form schema validates
 * again unchanged on the server (parse ∘ parse = parse). Forms must therefore send the input's
 * text, never `valueAsNumber` (which would be reais).
 */

/** Largest integer PostgreSQL's `integer` columns hold: no amount or count may pass it. */
export const INT4_MAX = 2_147_483_647;

/**
 * Explicit ranges of money inputs, in centavos (issue 9; the spec sets none). Each is far
 * below INT4_MAX, also after the sums the BFF makes (5 children × 4 weeks of a weekly limit).
 */
export const MAX_MONTHLY_BUDGET = 100_000_000; // R$ 1.000.000,00
export const MAX_WEEKLY_LIMIT = 10_000_000; // R$ 100.000,00
export const MAX_GOAL_AMOUNT = 100_000_000; // R$ 1.000.000,00

/** Integer centavos, zero or more. */
export const CentavosSchema = z.number().int().nonnegative();
/** Integer centavos with a sign (ledger amounts: negative is spending). */
export const SignedCentavosSchema = z.number().int();

/** Amount text a form may send: optional `R$`, digits, optional 1-2 decimals after `,` or `.`. */
export const MONEY_TEXT_PATTERN = /^(?:R\$)?\s*(\d+)(?:[.,](\d{1,2}))?$/i;

/** Centavos for amount text matching `MONEY_TEXT_PATTERN`, else null. */
export function parseMoneyText(text: string): number | null {
  const match = MONEY_TEXT_PATTERN.exec(text.trim());
  if (!match) return null;
  const centavos = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/** The messages of a money field: missing/blank, and not an amount. */
export interface MoneyMessages {
  required: string;
  invalid: string;
}

/**
 * A money field that outputs integer centavos: accepts a number (centavos) or amount text
 * (reais, comma or dot). `bounds` are the field's own rules on the centavos, checked in order
 * after "is a non-negative integer" (and before "at most INT4_MAX"), e.g. `[[(c) => c > 0, 'Valor inválido']]`. The field
 * reports one message at most.
 */
export function moneyInput(messages: MoneyMessages, bounds: readonly Rule<number>[] = []) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      return parseMoneyText(value) ?? Number.NaN;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
      })
      .check(
        firstFailing<number>([
          [(centavos) => Number.isSafeInteger(centavos) && centavos >= 0, messages.invalid],
          ...bounds,
          // After the field's own range, whose message is more precise.
          [(centavos) => centavos <= INT4_MAX, messages.invalid],
        ]),
      ),
  );
}

/** Rule: more than zero centavos. */
export function positiveAmount(message: string): Rule<number> {
  return [(centavos) => centavos > 0, message];
}

/** Rule: at most `max` centavos. */
export function maxAmount(max: number, message: string): Rule<number> {
  return [(centavos) => centavos <= max, message];
}

/** A money field with generic messages ('Valor inválido'), zero or more centavos. */
export const MoneyInputSchema = moneyInput({
  required: 'Valor inválido',
  invalid: 'Valor inválido',
});
