/// <reference lib="webworker" />
// The portal's service worker (issue 39, ADR 068), built by build/service-worker.rsbuild.config.ts
// and given its precache list by workbox-build's injectManifest. It
//  - precaches the shell's build and answers navigations with the network, or offline with the
//    precached index.html;
//  - keeps each remote deployment named by remotes.json in a cache of its own, filled from the
//    remote's mf-manifest.json, so a page keeps the files it started with until it reloads;
//  - keeps the screens' API reads (NetworkFirst, 3 s) for offline reading, per user, stamped with
//    the time they were stored, and tells the page when it shows stored data;
//  - shows pushes and handles Background Sync of the child's completions.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { flushCompletionQueue } from '@portal/app-kit/offline';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { env } from '../env';
import { parseRemoteConfig, type RemoteConfig } from '../remotes/remote-config';
import {
  API_CACHE,
  COMPLETIONS_SYNC_TAG,
  notificationTarget,
  readPushMessage,
  STORED_AT_HEADER,
  type PageMessage,
  type WorkerMessage,
} from './messages';
import { apiPath, isOfflineRead, ME_PATH } from './offline-reads';
import {
  diffRemoteVersions,
  manifestAssets,
  readRemoteCacheName,
  remoteCacheName,
  remoteVersions,
  staleRemoteCaches,
} from './remote-versions';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Network answers slower than this are replaced by the stored ones (issue 39). */
const NETWORK_TIMEOUT_MS = 3000;
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
const CONFIG_CACHE = 'mesadinha-config';
const configUrl = new URL(env.PUBLIC_REMOTES_CONFIG_URL, self.location.href).href;
const origin = self.location.origin;

// --- The shell's own build --------------------------------------------------------------------

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'status' && event.source && 'id' in event.source) {
    const storedAt = offlineClients.get(event.source.id);
    if (storedAt !== undefined) post(event.source, { type: 'offline-data', storedAt });
  }
});

/**
 * Navigations: the network (fresh HTML and Content-Security-Policy, so moving a remote still
 * needs no shell rebuild), and the precached index.html when it fails or takes over 3 s.
 */
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && apiPath(url.pathname, env.PUBLIC_API_BASE_URL) === null,
  async ({ request }) => {
    try {
      return await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

// --- Remote deployments -----------------------------------------------------------------------

/** The remotes.json the worker last read from the network (also kept in CONFIG_CACHE). */
let config: RemoteConfig | undefined;
/** The folders remotes are served from (`…/mf-manifest.json` without its name). */
let remoteBases = new Map<string, string>();
const configLoaded = loadStoredConfig();

async function loadStoredConfig(): Promise<void> {
  try {
    const stored = await (await caches.open(CONFIG_CACHE)).match(configUrl);
    if (stored) adoptConfig(parseRemoteConfig(await stored.json(), configUrl));
  } catch {
    // Nothing stored yet, or broken: the next remotes.json from the network fills it.
  }
}

function adoptConfig(next: RemoteConfig): void {
  config = next;
  remoteBases = new Map(
    [...remoteVersions(next, origin)].map(([name, url]) => [name, new URL('.', url).href]),
  );
}

function remoteOf(url: URL): string | undefined {
  for (const [name, base] of remoteBases) if (url.href.startsWith(base)) return name;
  return undefined;
}

// Installing: the remote deployments of the moment are cached too, so the page this worker
// first controls can already be read offline. Best effort: a remote that is down fails nothing.
self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(configUrl, { cache: 'no-store' })
      .then((response) => (response.ok ? configRead(response) : undefined))
      .catch(() => undefined),
  );
});

/** remotes.json: the network (its edits show on the next load), else the last one read. */
registerRoute(
  ({ url }) => url.href.split('?')[0] === configUrl,
  async ({ request, event }) => {
    try {
      const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
      if (response.ok) (event as ExtendableEvent).waitUntil(configRead(response.clone()));
      return response;
    } catch (error) {
      const stored = await (await caches.open(CONFIG_CACHE)).match(configUrl);
      if (stored) return stored;
      throw error;
    }
  },
);

/**
 * A remotes.json read from the network: stored; each deployment it names is cached (its files
 * from its manifest); old deployments beyond the one before are dropped; and when it names
 * other deployments than the last one, every window hears it (they offer a reload).
 */
async function configRead(response: Response): Promise<void> {
  await configLoaded;
  let next: RemoteConfig;
  try {
    next = parseRemoteConfig(await response.clone().json(), configUrl);
  } catch {
    return;
  }
  const before = config;
  await (await caches.open(CONFIG_CACHE)).put(configUrl, response);
  adoptConfig(next);
  const versions = remoteVersions(next, origin);
  await Promise.all([...versions].map(([name, url]) => cacheRemote(name, url).catch(() => {})));
  for (const stale of staleRemoteCaches(await caches.keys(), versions)) await caches.delete(stale);
  if (before && diffRemoteVersions(before, next, origin).length > 0) {
    await broadcast({ type: 'remotes-changed', config: next });
  }
}

/** Caches one deployment of a remote; its manifest goes in last, marking the cache complete. */
async function cacheRemote(name: string, manifestUrl: string): Promise<void> {
  const cache = await caches.open(remoteCacheName(name, manifestUrl));
  if (await cache.match(manifestUrl)) return;
  const manifest = await fetch(manifestUrl, { mode: 'cors', credentials: 'omit' });
  if (!manifest.ok) return;
  const files = manifestAssets(await manifest.clone().json(), manifestUrl);
  await Promise.all(
    files.map(async (file) => {
      if (await cache.match(file)) return;
      const response =
        (await caches.match(file)) ?? (await fetch(file, { mode: 'cors', credentials: 'omit' }));
      if (response.ok) await cache.put(file, response);
    }),
  );
  await cache.put(manifestUrl, manifest);
}

/** This remote's version caches, newest first. */
async function cachesOf(name: string): Promise<string[]> {
  return (await caches.keys())
    .filter((cacheName) => readRemoteCacheName(cacheName)?.name === name)
    .reverse();
}

/**
 * A remote's file. Every file of a remote build but its manifest has a content hash in its name,
 * and the manifest is asked for with its version (`?v=`): a URL names one content, so any of the
 * remote's version caches may answer it, and a page reads the deployment its manifest names
 * until it reloads. A miss goes to the network and is kept in the newest version's cache.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (remoteOf(url) !== undefined || (config === undefined && url.origin !== origin)),
  async ({ request, url }) => {
    await configLoaded;
    const name = remoteOf(url);
    const versioned = !url.pathname.endsWith('mf-manifest.json') || url.searchParams.has('v');
    if (!name) return fetch(request);
    const names = await cachesOf(name);
    if (!versioned) {
      // A manifest without `?v=` (remotes.json names no version): the network's, else offline
      // the newest deployment's, whose files are in that same cache.
      try {
        return await fetch(request);
      } catch (error) {
        for (const cacheName of names) {
          const stored = await (await caches.open(cacheName)).match(url.href);
          if (stored) return stored;
        }
        throw error;
      }
    }
    for (const cacheName of names) {
      const hit = await (await caches.open(cacheName)).match(url.href);
      if (hit) return hit;
    }
    const response = await fetch(request);
    const keep = response.ok && (response.type === 'basic' || response.type === 'cors');
    const target = url.pathname.endsWith('mf-manifest.json')
      ? remoteCacheName(name, url.href)
      : names[0];
    if (keep && target) await (await caches.open(target)).put(url.href, response.clone());
    return response;
  },
);

// --- API reads for offline reading ------------------------------------------------------------

/** Pages whose API reads came from the cache since the network last answered: when stored. */
const offlineClients = new Map<string, number>();
/** Fetch events answered from the cache (so their late network answer does not say "online"). */
const answeredFromCache = new WeakSet<Event>();

const stampAnswers: WorkboxPlugin = {
  // Only full answers are stored (not a 401, a 402, a photo's 206), stamped with the time.
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

const reportOffline: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (!cachedResponse || !event) return cachedResponse;
    answeredFromCache.add(event);
    const storedAt = Number(cachedResponse.headers.get(STORED_AT_HEADER));
    if (clientId && Number.isFinite(storedAt) && storedAt > 0) {
      const oldest = Math.min(storedAt, offlineClients.get(clientId) ?? Infinity);
      offlineClients.set(clientId, oldest);
      const client = await self.clients.get(clientId);
      if (client) post(client, { type: 'offline-data', storedAt: oldest });
    }
    return cachedResponse;
  },
  async fetchDidSucceed({ response, event }) {
    const clientId = (event as FetchEvent | undefined)?.clientId;
    if (clientId && event && !answeredFromCache.has(event) && offlineClients.delete(clientId)) {
      const client = await self.clients.get(clientId);
      if (client) post(client, { type: 'online-data' });
      await broadcast({ type: 'flush-completions' });
    }
    return response;
  },
};

/**
 * The cache holds one user's reads: a 401 from /api/me (signed out, session ended) empties it,
 * and so does a /api/me of another user than the one whose answers are stored.
 */
const oneUserOnly: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    const path = apiPath(new URL(request.url).pathname, env.PUBLIC_API_BASE_URL);
    if (path === ME_PATH && response.status === 401) await caches.delete(API_CACHE);
    if (path === ME_PATH && response.ok) {
      const stored = await (await caches.open(API_CACHE)).match(request, { ignoreVary: true });
      const [before, now] = await Promise.all([userOf(stored), userOf(response.clone())]);
      if (stored && before !== now) await caches.delete(API_CACHE);
    }
    return response;
  },
};

async function userOf(response: Response | undefined): Promise<string | undefined> {
  const body = (await response?.json().catch(() => undefined)) as
    { user?: { id?: unknown } } | undefined;
  return typeof body?.user?.id === 'string' ? body.user.id : undefined;
}

registerRoute(
  ({ url, request }) =>
    url.origin === origin && isOfflineRead(request.method, url.pathname, env.PUBLIC_API_BASE_URL),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
    matchOptions: { ignoreVary: true },
    plugins: [
      oneUserOnly,
      stampAnswers,
      reportOffline,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 14 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Signing out empties the stored reads at once (the shell's sign-out does too, ADR 068) and ends
// this device's push subscription: the BFF drops its row with the session, and the next person
// to sign in here turns push on for themselves (ADR 067).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method === 'POST' &&
    url.origin === origin &&
    apiPath(url.pathname, env.PUBLIC_API_BASE_URL) === '/auth/sign-out'
  ) {
    offlineClients.clear();
    event.waitUntil(
      Promise.all([
        caches.delete(API_CACHE),
        self.registration.pushManager
          .getSubscription()
          .then((subscription) => subscription?.unsubscribe())
          .catch(() => undefined),
      ]),
    );
  }
});

// --- Push and Background Sync (hooks other code relies on; ADR 067, 068) -----------------------

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const message = readPushMessage(data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: ICON,
      badge: BADGE,
      lang: 'pt-BR',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown })?.url, origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const portal = windows.find((client) => new URL(client.url).origin === origin);
      if (!portal) {
        await self.clients.openWindow(target);
        return;
      }
      await portal.focus();
      try {
        await portal.navigate(target);
      } catch {
        // A window this worker does not control cannot be navigated from here: it goes itself.
        post(portal, { type: 'navigate', url: target });
      }
    })(),
  );
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', ((event: SyncEvent) => {
  // Background Sync: the worker sends the child's queued completions itself (ADR 069), also
  // with no window open; a window that is open hears of it through the queue's channel.
  if (event.tag === COMPLETIONS_SYNC_TAG) {
    event.waitUntil(
      flushCompletionQueue().then((result) => {
        // Rejecting asks the browser to sync again later (with backoff).
        if (result.stopped === 'offline') throw new Error('completions kept for a later sync');
      }),
    );
  }
}) as EventListener);

// --- Helpers ----------------------------------------------------------------------------------

function post(client: Client | MessageEventSource, message: WorkerMessage): void {
  (client as Client).postMessage(message);
}

async function broadcast(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    post(client, message);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
