import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from './openapi-compat';

/**
 * Where the OpenAPI documents of released BFF versions are kept, one `<version>.json` each
 * (written by `pnpm --filter @portal/bff openapi:release`, never edited by hand).
 */
export const RELEASES_FOLDER = fileURLToPath(new URL('../../openapi/releases', import.meta.url));

/** A released document and its version. */
export interface Release {
  version: string;
  document: OpenApiDocument;
}

/** `[major, minor, patch]` of a `x.y.z` version; NaN parts sort nowhere useful, so throw. */
export function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a x.y.z version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Orders `x.y.z` versions numerically (`0.10.0` after `0.9.0`). */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The highest released version in `folder`, or undefined when nothing was released yet. */
export function newestRelease(folder: string = RELEASES_FOLDER): Release | undefined {
  const versions = readdirSync(folder)
    .filter((name) => /^\d+\.\d+\.\d+\.json$/.test(name))
    .map((name) => name.replace(/\.json$/, ''))
    .sort(compareVersions);
  const version = versions.at(-1);
  if (!version) return undefined;
  const text = readFileSync(`${folder}/${version}.json`, 'utf8');
  return { version, document: JSON.parse(text) as OpenApiDocument };
}

/**
 * Whether `current` may break callers of `released`: only a new major version (for `0.y.z`,
 * where semver gives no stability, a new minor).
 */
export function breakingChangesAllowed(released: string, current: string): boolean {
  const [releasedMajor, releasedMinor] = parseVersion(released);
  const [currentMajor, currentMinor] = parseVersion(current);
  if (currentMajor !== releasedMajor) return currentMajor > releasedMajor;
  return currentMajor === 0 && currentMinor > releasedMinor;
}
