import { createContext, useContext, useSyncExternalStore } from 'react';

/*
 * A child's preferences of the profile's 'Configurações' tab (spec 001 §2 calls them
 * decorative; here the two that cost little are real). They live on this device only, per
 * child (siblings share a tablet), in localStorage: nothing about them reaches the BFF.
 * - `celebrations`: whether the celebration watcher (goal reached, achievement unlocked, new
 *   level) shows its moment of joy. Default on.
 * - `scheme`: the colour scheme the child chose for its area, or null to keep the page's (the
 *   shell's, which follows the family's appearance: light, dark, or the device for auto; issue
 *   12, ADR 029). `app/child-area.tsx` applies it. Switching back to what the family shows
 *   clears the choice (null), so the child follows the family again.
 * Task notifications do not exist in the product yet, so they have no preference here.
 */

export interface ChildPreferences {
  celebrations: boolean;
  scheme: 'light' | 'dark' | null;
}

export const DEFAULT_PREFERENCES: ChildPreferences = Object.freeze({
  celebrations: true,
  scheme: null,
});

const KEY_PREFIX = 'mesadinha:child-preferences:';
const listeners = new Set<() => void>();
/** Parsed snapshots by stored text, so `useSyncExternalStore` sees a stable object. */
const parsed = new Map<string, ChildPreferences>();
/** Values localStorage refused to keep (private mode, quota): they hold for this visit. */
const unsaved = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  const pending = unsaved.get(key);
  if (pending !== undefined) return pending;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string) {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
}

/** Stored text → preferences; anything unexpected (old or edited by hand) falls back field by field. */
function parse(raw: string | null): ChildPreferences {
  if (raw === null) return DEFAULT_PREFERENCES;
  const cached = parsed.get(raw);
  if (cached) return cached;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const result: ChildPreferences = {
    celebrations:
      typeof record.celebrations === 'boolean'
        ? record.celebrations
        : DEFAULT_PREFERENCES.celebrations,
    scheme: record.scheme === 'light' || record.scheme === 'dark' ? record.scheme : null,
  };
  parsed.set(raw, result);
  return result;
}

/** A child's preferences now (the celebration watcher may call it outside React). */
export function readChildPreferences(childId: string): ChildPreferences {
  return parse(readRaw(KEY_PREFIX + childId));
}

/** Changes one preference of a child; every screen using {@link useChildPreferences} re-renders. */
export function setChildPreference<K extends keyof ChildPreferences>(
  childId: string,
  name: K,
  value: ChildPreferences[K],
) {
  const next = { ...readChildPreferences(childId), [name]: value };
  writeRaw(KEY_PREFIX + childId, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the same device changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** A child's preferences, kept current; the defaults while no child is known. */
export function useChildPreferences(childId: string | undefined): ChildPreferences {
  return useSyncExternalStore(
    subscribe,
    () => (childId ? readChildPreferences(childId) : DEFAULT_PREFERENCES),
    () => DEFAULT_PREFERENCES,
  );
}

const FamilySchemeContext = createContext<'light' | 'dark'>('light');

/** Provides the family's (the page's) scheme to the child's settings; `app/child-area.tsx`. */
export const FamilySchemeProvider = FamilySchemeContext.Provider;

/** The scheme the family's appearance gives the page, before the child's own choice. */
export function useFamilyScheme(): 'light' | 'dark' {
  return useContext(FamilySchemeContext);
}

/**
 * Stores the child's dark-mode switch: a choice equal to the family's scheme is no choice
 * (null), so the child's area follows the family again, also when the family changes later.
 */
export function setChildScheme(
  childId: string,
  chosen: 'light' | 'dark',
  familyScheme: 'light' | 'dark',
): void {
  setChildPreference(childId, 'scheme', chosen === familyScheme ? null : chosen);
}
