import type { PortalEvent } from '@portal/contracts/events';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { env } from '../env';
import { api } from './api';

type Tag = 'Children' | 'Tasks' | 'Submissions';

/** Event types (SSE `event:` names) this app reacts to, and the cache tags each one refreshes. */
const INVALIDATES: Partial<Record<PortalEvent['type'], readonly Tag[]>> = {
  'children.changed': ['Children'],
  // A balance moves with approvals, rejections and completions: the children's figures change.
  'balance.changed': ['Children'],
  // Wrong PINs locked a child's sign-in from unknown devices: the children show the lock.
  'child.pin-locked': ['Children'],
  'tasks.changed': ['Tasks'],
  // A child completed a task (the queue grows) or another device reviewed one (it shrinks);
  // the reviewed task's `completed` flag changes with it.
  'submissions.changed': ['Submissions', 'Tasks'],
};

/**
 * Subscribes to the BFF's event stream (`GET /api/events`) while a signed-in parent screen is
 * mounted and turns events into RTK Query invalidation: `children.changed` refetches the
 * family's children, `tasks.changed` the task list and open tasks, `submissions.changed` the
 * approval queue, so a child's completion shows up in 'Fila de Aprovação' within a second or
 * two. Events carry ids only; the data is always re-read through the API (so the payload is
 * not even parsed here). `EventSource` reconnects by itself after a dropped connection; the
 * stream is closed on unmount.
 */
export function usePortalEvents(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
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
  }, [dispatch]);
}
