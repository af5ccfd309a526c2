import { readPublicEnv } from '@portal/app-kit/env';

/**
 * Public configuration of the shell, read once at start-up. Only `PUBLIC_*` variables reach the
 * browser bundle (rsbuild inlines them), so nothing secret can ever be configured here. Read
 * with the kit's `readPublicEnv`, not zod: this runs in the shell's first bundle (ADR 047).
 * A type, not an interface: `readPublicEnv` takes a record of strings.
 */
export type Env = {
  /** Where the runtime remote list is fetched from (same origin by default). */
  PUBLIC_REMOTES_CONFIG_URL: string;
  /**
   * The BFF, as a path on the page's origin: dev/preview servers proxy it, so the session cookie
   * stays first-party.
   */
  PUBLIC_API_BASE_URL: string;
};

/** Parses the environment and lists every bad variable in one error. */
export function parseEnv(source: Record<string, unknown>): Env {
  return readPublicEnv<Env>(
    source,
    { PUBLIC_REMOTES_CONFIG_URL: '/remotes.json', PUBLIC_API_BASE_URL: '/api' },
    'shell',
  );
}

export const env = parseEnv({
  PUBLIC_REMOTES_CONFIG_URL: import.meta.env.PUBLIC_REMOTES_CONFIG_URL,
  PUBLIC_API_BASE_URL: import.meta.env.PUBLIC_API_BASE_URL,
});
