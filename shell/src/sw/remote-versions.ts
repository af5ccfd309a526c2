import { manifestEntry, type RemoteConfig } from '../remotes/remote-config';

/**
 * Remote versions for the service worker and the page (issue 39, ADR 068). A remote's version
 * is the manifest URL the shell hands to the Module Federation runtime (`manifestEntry`: the
 * `remotes.json` manifest with its `version` as `?v=`): two pages that read different URLs for
 * a remote run different deployments of it.
 */

/** One remote whose deployment differs between two configs (`from`/`to` absent: added/removed). */
export interface RemoteVersionChange {
  name: string;
  from?: string;
  to?: string;
}

/** The version of each remote of a config: its manifest entry URL, resolved against `base`. */
export function remoteVersions(config: RemoteConfig, base: string): Map<string, string> {
  return new Map(
    Object.entries(config.remotes).map(([name, entry]) => [name, manifestEntry(entry, base)]),
  );
}

/**
 * The remotes whose deployment changed from `before` to `after` (a new version, a moved
 * manifest, a remote added or removed), in name order. Empty when a page started on `before`
 * runs what `after` names.
 */
export function diffRemoteVersions(
  before: RemoteConfig,
  after: RemoteConfig,
  base: string,
): RemoteVersionChange[] {
  const from = remoteVersions(before, base);
  const to = remoteVersions(after, base);
  const names = [...new Set([...from.keys(), ...to.keys()])].sort();
  const changes: RemoteVersionChange[] = [];
  for (const name of names) {
    const a = from.get(name);
    const b = to.get(name);
    if (a === b) continue;
    const change: RemoteVersionChange = { name };
    if (a) change.from = a;
    if (b) change.to = b;
    changes.push(change);
  }
  return changes;
}

const CACHE_PREFIX = 'mesadinha-remote';

/** The cache holding one deployment of a remote: its files and its versioned manifest. */
export function remoteCacheName(name: string, manifestUrl: string): string {
  return `${CACHE_PREFIX} ${name} ${manifestUrl}`;
}

/** The remote and manifest URL of a cache named by {@link remoteCacheName}, else null. */
export function readRemoteCacheName(
  cacheName: string,
): { name: string; manifestUrl: string } | null {
  const [prefix, name, manifestUrl, ...rest] = cacheName.split(' ');
  if (prefix !== CACHE_PREFIX || !name || !manifestUrl || rest.length > 0) return null;
  return { name, manifestUrl };
}

/**
 * The version caches to delete among `cacheNames` (oldest first, as `caches.keys()` lists
 * them): for each remote, all but the current deployment and the newest other one, which a page
 * that started before the last deploy may still be reading until it reloads. A remote no longer
 * in the config keeps only its newest cache.
 */
export function staleRemoteCaches(cacheNames: readonly string[], current: Map<string, string>) {
  const byRemote = new Map<string, string[]>();
  for (const cacheName of cacheNames) {
    const parsed = readRemoteCacheName(cacheName);
    if (!parsed) continue;
    byRemote.set(parsed.name, [...(byRemote.get(parsed.name) ?? []), cacheName]);
  }
  const stale: string[] = [];
  for (const [name, names] of byRemote) {
    const keep = new Set<string>();
    const currentUrl = current.get(name);
    const currentCache = currentUrl ? remoteCacheName(name, currentUrl) : undefined;
    if (currentCache && names.includes(currentCache)) keep.add(currentCache);
    const newestOther = [...names].reverse().find((cacheName) => cacheName !== currentCache);
    if (newestOther) keep.add(newestOther);
    stale.push(...names.filter((cacheName) => !keep.has(cacheName)));
  }
  return stale;
}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of a remote's `mf-manifest.json` that name its files. */
interface ManifestFiles {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: { assets?: AssetLists }[];
  exposes?: { assets?: AssetLists }[];
}

/**
 * Every file a remote's `mf-manifest.json` names (its entry, the exposed modules' and shared
 * modules' scripts and styles), as absolute URLs: relative to the manifest's folder when the
 * remote's `publicPath` is `auto` (rsbuild's `assetPrefix: 'auto'`), else to its publicPath.
 */
export function manifestAssets(manifest: unknown, manifestUrl: string): string[] {
  const files = (
    typeof manifest === 'object' && manifest !== null ? manifest : {}
  ) as ManifestFiles;
  const publicPath = files.metaData?.publicPath;
  const base = new URL(
    publicPath && publicPath !== 'auto' ? publicPath : '.',
    new URL('.', manifestUrl),
  );
  const paths = new Set<string>();
  const entry = files.metaData?.remoteEntry;
  if (entry?.name)
    paths.add(entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name);
  for (const module of [...(files.shared ?? []), ...(files.exposes ?? [])]) {
    for (const kind of [module.assets?.js, module.assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) {
        if (typeof file === 'string' && file.length > 0) paths.add(file);
      }
    }
  }
  return [...paths].map((file) => new URL(file.replace(/^\/+/, ''), base).href);
}
