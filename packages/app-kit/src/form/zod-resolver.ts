import type { z } from 'zod';
import type { FieldError } from './form-store';

type Issue = z.core.$ZodIssue;

/**
 * The first message of each field path ('children.0.pin'), in the order zod reports them. For
 * a union that failed, the message is that of the branch that came closest (fewest issues),
 * and that branch's issues are read too, under the union's path.
 */
export function firstMessages(issues: readonly Issue[]): Map<string, FieldError> {
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

/** What {@link validateWith} finds: the schema's output, or each field's first message. */
export type Validation<TOutput> =
  { success: true; output: TOutput } | { success: false; errors: Map<string, FieldError> };

/**
 * Validates a form's values with its zod 4 schema: the schema's output (trimmed text,
 * centavos…) when they parse, else the first message of each path, a list's own message
 * ('Adicione outra criança') on the list's path next to its items' ('children.0.name').
 */
export async function validateWith<TOutput>(
  schema: z.ZodType<TOutput>,
  values: unknown,
): Promise<Validation<TOutput>> {
  const result = await schema.safeParseAsync(values);
  if (result.success) return { success: true, output: result.data };
  return { success: false, errors: firstMessages(result.error.issues) };
}
