import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The first message of each field path ('children.0.pin'), in the order zod reports them. For
 * a union that failed, the message is that of the branch that came closest (fewest issues),
 * and that branch's issues are read too, under the union's path.
 */
function firstMessages(issues: readonly Issue[]): Map<string, FieldError> {
  const found = new Map<string, FieldError>();
  const queue: Issue[] = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.map(String).join('.');
    const union = issue.code === 'invalid_union' && issue.errors.length > 0 ? issue : undefined;
    if (!found.has(path)) {
      const closest = union?.errors.reduce((a, b) => (b.length < a.length ? b : a))[0];
      found.set(path, {
        type: closest?.code ?? issue.code,
        message: closest?.message ?? issue.message,
      });
    }
    for (const branch of union?.errors ?? []) {
      for (const inner of branch) queue.push({ ...inner, path: [...issue.path, ...inner.path] });
    }
  }
  return found;
}

/**
 * react-hook-form's resolver for a zod 4 schema: the schema's output when it parses, else each
 * field's first message, nested as react-hook-form keeps errors. A message about a list whose
 * items have fields ('children' with 'children.0.name') goes to the list's `root`, as
 * react-hook-form expects for field arrays. This is what `@hookform/resolvers/zod` does in the
 * portal's use (first error per field, no native validation, zod 4 only), in 1 KiB less of
 * every form's first screen (ADR 044).
 */
export function zodResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const found = firstMessages(result.error.issues);
    const names: readonly string[] = options.names ?? [...found.keys()];
    const errors: FieldErrors<TValues> = {};
    for (const [path, error] of found) {
      const field = get(options.fields, path) as
        { ref?: FieldError['ref']; refs?: FieldError['ref'][] } | undefined;
      const withRef: FieldError = { ...error, ref: field?.refs ? field.refs[0] : field?.ref };
      const isList = names.some((name) => new RegExp(`^${escape(path)}\\.\\d+`).test(name));
      if (isList) set(errors, path, { ...(get(errors, path) as object), root: withRef });
      else set(errors, path, withRef);
    }
    return { values: {}, errors };
  };
}

function escape(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
