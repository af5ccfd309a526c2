/**
 * Public configuration of the shell, read once at start-up. Only `PUBLIC_*` variables reach the
 * browser bundle (rsbuild inlines them), so nothing secret can ever be configured here. Checked
 * by hand, not with zod: this runs in the shell's first bundle (ADR 047).
 */
export interface Env {
  /** Where the runtime remote list is fetched from (same origin by default). */
  PUBLIC_REMOTES_CONFIG_URL: string;
  /**
   * The BFF, as a path on the page's origin: dev/preview servers proxy it, so the session cookie
   * stays first-party.
   */
  PUBLIC_API_BASE_URL: string;
}

const DEFAULTS: Env = { PUBLIC_REMOTES_CONFIG_URL: '/remotes.json', PUBLIC_API_BASE_URL: '/api' };

/** Parses the environment and lists every bad variable in one error. */
export function parseEnv(source: Record<string, unknown>): Env {
  const env = { ...DEFAULTS };
  const problems: string[] = [];
  for (const name of Object.keys(DEFAULTS) as (keyof Env)[]) {
    const value = source[name];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.length > 0) env[name] = value;
    else problems.push(`${name}: expected a non-empty string`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid shell environment:\n- ${problems.join('\n- ')}`);
  }
  return env;
}

export const env = parseEnv({
  PUBLIC_REMOTES_CONFIG_URL: import.meta.env.PUBLIC_REMOTES_CONFIG_URL,
  PUBLIC_API_BASE_URL: import.meta.env.PUBLIC_API_BASE_URL,
});
