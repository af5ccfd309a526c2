import { z } from 'zod';

/**
 * Field builders shared by the resource schemas, each taking the spec message(s) of the form
 * that uses it. A field reports at most ONE message (the first rule it breaks), as the forms
 * show one message per field. Rules are plain checks, never `abort`: an aborted field would
 * stop object-level rules such as "Senhas não coincidem" from running at the same time.
 */

/** The spec's "simple address pattern" for e-mails. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Usernames: lowercase letters, digits, dot, hyphen, underscore; at least 3 characters. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,}$/;
/** A PIN is exactly 6 digits (spec 000 §9: digits only, at most 6, at least 6). */
export const PIN_LENGTH = 6;
/** A calendar day, `YYYY-MM-DD`. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A rule of a field: a test and the message shown when it fails. */
export type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/** Adds the first failing rule's message, if any, as a non-aborting issue. */
export function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (ctx: { value: T; issues: unknown[] }) => {
    for (const [test, message] of rules) {
      if (!test(ctx.value)) {
        (ctx.issues as object[]).push({
          code: 'custom',
          message,
          input: ctx.value,
          continue: true,
        });
        return;
      }
    }
  };
}

/** Trimmed text that must not be blank, then the given rules in order. */
export function requiredText(required: string, ...rules: Rule<string>[]) {
  return z
    .string({ error: required })
    .trim()
    .check(firstFailing<string>([[(value) => value !== '', required], ...rules]));
}

/** Trimmed, lowercased text that must not be blank, then the given rules in order. */
export function requiredLowercaseText(required: string, ...rules: Rule<string>[]) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .check(firstFailing<string>([[(value) => value !== '', required], ...rules]));
}

/** Trimmed text; blank (or missing) becomes `undefined`. */
export function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Trimmed text of at most `max` characters (`tooLong` otherwise); blank becomes `undefined`. */
export function optionalTextUpTo(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A rule for {@link requiredText}: at most `max` characters. */
export function maxLength(max: number, tooLong: string): Rule<string> {
  return [(value) => value.length <= max, tooLong];
}

/** Trimmed, lowercased e-mail with the simple address pattern. */
export function emailField(required: string, invalid: string) {
  return requiredLowercaseText(required, [(value) => EMAIL_PATTERN.test(value), invalid]);
}

/** Trimmed, lowercased username (spec 000 §5). */
export function usernameField(required: string, invalid: string) {
  return requiredLowercaseText(required, [(value) => USERNAME_PATTERN.test(value), invalid]);
}

/** Keeps the digits of what a user typed in a PIN box, cut to 6, as the forms do. */
export function sanitizePinInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/** A mandatory PIN of exactly 6 digits, after stripping non-digits as the forms do. */
export function requiredPinField(tooShort: string) {
  return z
    .string({ error: tooShort })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().length(PIN_LENGTH, tooShort));
}

/** Whether a `YYYY-MM-DD` string is a day that exists (rejects `2026-02-30`). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day `YYYY-MM-DD` (due dates; never shifted by time zones). */
export function isoDateField(invalid: string) {
  return z.string({ error: invalid }).trim().refine(isCalendarDay, invalid);
}

/** Identifier of a stored row (opaque text: better-auth and database ids differ in shape). */
export const IdSchema = z.string().trim().min(1);

/** A calendar day `YYYY-MM-DD`. */
export const IsoDateSchema = isoDateField('Data inválida');

/** An instant as an ISO 8601 string with offset, as the BFF sends timestamps. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/**
 * A boolean from a JSON body or a form/query value: `true`/`false`, or the strings
 * `"true"`/`"false"`/`"on"`/`"1"`/`"0"`.
 */
export const BooleanInputSchema = z.preprocess((value) => {
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return value;
}, z.boolean());
