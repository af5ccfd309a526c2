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
 * Reads `PUBLIC_*` variables that are optional non-empty strings: each one from `source`, or its
 * default when unset. Every bad one is listed in one error naming the app. Read by hand, not
 * with zod: the first visits of the shell and of the logins download no zod at all (ADR 047,
 * ADR 059), and optional non-empty strings need no schema library.
 */
export function readPublicEnv<T extends Record<string, string>>(
  source: Record<string, unknown>,
  defaults: T,
  appName: string,
): T {
  const env: Record<string, string> = { ...defaults };
  const problems: string[] = [];
  for (const name of Object.keys(defaults)) {
    const value = source[name] ?? defaults[name];
    if (typeof value === 'string' && value.length > 0) env[name] = value;
    else problems.push(`${name}: expected a non-empty string`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid ${appName} environment:\n- ${problems.join('\n- ')}`);
  }
  return env as T;
}

/** A remote's environment (see {@link readPublicEnv}). */
export function parsePublicEnv(source: Record<string, unknown>, appName: string): PublicEnv {
  return readPublicEnv(source, { PUBLIC_API_BASE_URL: '/api' }, appName);
}
