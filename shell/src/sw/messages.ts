import type { PushMessage } from '@portal/contracts/push';
import type { RemoteConfig } from '../remotes/remote-config';

/**
 * What the service worker and the shell's pages say to each other (`postMessage`; ADR 068).
 * Other engineers' code relies on `flush-completions` (Background Sync of the child's queue).
 */
export type WorkerMessage =
  /** An API read of this page came from the cache, stored at `storedAt` (ms since the epoch). */
  | { type: 'offline-data'; storedAt: number }
  /** An API read of this page reached the network again. */
  | { type: 'online-data' }
  /** `remotes.json` now names other deployments; their files are cached. */
  | { type: 'remotes-changed'; config: RemoteConfig }
  /** Send the child's queued completions (Background Sync fired, or the network is back). */
  | { type: 'flush-completions' }
  /** Open this portal path (a notification was tapped while this window was not controlled). */
  | { type: 'navigate'; url: string };

export type PageMessage =
  /** Tell me again whether my reads come from the cache (the page listens late, ADR 068). */
  | { type: 'status' }
  /** Activate the waiting service worker (the page reloads on `controllerchange`). */
  | { type: 'skip-waiting' };

/** Header the service worker stamps on each API answer it stores: when, in ms since the epoch. */
export const STORED_AT_HEADER = 'x-mesadinha-stored-at';

/** The cache of API reads; emptied on sign-out, on a 401 from /api/me and when the user changes. */
export const API_CACHE = 'mesadinha-api';

/** The Background Sync tag of the child's offline completion queue. */
export const COMPLETIONS_SYNC_TAG = 'mesadinha-completions';

/**
 * The payload of a push (`PushMessageSchema` of `@portal/contracts/push`), checked by hand: the
 * service worker wakes for every push and every fetch, and zod would triple the script it
 * parses each time. `push-message.test.ts` holds it to the schema.
 */
export function readPushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  if (typeof url !== 'string' || typeof tag !== 'string') return null;
  return { title, body, url, tag };
}

/**
 * The portal URL a notification opens: `url` on the portal's origin; anything that would leave
 * it (another origin, `javascript:`) opens the portal's home instead.
 */
export function notificationTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Not a URL: home.
  }
  return new URL('/', origin).href;
}
