/**
 * The remote's API cache, once its store has loaded. A login renders before the store (ADR 045)
 * and cannot reach it; a sign-in there empties it through {@link resetLoadedCaches}, so nothing
 * cached for whoever used this tab before survives (what `startsNewSession` does for sign-ins
 * inside the store).
 */
import { dropEarly } from '../api/early-fetch';

const resets = new Set<() => void>();

/** Registers how to empty a store's API cache (the store module does it when it loads). */
export function registerCacheReset(reset: () => void): void {
  resets.add(reset);
}

/**
 * Empties every registered API cache (nothing to do before a store has loaded) and drops the
 * early answers not taken yet (`fetchEarly`), which were asked for in the previous session.
 */
export function resetLoadedCaches(): void {
  dropEarly();
  for (const reset of resets) reset();
}
