import type { Appearance } from '@portal/contracts/settings';
import { useSyncExternalStore } from 'react';
import type { AppearanceStore } from './appearance';

/**
 * What a family may choose for the colour scheme (issue 12 stores it): a fixed scheme, or
 * `auto`, which follows the device (`prefers-color-scheme`).
 */
export type SchemePreference = 'light' | 'dark' | 'auto';
export type ResolvedScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

/**
 * The scheme to render for a preference: `light`/`dark` as chosen, `auto` (the default) follows
 * the device's `prefers-color-scheme` and re-renders when it changes (a phone switching to dark
 * at sunset). Without `matchMedia` (tests, old browsers) `auto` is light.
 */
export function useColorScheme(preference: SchemePreference = 'auto'): ResolvedScheme {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  if (preference !== 'auto') return preference;
  return dark ? 'dark' : 'light';
}

/** The current appearance of a store (`createAppearanceStore`), re-rendering when it changes. */
export function useAppearance(store: AppearanceStore): Appearance {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
