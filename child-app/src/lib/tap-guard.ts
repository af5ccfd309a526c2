import { useCallback, useEffect, useRef } from 'react';

/** The duplicate-tap guard stays closed this long after an operation ends (spec 001 §9). */
export const DUPLICATE_TAP_GUARD_MS = 200;

/**
 * `releaseLater(release)` runs `release` {@link DUPLICATE_TAP_GUARD_MS} after now: how a screen
 * reopens its duplicate-tap guard once an operation has answered. Pending releases are dropped
 * when the screen unmounts.
 */
export function useGuardRelease(): (release: () => void) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return useCallback((release: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      release();
    }, DUPLICATE_TAP_GUARD_MS);
    timers.current.add(timer);
  }, []);
}
