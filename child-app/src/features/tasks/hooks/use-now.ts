import { useEffect, useState } from 'react';

/** How often the tasks screen re-reads the clock (spec 001 §9 "Today refresh": 60 s). */
export const NOW_REFRESH_MS = 60_000;

/**
 * The current instant, refreshed every `intervalMs`: 'today' (São Paulo) and task availability
 * are derived from it, so a task unlocks and the tabs move at midnight without a reload.
 */
export function useNow(intervalMs: number = NOW_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
