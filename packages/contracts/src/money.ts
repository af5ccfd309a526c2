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
 *   it with `parseMoneyText`, which follows exactly the rule of domain's `parseMoney` (ADR 031;
 *   a table and a property test in `@portal/app-kit` keep the two identical):
 *   an optional `R$`, spaces anywhere, and
 *   - both separators: the last one marks decimals, the other groups thousands by three
 *     (`1.500,00`, `1,500.00`);
 *   - one separator repeated: thousands (`1.234.567`);
 *   - a single dot followed by exactly three digits: thousands, as in pt-BR (`1.500` is
 *     R$ 1.500,00); any other single dot or comma marks decimals (`1500.50`, `1500,5`);
 *   - at most 2 decimals; signs, letters and trailing separators are refused.
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

/**
 * The characters of amount text once its spaces are removed: an optional `R$`, then digits, dots
 * and commas. Which arrangements are amounts is `parseMoneyText`'s rule (ADR 031).
 */
export const MONEY_TEXT_PATTERN = /^(?:R\$)?[\d.,]+$/i;

/** Removes `sep` thousands separators when they group digits by three, else null. */
function ungroup(raw: string, sep: string): string | null {
  const groups = raw.split(sep);
  const [first, ...rest] = groups;
  if (first === undefined || !/^[1-9]\d{0,2}$/.test(first)) return null;
  if (!rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Centavos for amount text, else null: `'1.500,00'`, `'1500,5'`, `'1500.50'`, `'R$ 12'`,
 * `'R$ 1.500'` (R$ 1.500,00). The same rule as `parseMoney` of `@portal/domain` (contracts may
 * not import it), kept identical by a property test (ADR 031).
 */
export function parseMoneyText(input: string): number | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/\s+/gu, '');
  if (!MONEY_TEXT_PATTERN.test(compact)) return null;
  const text = compact.replace(/^r\$/i, '');

  const dots = countOf(text, '.');
  const commas = countOf(text, ',');
  let integer: string | null;
  let fraction = '';
  let hasDecimalSeparator = false;

  if (dots > 0 && commas > 0) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (countOf(text, decimal) !== 1) return null;
    const [integerRaw = '', fractionRaw = ''] = text.split(decimal);
    integer = ungroup(integerRaw, thousands);
    fraction = fractionRaw;
    hasDecimalSeparator = true;
  } else if (dots + commas === 0) {
    integer = text;
  } else {
    const separator = dots > 0 ? '.' : ',';
    const [head = '', tail = ''] = text.split(separator);
    if (dots + commas > 1) {
      integer = ungroup(text, separator);
    } else if (separator === '.' && tail.length === 3 && ungroup(text, '.') !== null) {
      integer = head + tail;
    } else {
      integer = head;
      fraction = tail;
      hasDecimalSeparator = true;
    }
  }

  if (integer === null || !/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  if (hasDecimalSeparator && fraction === '') return null;
  if (integer === '' && fraction === '') return null;
  if (fraction.length > 2) return null;

  const centavos = Number(integer || '0') * 100 + Number(fraction.padEnd(2, '0'));
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
