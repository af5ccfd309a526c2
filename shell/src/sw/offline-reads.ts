/**
 * The API reads the service worker keeps for offline reading (issue 39, ADR 068): the GETs the
 * parent's and the child's screens show, as paths under the API base (`/api`). Everything else
 * — writes, the event stream (`/events`), sign-in, billing, exports, the dev endpoints — always
 * goes to the network and is never stored. Matched on the whole path: a new endpoint is not
 * cached until it is listed here.
 */
export const OFFLINE_READS: readonly RegExp[] = [
  /^\/me$/,
  /^\/child\/tasks$/,
  /^\/children$/,
  /^\/children\/[^/]+\/(?:goals|stats|achievements|transactions|allowance)$/,
  /^\/pauses$/,
  /^\/notifications$/,
  /^\/parent\/dashboard$/,
  /^\/submissions\/pending$/,
  /^\/submissions\/[^/]+\/photo$/,
  /^\/tasks$/,
];

/** The API path of `/api/me`, whose answer says whose data the cache holds. */
export const ME_PATH = '/me';

/**
 * The part of `pathname` under the API base, or null when it is not an API path: `/api/me` →
 * `/me` for the base `/api`.
 */
export function apiPath(pathname: string, apiBase: string): string | null {
  const base = apiBase.replace(/\/+$/, '');
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/** Whether a request is one of the reads kept for offline use: a GET of a listed API path. */
export function isOfflineRead(method: string, pathname: string, apiBase: string): boolean {
  if (method !== 'GET') return false;
  const path = apiPath(pathname, apiBase);
  return path !== null && OFFLINE_READS.some((pattern) => pattern.test(path));
}
