import { z } from 'zod';
import { MSG } from './messages';
import { PIN_LENGTH, PIN_MIN_LENGTH, SIGN_IN_PIN_MAX_LENGTH } from './pin-length';

export { PIN_LENGTH, PIN_MIN_LENGTH, SIGN_IN_PIN_MAX_LENGTH };

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

/**
 * Limits of a text field: every string the API accepts has a maximum length and refuses NUL
 * and other control characters (C0, DEL, C1, lone surrogates). `multiline` text (descriptions,
 * notes, reasons) also allows line breaks and tabs; `\r\n` is read as `\n`.
 */
export interface TextLimits {
  /** Most characters (UTF-16 code units, as `maxLength` in the forms counts them). */
  max: number;
  /** Message when longer than `max`. */
  tooLong: string;
  multiline?: boolean;
  /** Message for a control character (default {@link MSG.text.invalidCharacters}). */
  invalidCharacters?: string;
  /**
   * Refuse control characters only, not the invisible ones: for passwords, which nobody reads
   * and which must keep working when they were set before the invisible ones were refused.
   */
  controlOnly?: boolean;
}

/** The invisible characters {@link CONTROL_CHARACTER} refuses, as a character-class body. */
const INVISIBLE =
  '\\u061c\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';

/**
 * C0 controls, DEL, C1 controls, a UTF-16 surrogate without its pair, and the invisible
 * characters that make a text look other than it is: the zero-width space, word joiner and
 * byte order mark (a name that looks blank), the bidirectional marks, embeddings, overrides
 * and isolates (text shown reversed: 'abc' stored as '\u202ecba'), and the line and paragraph
 * separators (a break in a one-line field that no form can type). The zero-width joiner and
 * non-joiner stay: emoji sequences and some scripts need them.
 */
const CONTROL_CHARACTER = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE}]|\\p{Cs}`, 'u');
/** The same, but a tab or a line feed is fine (multi-line text). */
const CONTROL_CHARACTER_MULTILINE = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${INVISIBLE}]|\\p{Cs}`,
  'u',
);

/** C0 controls, DEL, C1 controls and a lone surrogate only ({@link TextLimits.controlOnly}). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_ONLY = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/** Whether `value` holds a character {@link TextLimits} refuses. */
export function hasControlCharacter(
  value: string,
  multiline = false,
  controlOnly = false,
): boolean {
  if (controlOnly) return CONTROL_ONLY.test(value);
  return (multiline ? CONTROL_CHARACTER_MULTILINE : CONTROL_CHARACTER).test(value);
}

/**
 * Whether `value` shows something: a character that is neither white space nor an invisible
 * format character (a lone zero-width joiner is not a name).
 */
export function hasVisibleCharacter(value: string): boolean {
  // Also not visible: combining marks alone, and the letters and symbols drawn as blanks
  // (Hangul fillers, the halfwidth filler, the blank braille pattern).
  return /[^\s\p{Cf}\p{Mn}\u115f\u1160\u3164\uffa0\u2800]/u.test(value);
}

/** The "filled in" rule of a required text: something visible, or for a password anything. */
function filledIn(limits: TextLimits): (value: string) => boolean {
  return limits.controlOnly ? (value) => value !== '' : hasVisibleCharacter;
}

/** The rules of {@link TextLimits}: length first (the clearer message), then characters. */
export function textRules(limits: TextLimits): Rule<string>[] {
  return [
    [(value) => value.length <= limits.max, limits.tooLong],
    [
      (value) => !hasControlCharacter(value, limits.multiline, limits.controlOnly),
      limits.invalidCharacters ?? MSG.text.invalidCharacters,
    ],
  ];
}

/** A trimmed string (CRLF → LF for multi-line text). */
function trimmedString(limits: TextLimits, required?: string) {
  const text = z.string(required === undefined ? undefined : { error: required }).trim();
  return limits.multiline ? text.overwrite((value) => value.replace(/\r\n?/g, '\n')) : text;
}

/**
 * Bounded text (see {@link TextLimits}), trimmed; blank stays `''`. The building block of the
 * other text fields; use it directly for text whose blank value means something.
 */
export function boundedText(limits: TextLimits) {
  return trimmedString(limits).check(firstFailing<string>(textRules(limits)));
}

/** Trimmed bounded text that must not be blank, then the given rules in order. */
export function requiredText(required: string, limits: TextLimits, ...rules: Rule<string>[]) {
  return trimmedString(limits, required).check(
    firstFailing<string>([[filledIn(limits), required], ...textRules(limits), ...rules]),
  );
}

/** Trimmed, lowercased bounded text that must not be blank, then the given rules in order. */
export function requiredLowercaseText(
  required: string,
  limits: TextLimits,
  ...rules: Rule<string>[]
) {
  return trimmedString(limits, required)
    .toLowerCase()
    .check(firstFailing<string>([[filledIn(limits), required], ...textRules(limits), ...rules]));
}

/** Trimmed bounded text; blank (or missing) becomes `undefined`. */
export function optionalText(limits: TextLimits) {
  return boundedText(limits)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A rule for {@link requiredText}: at most `max` characters. */
export function maxLength(max: number, tooLong: string): Rule<string> {
  return [(value) => value.length <= max, tooLong];
}

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longest username. */
export const USERNAME_MAX = 30;
/** Longest person, child or family name. */
export const NAME_MAX = 80;
/** Maximum password length (better-auth's default maximum too). */
export const MAX_PASSWORD_LENGTH = 128;
/** Limits of a family name. */
export const FAMILY_NAME_LIMITS: TextLimits = {
  max: NAME_MAX,
  tooLong: MSG.text.familyNameTooLong,
};
/** Limits of a phone number (free text: the spec shows no format). */
export const PHONE_LIMITS: TextLimits = { max: 30, tooLong: MSG.text.phoneTooLong };

/**
 * Trimmed, lowercased e-mail with the simple address pattern; longer than 254 characters or
 * with a control character is `invalid` too (no real address is). It must pass zod's e-mail
 * pattern too, the one better-auth checks (sign-in, change-email): an address it refuses
 * (`ü@exämple.com`) is `invalid` here, not a 500 behind the BFF.
 */
export function emailField(required: string, invalid: string) {
  return requiredLowercaseText(
    required,
    { max: EMAIL_MAX, tooLong: invalid, invalidCharacters: invalid },
    [(value) => EMAIL_PATTERN.test(value) && z.regexes.email.test(value), invalid],
  );
}

/**
 * An e-mail that may be left out (a child's, issue 41: LGPD asks for the least data about
 * minors): blank or `null` is `null`; anything else is trimmed, lowercased and must be valid.
 */
export function optionalEmailField(invalid: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .check(
      firstFailing<string>([
        ...textRules({ max: EMAIL_MAX, tooLong: invalid, invalidCharacters: invalid }),
        [
          (value) => value === '' || (EMAIL_PATTERN.test(value) && z.regexes.email.test(value)),
          invalid,
        ],
      ]),
    )
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** Trimmed, lowercased username (spec 000 §5), at most 30 characters. */
export function usernameField(required: string, invalid: string) {
  return requiredLowercaseText(
    required,
    { max: USERNAME_MAX, tooLong: MSG.text.usernameTooLong, invalidCharacters: invalid },
    [(value) => USERNAME_PATTERN.test(value), invalid],
  );
}

/** Longest PIN text accepted before its non-digits are stripped (e.g. `12 34 56`). */
export const PIN_INPUT_MAX = 24;

/**
 * A new PIN: exactly 6 digits, after stripping non-digits as the forms do (a form cuts what is
 * typed to 6, so `tooLong` reaches API callers only).
 */
export function requiredPinField(messages: { tooShort: string; tooLong: string }) {
  return z
    .string({ error: messages.tooShort })
    .max(PIN_INPUT_MAX, messages.tooLong)
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(PIN_LENGTH, messages.tooShort).max(PIN_LENGTH, messages.tooLong));
}

/** Years a date may fall in (due dates, goals): anything else is a typo or an attack. */
export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2100;

/**
 * Whether a `YYYY-MM-DD` string is a day that exists (rejects `2026-02-30`) in the years
 * 2000-2100 (rejects `0000-01-01`, which PostgreSQL cannot store).
 */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day `YYYY-MM-DD` (due dates; never shifted by time zones). */
export function isoDateField(invalid: string) {
  return z.string({ error: invalid }).trim().refine(isCalendarDay, invalid);
}

/** Longest id: UUIDs have 36 characters, better-auth ids 32. */
export const ID_MAX = 64;
/** Characters of an id (UUIDs and better-auth's ids use only these). */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Identifier of a stored row (opaque text: better-auth and database ids differ in shape): 1 to
 * 64 letters, digits, `-` or `_`. Path ids are not parsed with it: the BFF answers 404 for a
 * malformed one, as for another family's (ADR 012).
 */
export const IdSchema = z
  .string({ error: MSG.text.idInvalid })
  .trim()
  .check(
    firstFailing<string>([
      [(value) => value.length >= 1 && value.length <= ID_MAX, MSG.text.idInvalid],
      [(value) => ID_PATTERN.test(value), MSG.text.idInvalid],
    ]),
  );

/**
 * An id in an answer: what `IdSchema` accepts, without trimming (the BFF sends ids as stored).
 * Its rules are zod's own, so JSON Schema carries them to the remotes' answer checks (ADR 050).
 */
export const RowIdSchema = z.string().min(1).max(ID_MAX).regex(ID_PATTERN);

/** Most ids in one bulk call (bulk delete, bulk approve) or one list field. */
export const MAX_BULK_IDS = 100;

/** A list of 1 to 100 ids (bulk calls). */
export function idList(options: { empty: string; tooMany?: string }) {
  return (
    z
      .array(IdSchema, { error: options.empty })
      .min(1, options.empty)
      .max(MAX_BULK_IDS, options.tooMany ?? MSG.text.tooManyIds)
      // An id sent twice is one item: acted on, and answered, once.
      .overwrite((ids) => [...new Set(ids)])
  );
}

/** A calendar day `YYYY-MM-DD`. */
export const IsoDateSchema = isoDateField('Data inválida');

/**
 * A calendar day in an answer (`YYYY-MM-DD`, a day that exists): zod's ISO date, whose pattern
 * carries the calendar, so it survives in JSON Schema (ADR 050).
 */
export const CalendarDaySchema = z.iso.date();

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

/** An opaque page cursor the BFF made: base64url text up to 200 characters. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PAGE_CURSOR_MAX = 200;

/** The `cursor` of a paged list query: blank is none; anything but base64url is refused. */
export function pageCursorField() {
  return optionalText({
    max: PAGE_CURSOR_MAX,
    tooLong: MSG.text.cursorInvalid,
    invalidCharacters: MSG.text.cursorInvalid,
  }).refine(
    (cursor) => cursor === undefined || CURSOR_PATTERN.test(cursor),
    MSG.text.cursorInvalid,
  );
}

/**
 * A whole number as a form or a query string sends it: a JSON number, or a text of decimal
 * digits (spaces around it are fine). Nothing else is read as a number — not null, '', true,
 * [], '0x10', '1e1' or '-1', which `Number()` would turn into one — so a slip never becomes a
 * value (a daily limit of 0 turns the limit off). `message` for anything else, and the
 * `int`/`min`/`max` rules are the caller's.
 */
export function wholeNumberInput(message: string) {
  return z.preprocess(digitsAsNumber, z.number({ error: message }).int(message));
}

/** {@link wholeNumberInput}'s reading: a text of decimal digits as its number, else `value`. */
export function digitsAsNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.trim();
  return /^\d{1,15}$/.test(digits) ? Number(digits) : value;
}

/** The `limit` of a paged list query (query text → integer from 1 to `max`, default `size`). */
export function pageLimitField(size: number, max: number) {
  return wholeNumberInput(MSG.text.pageSizeInvalid)
    .pipe(z.number().min(1, MSG.text.pageSizeInvalid).max(max, MSG.text.pageSizeInvalid))
    .optional()
    .transform((limit) => limit ?? size);
}
