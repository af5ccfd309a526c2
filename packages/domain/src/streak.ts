import { addDays, parseIsoDate, startOfWeek } from './calendar';

/** Streak figures of a child's profile (spec 001 §9 "Parent-side figures" → Streak). */
export interface Streaks {
  /** Consecutive active days counting back from today (0 when today has no activity yet). */
  current: number;
  /** Longest run of consecutive active days ever. */
  best: number;
  /** Active days in the current Sunday-to-Saturday week, up to 7. */
  thisWeek: number;
}

/**
 * Current, best and this-week streaks from the active `YYYY-MM-DD` days (any order, repeats
 * allowed). "Counts back from today" is taken literally: if today has no activity yet the
 * current streak is 0, even when yesterday was active.
 */
export function computeStreaks(activeDays: readonly string[], today: string): Streaks {
  const days = new Set(activeDays.filter((day) => parseIsoDate(day) !== null && day <= today));

  let current = 0;
  for (let day = today; days.has(day); day = addDays(day, -1)) current += 1;

  let best = 0;
  for (const day of days) {
    // only start counting at the first day of a run
    if (days.has(addDays(day, -1))) continue;
    let length = 0;
    for (let next = day; days.has(next); next = addDays(next, 1)) length += 1;
    best = Math.max(best, length);
  }

  const weekStart = startOfWeek(today);
  let thisWeek = 0;
  for (let i = 0; i < 7; i += 1) if (days.has(addDays(weekStart, i))) thisWeek += 1;

  return { current, best, thisWeek };
}
