/*
 * The PIN's length rule alone, without zod: the child login draws its PIN field before any
 * schema has loaded (ADR 045). `fields.ts` re-exports both for the schemas.
 */

/** A PIN is digits only, at least 6 of them (spec 000/001 §9); ours: at most 12 (issue 12). */
export const PIN_MIN_LENGTH = 6;
/** ours: the spec sets no upper bound; 12 digits keep it typeable on a phone keypad. */
export const PIN_MAX_LENGTH = 12;
