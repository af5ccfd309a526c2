import { useSyncExternalStore } from 'react';

/**
 * Width from which `PageLayout` shows its navigation as a side bar and widens the content.
 * The CSS (`../components/page-layout/page-layout.css`) and `useWideLayout` share this one query so the DOM
 * order and the visual layout never disagree.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(WIDE_LAYOUT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  // jsdom and old browsers have no matchMedia: they get the phone layout, as before.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(WIDE_LAYOUT_QUERY).matches;
}

/** Whether the viewport matches `WIDE_LAYOUT_QUERY`; `false` on the server. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
