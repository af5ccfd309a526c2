import type { z } from 'zod';

/** Issues of a failed parse as `path → message`, for asserting the exact spec messages. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const issues: Record<string, string[]> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (issues[key] ??= []).push(issue.message);
  }
  return issues;
}
