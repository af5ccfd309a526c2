import { daysInMonth, parseIsoDate, toIsoDate } from './calendar';

/** How a recurring task repeats. */
export type RecurrenceType = 'daily' | 'weekly' | 'monthly';

/** Every recurrence type; `weekly` is the default of the create form. */
export const RECURRENCE_TYPES: readonly RecurrenceType[] = ['daily', 'weekly', 'monthly'];
/** Default recurrence type (spec 001 §9). */
export const DEFAULT_RECURRENCE_TYPE: RecurrenceType = 'weekly';
/** Most steps the next-date search takes before giving up (spec 001 §9). */
export const RECURRENCE_SEARCH_CAP = 730;

/** pt-BR labels of the recurrence types. */
export const RECURRENCE_TYPE_LABELS: Readonly<Record<RecurrenceType, string>> = {
  daily: 'Diária',
  weekly: 'Semanal',
  monthly: 'Mensal',
};

/** How a recurring task's 🔁 marker says it repeats, per type (issue 41). */
export const RECURRENCE_REPEAT_LABELS: Readonly<Record<RecurrenceType, string>> = {
  daily: 'Repete todo dia',
  weekly: 'Repete toda semana',
  monthly: 'Repete todo mês',
};

/**
 * The words of a recurring task's marker, from its recurrence ('Repete toda semana'); a
 * recurring task without a stored type repeats weekly, the default (spec 001 §9).
 */
export function recurrenceRepeatLabel(type: RecurrenceType | null | undefined): string {
  return RECURRENCE_REPEAT_LABELS[type ?? DEFAULT_RECURRENCE_TYPE];
}

/**
 * The `step`-th occurrence after `start`. Monthly steps keep the ORIGINAL day of month and
 * clamp it to each month's end: Jan 31 → Feb 28 (29 in leap years) → Mar 31 → Apr 30. Clamping
 * the already-clamped date instead would drift a "last day" task to the 28th forever.
 */
function occurrence(
  start: { year: number; month: number; day: number },
  type: RecurrenceType,
  step: number,
) {
  if (type === 'daily') return toIsoDate({ ...start, day: start.day + step });
  if (type === 'weekly') return toIsoDate({ ...start, day: start.day + 7 * step });
  const monthIndex = start.month - 1 + step;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return toIsoDate({ year, month, day: Math.min(start.day, daysInMonth(year, month)) });
}

/**
 * Due date of the next occurrence of a recurring task (spec 001 §4 "Recurrence"): daily +1
 * day, weekly +7 days, monthly the same day next month clamped to the month's end, stepping
 * forward from `dueDate` until the date is after `today`, at most 730 steps.
 *
 * Dates are `YYYY-MM-DD` calendar days (pass `saoPauloToday()` as `today`); no time zones
 * are involved. A task without a due date (`null`) recurs from `today`. Returns null when
 * no date after today is found within 730 steps (a daily task more than two years overdue)
 * or when a date is not valid.
 */
export function nextRecurrenceDate(
  dueDate: string | null,
  type: RecurrenceType,
  today: string,
): string | null {
  const start = parseIsoDate(dueDate ?? today);
  if (!start || !parseIsoDate(today) || !RECURRENCE_TYPES.includes(type)) return null;
  for (let step = 1; step <= RECURRENCE_SEARCH_CAP; step += 1) {
    const candidate = occurrence(start, type, step);
    // ISO dates compare correctly as strings
    if (candidate > today) return candidate;
  }
  return null;
}

/**
 * Whether completing (or approving) a recurring task creates its next occurrence now: only
 * when its due date is not in the future (spec 001 §4). A task with no due date qualifies.
 */
export function shouldCreateNextOccurrence(dueDate: string | null, today: string): boolean {
  return dueDate === null || dueDate <= today;
}
