import { z } from 'zod';

/**
 * Public configuration of child-app. Only `PUBLIC_*` variables reach the bundle. The API base is
 * a path on the page's origin: in the shell and standalone alike, the dev server proxies it to
 * the BFF so the session cookie stays first-party.
 */
const EnvSchema = z.object({
  PUBLIC_API_BASE_URL: z.string().min(1).default('/api'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment and lists every bad variable in one error. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid child-app environment:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}

export const env = parseEnv({ PUBLIC_API_BASE_URL: import.meta.env.PUBLIC_API_BASE_URL });
