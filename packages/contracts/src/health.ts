import { z } from 'zod';

/** `GET /api/health`: the BFF is up and reports its database. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
