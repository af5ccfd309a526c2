import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@portal/contracts/remote-app';
import type { ComponentType } from 'react';
import { env } from '../env';
import {
  fetchRemoteConfig,
  manifestEntry,
  type RemoteConfig,
  type RemoteName,
} from './remote-config';
import { checkRemoteContract } from './remote-contract';

/** A remote's exposed app root: a component taking the shell's props (`RemoteAppProps`). */
export type RemoteRoot = ComponentType<RemoteAppProps>;

/** Loads a remote's exposed app root; rejects when the remote cannot be reached. */
export type RemoteAppLoader = (name: RemoteName) => Promise<RemoteRoot>;

let registration: Promise<void> | null = null;
let registered: RemoteConfig | undefined;
const loaded = new Map<RemoteName, RemoteRoot>();

/**
 * Fetches remotes.json and registers its remotes once per page. A failure is forgotten so the
 * next attempt (the fallback's retry button) fetches the config again.
 */
function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemoteConfig(env.PUBLIC_REMOTES_CONFIG_URL)
    .then((config) => {
      registered = config;
      registerRemotes(
        Object.entries(config.remotes).map(([name, entry]) => ({
          name,
          entry: manifestEntry(entry, window.location.href),
        })),
      );
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/**
 * The remotes.json this page registered (undefined before): the deployments it runs until it
 * reloads. The PWA frame compares a newer remotes.json with it (ADR 068).
 */
export function registeredRemoteConfig(): RemoteConfig | undefined {
  return registered;
}

/**
 * Loads `<name>/app` through the MF runtime. The runtime does not cache a failed manifest or
 * entry, so calling this again after a rejection really retries over the network.
 */
export const loadRemoteApp: RemoteAppLoader = async (name) => {
  const cached = loaded.get(name);
  if (cached) return cached;
  await ensureRemotesRegistered();
  const module = await loadRemote<{ default?: RemoteRoot; contractVersion?: unknown }>(
    `${name}/app`,
  );
  if (!module?.default) throw new Error(`Remote ${name} did not expose a default app component.`);
  // A remote built against another major of the seam is not mounted: the fallback shows.
  const contract = checkRemoteContract(name, module.contractVersion);
  if (!contract.ok) throw new Error(contract.reason);
  if (contract.warning) console.warn(contract.warning);
  loaded.set(name, module.default);
  return module.default;
};

/** The app root of a remote that already loaded on this page, so remounts render at once. */
export function getLoadedRemoteApp(name: RemoteName): RemoteRoot | undefined {
  return loaded.get(name);
}

/**
 * Starts downloading a remote's app before anything renders it: as soon as remotes.json is read
 * (the manifest URL is known only then), the MF runtime fetches the manifest and then the remote
 * entry and the `./app` chunks it lists all at once (`<link rel="preload">`), instead of one
 * after the other (entry, then exposed module, then its chunks) when `loadRemoteApp` runs.
 * Best effort: a failure here is silent, because `loadRemoteApp` fetches again and shows the
 * fallback when the remote really is down.
 */
export async function preloadRemoteApp(name: RemoteName): Promise<void> {
  if (loaded.has(name)) return;
  try {
    await ensureRemotesRegistered();
    await preloadRemote([{ nameOrAlias: name, exposes: ['./app'], resourceCategory: 'sync' }]);
  } catch {
    // Reported by loadRemoteApp, which the area's <RemoteApp> calls anyway.
  }
}

/**
 * Reads remotes.json and registers the remotes without fetching any of them: the shell's own
 * pages call it so that the `<link rel="preload">` of remotes.json in index.html is used, and
 * the next remote page (a login, from the welcome page) starts at its manifest. Best effort, as
 * `preloadRemoteApp`.
 */
export async function preloadRemoteConfig(): Promise<void> {
  try {
    await ensureRemotesRegistered();
  } catch {
    // Reported by loadRemoteApp when a remote's page needs the config.
  }
}
