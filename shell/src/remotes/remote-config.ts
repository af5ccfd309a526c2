// zod/mini: the same validation as classic zod at a fraction of the size; this runs in the
// shell's first bundle, which every visitor downloads.
import { z } from 'zod/mini';

/** The remotes the shell routes to. A config that omits one of them is rejected. */
export const REMOTE_NAMES = ['parent_app', 'child_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const ManifestUrlSchema = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.refine(
    (value) => value.startsWith('/') || /^https?:\/\//.test(value),
    'must be an http(s) URL or a path starting with "/"',
  ),
  z.refine((value) => /mf-manifest\.json(\?.*)?$/.test(value), 'must point at an mf-manifest.json'),
);

const RemoteEntrySchema = z.object({
  /** URL of the remote's `mf-manifest.json`; a sub-path is fine (remotes use assetPrefix auto). */
  manifest: ManifestUrlSchema,
  /** Deployed version; also busts caches of the manifest when it changes. */
  version: z.optional(z.string().check(z.minLength(1))),
});

/**
 * Shape of `remotes.json`, the runtime list of remotes served by the shell:
 * `{ "remotes": { "parent_app": { "manifest": "http://…/mf-manifest.json", "version": "1.2.0" } } }`.
 * Extra remotes (snake_case names) are allowed so a new one can be staged before it is routed.
 */
export const RemoteConfigSchema = z
  .object({
    remotes: z.record(z.string(), RemoteEntrySchema),
  })
  .check(
    z.superRefine((config, ctx) => {
      // Checked here rather than in the record key so that one bad name does not hide the rest.
      for (const name of Object.keys(config.remotes)) {
        if (!/^[a-z][a-z0-9_]*$/.test(name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['remotes', name],
            message: 'remote names are snake_case',
          });
        }
      }
      for (const name of REMOTE_NAMES) {
        if (!(name in config.remotes)) {
          ctx.addIssue({ code: 'custom', path: ['remotes', name], message: 'is missing' });
        }
      }
    }),
  );

export type RemoteConfig = z.infer<typeof RemoteConfigSchema>;

/** A remotes.json that could not be fetched or does not match {@link RemoteConfigSchema}. */
export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/** Validates parsed JSON; the error lists every problem with its path, e.g. `remotes.child_app.manifest`. */
export function parseRemoteConfig(json: unknown, source = 'remotes.json'): RemoteConfig {
  const result = RemoteConfigSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new RemoteConfigError(`Invalid remote config ${source}:\n- ${problems.join('\n- ')}`);
}

/**
 * Fetches and validates the remote config. `no-store` because the whole point of the file is that
 * an edit takes effect on the next page load, without a rebuild or a stale cache.
 */
export async function fetchRemoteConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RemoteConfig> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) {
    throw new RemoteConfigError(`Could not fetch remote config ${url}: HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RemoteConfigError(`Remote config ${url} is not valid JSON`);
  }
  return parseRemoteConfig(json, url);
}

/**
 * The entry URL handed to the MF runtime: made absolute against the page, with the version as a
 * query parameter so a new deployment is never served from a cached manifest.
 */
export function manifestEntry(entry: RemoteConfig['remotes'][string], base: string): string {
  const url = new URL(entry.manifest, base);
  if (entry.version) url.searchParams.set('v', entry.version);
  return url.href;
}
