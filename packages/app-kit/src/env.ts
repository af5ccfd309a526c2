/**
 * Public configuration of a remote. Only `PUBLIC_*` variables reach a bundle, and rsbuild
 * replaces `import.meta.env.PUBLIC_*` in the app's own source, so each remote reads the values
 * in its `src/env.ts` and hands them to {@link parsePublicEnv}. The API base is a path on the
 * page's origin: in the shell and standalone alike, the dev server proxies it to the BFF so the
 * session cookie stays first-party.
 */
export interface PublicEnv {
  /** Non-empty; `/api` when not set. */
  PUBLIC_API_BASE_URL: string;
}

/**
 * Parses the environment and lists every bad variable in one error naming the app. Read by
 * hand, not with zod: the login's first visit downloads no zod at all (ADR 045), and one
 * optional non-empty string needs no schema library.
 */
export function parsePublicEnv(source: Record<string, unknown>, appName: string): PublicEnv {
  const value = source.PUBLIC_API_BASE_URL ?? '/api';
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(
      `Invalid ${appName} environment:\n- PUBLIC_API_BASE_URL: expected a non-empty string`,
    );
  }
  return { PUBLIC_API_BASE_URL: value };
}
