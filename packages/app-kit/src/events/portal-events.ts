import type { PortalEvent } from '@portal/contracts/events';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

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
export type EventStream = Pick<EventSource, 'addEventListener' | 'removeEventListener' | 'close'>;

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
): () => void {
  let dropped = false;
  const listeners: [string, () => void][] = Object.entries(invalidates).map(([type, tags]) => [
    type,
    () => dispatch(api.util.invalidateTags([...((tags as readonly T[] | undefined) ?? [])])),
  ]);
  listeners.push(['error', () => (dropped = true)]);
  listeners.push([
    'open',
    () => {
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
 * Subscribes to `GET {baseUrl}/events` while `enabled` and a component using it is mounted,
 * bridging events to cache tags ({@link bridgeEvents}). `EventSource` reconnects by itself after
 * a dropped connection; the stream is closed when disabled or unmounted. Keep `invalidates` a
 * module constant, or every render reopens the stream.
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
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${baseUrl}/events`, { withCredentials: true });
    return bridgeEvents(source, dispatch, api, invalidates);
  }, [dispatch, api, baseUrl, invalidates, enabled]);
}
