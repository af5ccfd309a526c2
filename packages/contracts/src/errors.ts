import { z } from 'zod';

/**
 * Every BFF error response has this shape. `message` is always user-facing pt-BR text;
 * `code` is a stable machine-readable identifier; `issues` lists field errors for 400s.
 */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
