/*
 * The PIN's length rules alone, without zod: the child login draws its PIN field before its
 * schema has loaded (ADR 059). `fields.ts` re-exports them for the schemas.
 */

/**
 * A PIN set from now on is exactly 6 digits (spec 000 §9: "maximum 6 characters, minimum 6
 * digits"; the owner's decision in issue 37).
 */
export const PIN_LENGTH = 6;
/** The shortest PIN the login takes. */
export const PIN_MIN_LENGTH = PIN_LENGTH;
/**
 * The longest PIN the login takes: issue 12 let parents set PINs of 7 to 12 digits, and those
 * keep signing in after new PINs became exactly 6.
 */
export const SIGN_IN_PIN_MAX_LENGTH = 12;
