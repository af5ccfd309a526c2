import { z } from 'zod';

/**
 * Public configuration of a remote. Only `PUBLIC_*` variables reach a bundle, and rsbuild
 * replaces `import.meta.env.PUBLIC_*` in the app's own source, so each remote reads the values
 * in its `src/env.ts` and hands them to {@link parsePublicEnv}. The API base is a path on the
 * page's origin: in the shell and standalone alike, the dev server proxies it to the BFF so the
 * session cookie stays first-party.
 */
const PublicEnvSchema = z.object({
  PUBLIC_API_BASE_URL: z.string().min(1).default('/api'),
});

export type PublicEnv = z.infer<typeof PublicEnvSchema>;

/** Parses the environment and lists every bad variable in one error naming the app. */
export function parsePublicEnv(source: Record<string, unknown>, appName: string): PublicEnv {
  const result = PublicEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid ${appName} environment:\n- ${problems.join('\n- ')}`);
  }
  return result.data;
}
