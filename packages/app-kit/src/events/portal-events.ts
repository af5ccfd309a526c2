import { streamEvents } from '@portal/contracts/endpoints/events';
import { getMe } from '@portal/contracts/endpoints/me';
import type { PortalEvent } from '@portal/contracts/events';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { endpointPath } from '../api/endpoint-request';

/** Event types (SSE `event:` names) a remote reacts to, and the cache tags each one refreshes. */
export type EventInvalidations<T extends string> = Partial<
  Record<PortalEvent['type'], readonly T[]>
>;

/** The parts of a remote's API the bridge needs (any `createPortalApi` result). */
export interface BridgeApi<T extends string> {
  tagTypes: readonly T[];
  util: { invalidateTags: (tags: T[]) => UnknownAction };
}

/** What the bridge listens to: the browser's `EventSource` (tests pass a fake). */
export type EventStream = Pick<
  EventSource,
  'addEventListener' | 'removeEventListener' | 'close' | 'readyState'
>;

/** How {@link bridgeEvents} was opened and what it tells its owner. */
export interface BridgeOptions {
  /** This stream replaces one that dropped: its first `open` reads everything again. */
  afterDrop?: boolean;
  /** The browser gave up on the stream (an HTTP error answer): its owner may open a new one. */
  onGaveUp?: () => void;
  /** The stream is open (again). */
  onOpen?: () => void;
}

/** Waits before opening a new stream after the browser gave up: 3 s, doubling, at most 60 s. */
export function reopenDelay(attempt: number): number {
  return Math.min(60_000, 3_000 * 2 ** attempt);
}

/**
 * Turns the BFF's event stream into RTK Query cache invalidation:
 * - each event type in `invalidates` invalidates its tags (events carry ids only; the data is
 *   always re-read through the API);
 * - after the connection dropped (`error`) and `EventSource` reconnected by itself (`open`),
 *   every tag of the API is invalidated: events sent while the stream was down are lost, so all
 *   that is on screen is read again.
 * Returns a function that removes the listeners and closes the stream.
 */
export function bridgeEvents<T extends string>(
  source: EventStream,
  dispatch: (action: UnknownAction) => unknown,
  api: BridgeApi<T>,
  invalidates: EventInvalidations<T>,
  { afterDrop = false, onGaveUp, onOpen }: BridgeOptions = {},
): () => void {
  let dropped = afterDrop;
  const listeners: [string, () => void][] = Object.entries(invalidates).map(([type, tags]) => [
    type,
    () => dispatch(api.util.invalidateTags([...((tags as readonly T[] | undefined) ?? [])])),
  ]);
  listeners.push([
    'error',
    () => {
      dropped = true;
      // readyState 2 (CLOSED): the browser will not retry by itself.
      if (source.readyState === 2) onGaveUp?.();
    },
  ]);
  listeners.push([
    'open',
    () => {
      onOpen?.();
      if (!dropped) return;
      dropped = false;
      dispatch(api.util.invalidateTags([...api.tagTypes]));
    },
  ]);
  for (const [type, listener] of listeners) source.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) source.removeEventListener(type, listener);
    source.close();
  };
}

/**
 * Whether the BFF says nobody is signed in on this device any more (`GET /me` answers 401).
 * Asked outside the API's cache: the answer decides a navigation, and must not replace what the
 * screen shows of `/me` while the shell's guard decides.
 */
async function signedOut(baseUrl: string): Promise<boolean> {
  try {
    const answer = await fetch(`${baseUrl}${endpointPath(getMe)}`, {
      credentials: 'include',
      cache: 'no-store',
    });
    return answer.status === 401;
  } catch {
    return false; // no answer: a BFF restarting, not a session that ended
  }
}

/**
 * Subscribes to `GET {baseUrl}/events` while `enabled` and a component using it is mounted,
 * bridging events to cache tags ({@link bridgeEvents}). `EventSource` reconnects by itself after
 * a dropped connection; when the browser gives up (an HTTP error answer) a new stream is opened
 * after {@link reopenDelay}; the stream is closed when disabled or unmounted. Keep `invalidates` a
 * module constant, or every render reopens the stream.
 *
 * The BFF ends a stream when its session ends (sign-out elsewhere, a password change, expiry;
 * ADR 057), and EventSource's reconnection is refused with 401. On a refusal the hook asks
 * `GET {baseUrl}/me`: when nobody is signed in any more it navigates to the same screen again,
 * replacing it, so the shell's session guard (which asks on every navigation) sends the visitor
 * to the login; a BFF that is only restarting leaves the screen as it is.
 */
export function usePortalEvents<T extends string>(
  api: BridgeApi<T>,
  {
    baseUrl,
    invalidates,
    enabled = true,
  }: {
    baseUrl: string;
    invalidates: EventInvalidations<T>;
    enabled?: boolean;
  },
): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const recheckSession = useEffectEvent(() => {
    void navigate(pathname + search, { replace: true, state });
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let stop = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let mounted = true;
    // A network drop is retried by EventSource itself; an HTTP error answer (a proxy's 502 while
    // the BFF restarts, a 401 once the session ended) closes it for good, so a new stream is
    // opened after a growing delay, and the session is asked about.
    const open = (afterDrop: boolean) => {
      const source = new EventSource(`${baseUrl}${endpointPath(streamEvents)}`, {
        withCredentials: true,
      });
      stop = bridgeEvents(source, dispatch, api, invalidates, {
        afterDrop,
        onOpen: () => {
          attempt = 0;
        },
        onGaveUp: () => {
          stop();
          timer = setTimeout(() => open(true), reopenDelay(attempt));
          attempt += 1;
          void signedOut(baseUrl).then((gone) => {
            if (gone && mounted) recheckSession();
          });
        },
      });
    };
    open(false);
    return () => {
      mounted = false;
      clearTimeout(timer);
      stop();
    };
  }, [dispatch, api, baseUrl, invalidates, enabled]);
}
