import { useNow as useClock } from '@portal/app-kit';

/** How often the tasks screen re-reads the clock (spec 001 §9 "Today refresh": 60 s). */
export const NOW_REFRESH_MS = 60_000;

/**
 * The current instant, refreshed every minute: 'today' (São Paulo) and task availability are
 * derived from it, so a task unlocks and the tabs move at midnight without a reload.
 */
export function useNow(): Date {
  return useClock(NOW_REFRESH_MS);
}
