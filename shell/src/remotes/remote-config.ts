// Checked by hand, not with zod: this runs in the shell's first bundle, which every visitor
// downloads and runs before anything shows (ADR 047).

/** The remotes the shell routes to. A config that omits one of them is rejected. */
export const REMOTE_NAMES = ['parent_app', 'child_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One remote of `remotes.json`. */
export interface RemoteEntry {
  /** URL of the remote's `mf-manifest.json`; a sub-path is fine (remotes use assetPrefix auto). */
  manifest: string;
  /** Deployed version; also busts caches of the manifest when it changes. */
  version?: string;
}

/**
 * Shape of `remotes.json`, the runtime list of remotes served by the shell:
 * `{ "remotes": { "parent_app": { "manifest": "http://…/mf-manifest.json", "version": "1.2.0" } } }`.
 * Extra remotes (snake_case names) are allowed so a new one can be staged before it is routed.
 */
export interface RemoteConfig {
  remotes: Record<string, RemoteEntry>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with a manifest URL, if anything. */
function manifestProblem(manifest: unknown): string | undefined {
  if (typeof manifest !== 'string') return 'expected a string';
  if (manifest.length === 0) return 'must not be empty';
  if (!manifest.startsWith('/') && !/^https?:\/\//.test(manifest)) {
    return 'must be an http(s) URL or a path starting with "/"';
  }
  if (!/mf-manifest\.json(\?.*)?$/.test(manifest)) return 'must point at an mf-manifest.json';
  return undefined;
}

/** One remote's entry, or its problems (with their paths) added to `problems`. */
function readEntry(name: string, entry: unknown, problems: string[]): RemoteEntry | undefined {
  const at = `remotes.${name}`;
  if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${at}: remote names are snake_case`);
  if (!isRecord(entry)) {
    problems.push(`${at}: expected an object`);
    return undefined;
  }
  const manifestIssue = manifestProblem(entry.manifest);
  if (manifestIssue) problems.push(`${at}.manifest: ${manifestIssue}`);
  const { version } = entry;
  if (version !== undefined && (typeof version !== 'string' || version.length === 0)) {
    problems.push(`${at}.version: expected a non-empty string`);
  }
  if (manifestIssue) return undefined;
  const manifest = entry.manifest as string;
  return typeof version === 'string' ? { manifest, version } : { manifest };
}

/** A remotes.json that could not be fetched or does not have the shape of {@link RemoteConfig}. */
export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/** Validates parsed JSON; the error lists every problem with its path, e.g. `remotes.child_app.manifest`. */
export function parseRemoteConfig(json: unknown, source = 'remotes.json'): RemoteConfig {
  const problems: string[] = [];
  const remotes: Record<string, RemoteEntry> = {};
  if (!isRecord(json)) {
    problems.push('(root): expected an object');
  } else if (!isRecord(json.remotes)) {
    problems.push('remotes: expected an object');
  } else {
    for (const [name, value] of Object.entries(json.remotes)) {
      const entry = readEntry(name, value, problems);
      if (entry) remotes[name] = entry;
    }
    for (const name of REMOTE_NAMES) {
      if (!(name in json.remotes)) problems.push(`remotes.${name}: is missing`);
    }
  }
  if (problems.length === 0) return { remotes };
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
