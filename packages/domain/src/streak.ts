import { addDays, parseIsoDate, startOfWeek } from './calendar';
import { pauseOn, type Pause } from './pause';

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
 * current streak is 0, even when yesterday was active. Days of `pauses` ('Modo férias') neither
 * break a run nor count in it: a run goes on across them.
 */
export function computeStreaks(
  activeDays: readonly string[],
  today: string,
  pauses: readonly Pause[] = [],
): Streaks {
  const days = new Set(activeDays.filter((day) => parseIsoDate(day) !== null && day <= today));
  /** The active day before `day` in the same run (only paused days between), or null. */
  const previousInRun = (day: string): string | null => {
    let before = addDays(day, -1);
    while (!days.has(before)) {
      const pause = pauseOn(pauses, before);
      if (!pause) return null;
      before = addDays(pause.startsOn, -1);
    }
    return before;
  };

  let current = 0;
  for (let day: string | null = days.has(today) ? today : null; day; day = previousInRun(day)) {
    current += 1;
  }

  let best = 0;
  const runs = new Map<string, number>();
  for (const day of [...days].sort()) {
    const before = previousInRun(day);
    const length = (before === null ? 0 : (runs.get(before) ?? 0)) + 1;
    runs.set(day, length);
    best = Math.max(best, length);
  }

  const weekStart = startOfWeek(today);
  let thisWeek = 0;
  for (let i = 0; i < 7; i += 1) if (days.has(addDays(weekStart, i))) thisWeek += 1;

  return { current, best, thisWeek };
}
