import type { z } from 'zod';

/** Field errors of a form: one message per field, keyed by the dotted path (`children.0.name`). */
export type FieldErrors = Record<string, string>;

/**
 * Turns zod (or BFF) issues into one message per field — the first one, as every field of the
 * spec shows a single message. Issues without a path are skipped (the form shows those apart).
 */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** `safeParse` result → parsed data, or the field errors to show. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsFrom(result.error.issues) };
}

/** The first key of `order` that has an error: the field to focus after a failed submit. */
export function firstInvalid(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((key) => errors[key] !== undefined);
}
