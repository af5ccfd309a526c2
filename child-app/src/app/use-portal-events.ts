import type { PortalEvent } from '@portal/contracts/events';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { env } from '../env';
import { api } from './api';

type Tag = 'Me' | 'ChildTasks';

/**
 * Event types (SSE `event:` names) child-app reacts to, and the cache tags each one refreshes.
 * A child only receives events about itself (or its family's tasks).
 */
const INVALIDATES: Partial<Record<PortalEvent['type'], readonly Tag[]>> = {
  'tasks.changed': ['ChildTasks'],
  'submissions.changed': ['ChildTasks', 'Me'],
  'balance.changed': ['ChildTasks', 'Me'],
  'children.changed': ['Me'],
};

/**
 * Subscribes to the BFF's event stream (`GET /api/events`) while a signed-in child screen is
 * mounted (`enabled`) and turns events into RTK Query invalidation: a task a parent creates,
 * approves or rejects shows up on the child's screens within a second or two. Events carry ids
 * only; the data is always re-read through the API. `EventSource` reconnects by itself after a
 * dropped connection; the stream is closed when disabled or unmounted.
 */
export function usePortalEvents(enabled: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.PUBLIC_API_BASE_URL}/events`, { withCredentials: true });
    const listeners = Object.entries(INVALIDATES).map(([type, tags]) => {
      const listener = () => dispatch(api.util.invalidateTags([...(tags ?? [])]));
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [dispatch, enabled]);
}
