import { z } from 'zod/mini';

/**
 * Public configuration of the shell, read once at start-up. Only `PUBLIC_*` variables reach the
 * browser bundle (rsbuild inlines them), so nothing secret can ever be configured here.
 */
const EnvSchema = z.object({
  /** Where the runtime remote list is fetched from (same origin by default). */
  PUBLIC_REMOTES_CONFIG_URL: z._default(z.string().check(z.minLength(1)), '/remotes.json'),
  /**
   * The BFF, as a path on the page's origin: dev/preview servers proxy it, so the session cookie
   * stays first-party.
   */
  PUBLIC_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment and lists every bad variable in one error. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid shell environment:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

export const env = parseEnv({
  PUBLIC_REMOTES_CONFIG_URL: import.meta.env.PUBLIC_REMOTES_CONFIG_URL,
  PUBLIC_API_BASE_URL: import.meta.env.PUBLIC_API_BASE_URL,
});
