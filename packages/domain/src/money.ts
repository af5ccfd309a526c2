/**
 * Money is integer centavos everywhere (architecture "Data and money rules"). This module is
 * the one place that turns text typed by a user into centavos and centavos into display text.
 */
import { groupThousands, onFirstUse } from './intl';

/** Default display currency of a family. */
export const DEFAULT_CURRENCY = 'BRL';

const DIGITS = /^\d*$/;

/** Removes `sep` thousands separators when they group digits by three, else null. */
function ungroup(raw: string, sep: string): string | null {
  const groups = raw.split(sep);
  const [first, ...rest] = groups;
  if (first === undefined || !/^[1-9]\d{0,2}$/.test(first)) return null;
  if (!rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * Parses a money amount typed by a user into integer centavos, or null when it is not a
 * non-negative amount with at most 2 decimals.
 *
 * Accepted: an optional `R$` prefix, spaces anywhere (including the no-break spaces that
 * `Intl` inserts), and either comma or dot as the decimal separator (spec 000 §9):
 * `"2,50"`, `"2.50"`, `"R$ 1.234,56"`, `"1234.56"`, `"1,234.56"`, `",50"`.
 *
 * Ambiguity rules, chosen for pt-BR users:
 * - with both separators, the last one is the decimal separator and the other must group
 *   thousands by three (`"1.234,56"`, `"1,234.56"`);
 * - a separator repeated is a thousands separator (`"1.234.567"`);
 * - a single dot followed by exactly three digits is a thousands separator, as in pt-BR
 *   (`"1.500"` is R$ 1.500,00), while a single comma always marks decimals, so `"1,500"` has
 *   three decimals and is rejected;
 * - a trailing separator (`"12,"`), signs (`"-5"`, `"+5"`) and any other character are rejected.
 */
export function parseMoney(input: string): number | null {
  if (typeof input !== 'string') return null;
  const text = input.replace(/\s+/gu, '').replace(/^r\$/i, '');
  if (text === '' || !/^[\d.,]+$/.test(text)) return null;

  const dots = count(text, '.');
  const commas = count(text, ',');
  let integer: string | null;
  let fraction = '';
  let hasDecimalSeparator = false;

  if (dots > 0 && commas > 0) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (count(text, decimal) !== 1) return null;
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

  if (integer === null || !DIGITS.test(integer) || !DIGITS.test(fraction)) return null;
  if (hasDecimalSeparator && fraction === '') return null;
  if (integer === '' && fraction === '') return null;
  if (fraction.length > 2) return null;

  const centavos = Number(integer || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/**
 * pt-BR symbols of the currencies a family can choose (`settings.currency`), as `Intl` writes
 * them. These are formatted without `Intl`: the first `Intl` object a page builds costs it the
 * locale data, 50–200 ms on a phone before the first paint (ADR 042). Any other currency goes
 * through `Intl.NumberFormat`; `money.test.ts` checks both give the same text.
 */
const PT_BR_SYMBOLS: Readonly<Record<string, string>> = { BRL: 'R$', USD: 'US$', EUR: '€' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

let displayCurrency: string = DEFAULT_CURRENCY;

/**
 * Sets the currency `formatMoney` shows when its caller names none: the family's choice
 * (`GET /api/me` `appearance.currency`, issue 12, ADR 029), set once by each app's root so that
 * no call site has to pass it. Only the symbol changes — amounts are never converted: 1234
 * centavos read `R$ 12,34`, `US$ 12,34` or `€ 12,34`, always with pt-BR digits.
 */
export function setDisplayCurrency(currency: string): void {
  displayCurrency = currency;
}

/** The currency `formatMoney` uses by default ({@link setDisplayCurrency}; BRL until set). */
export function getDisplayCurrency(): string {
  return displayCurrency;
}

/**
 * Formats integer centavos for display in pt-BR with 2 decimals: `1234` → `"R$ 12,34"`,
 * `-500` → `"-R$ 5,00"`, `(1000, 'USD')` → `"US$ 10,00"`.
 *
 * `Intl` puts a no-break space (U+00A0) after the symbol; it is replaced by an ordinary
 * space so that the output is the same string users, tests and e-mails read ("R$ 12,34").
 * Components that must not wrap between symbol and number use CSS `white-space: nowrap`.
 * A value that is not a finite number is shown as zero rather than "NaN". Without `currency`
 * the display currency ({@link setDisplayCurrency}) is used.
 */
export function formatMoney(centavos: number, currency: string = displayCurrency): string {
  const rounded = Number.isFinite(centavos) ? Math.round(centavos) : 0;
  const symbol = PT_BR_SYMBOLS[currency];
  if (symbol === undefined) {
    return formatterFor(currency)
      .format(rounded / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
  }
  const abs = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${symbol} ${groupThousands(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Centavos as a dot-decimal string with 2 decimals, for `<input type="number">` values and
 * payloads that want a decimal: `250` → `"2.50"`, `-5` → `"-0.05"`.
 */
export function centavosToDecimalString(centavos: number): string {
  const rounded = Math.round(centavos);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole currency units to centavos (`12.5` → `1250`), rounding away float noise. */
export function unitsToCentavos(units: number): number {
  return Math.round(units * 100);
}

const inputFormatter = onFirstUse(
  () =>
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    }),
);

/**
 * Centavos as the text of an amount input, pt-BR without a symbol: `150000` → `"1.500,00"`,
 * `250` → `"2,50"`. `parseMoney` reads it back unchanged (what a money field shows on blur).
 */
export function formatMoneyInput(centavos: number): string {
  const value = Number.isFinite(centavos) ? Math.round(centavos) / 100 : 0;
  return inputFormatter()
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** A child's balance as the child reads it: what it may use now and what still waits for review. */
export interface BalanceSplit {
  /** Free to use (save, be paid out): the balance less the rewards awaiting review. */
  available: number;
  /** Rewards credited at completion (spec 001 §4) whose review is pending, as far as the balance holds them. */
  awaitingApproval: number;
}

/**
 * Splits `balance` (centavos) given the sum of the rewards still awaiting a parent's review
 * (`awaitingReview`): they are part of the balance but may be taken back by a rejection, so
 * they are not yet free. Never negative; the two add up to the balance when it is not negative.
 */
export function splitBalance(balance: number, awaitingReview: number): BalanceSplit {
  const available = Math.max(0, balance - Math.max(0, awaitingReview));
  return { available, awaitingApproval: Math.max(0, balance - available) };
}
