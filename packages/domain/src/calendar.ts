import { groupThousands, onFirstUse } from './intl';

/** Time zone that defines "today" for every family (spec 001 §9 "Today refresh"). */
export const SAO_PAULO_TZ = 'America/Sao_Paulo';

/** Weekday labels, Sunday first, as the weekly chart shows them. */
export const WEEKDAY_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as numbers; month is 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a `YYYY-MM-DD` date that exists on the calendar, else null (`2026-02-30` is null). */
export function parseIsoDate(iso: string): CalendarDay | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether `iso` is an existing calendar day written `YYYY-MM-DD`. */
export function isIsoDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

/** Writes a calendar day as `YYYY-MM-DD`. Month may overflow; it is normalised (13 → next Jan). */
export function toIsoDate({ year, month, day }: CalendarDay): string {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Adds whole days to a `YYYY-MM-DD` date, on the calendar only (no time zone involved). */
export function addDays(iso: string, days: number): string {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return toIsoDate({ ...parsed, day: parsed.day + days });
}

/** Weekday of a `YYYY-MM-DD` date, 0 = Sunday. */
export function weekdayOf(iso: string): number {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
}

/** The Sunday that starts the week of a `YYYY-MM-DD` date (weeks run Sunday to Saturday). */
export function startOfWeek(iso: string): string {
  return addDays(iso, -weekdayOf(iso));
}

const dayParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SAO_PAULO_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * São Paulo's last change of offset: daylight saving time ended on 2019-02-17 at 00:00 local
 * (−02:00) and Brazil abolished it (tzdata 2019b). From then on the zone is UTC−3 all year.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const FIXED_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * Whether the fixed-offset reading below may stand in for `Intl`: in a browser only. There the
 * first `Intl.DateTimeFormat` with a zone loads the locale's and the zone's data, 35–60 ms on
 * this machine and several times that on a phone, in the middle of a first paint (ADR 042). A
 * server always reads the zone's history from tzdata, so its "today" changes with a tzdata
 * release, as PostgreSQL's `AT TIME ZONE` does.
 */
const FAST_CLOCK = 'document' in globalThis;

/** A São Paulo wall-clock reading: calendar day and time of day. */
export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

/**
 * The São Paulo wall clock at an instant: `Intl` and its zone data, or in a browser since 2019
 * the fixed UTC−3 rule. `calendar.test.ts` checks that rule every hour up to 2040 against
 * `Intl`: should Brazil bring daylight saving time back, it fails with the tzdata that says so.
 */
function saoPauloParts(instant: Date): WallClock {
  return FAST_CLOCK && instant.getTime() >= FIXED_OFFSET_SINCE
    ? fixedOffsetSaoPauloParts(instant)
    : intlSaoPauloParts(instant);
}

/** The browser's reading: UTC−3, valid from 2019-02-17 on (checked against `Intl` in tests). */
export function fixedOffsetSaoPauloParts(instant: Date): WallClock {
  const wall = new Date(instant.getTime() + FIXED_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The São Paulo wall clock at an instant as `Intl` and its time zone data read it. */
export function intlSaoPauloParts(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of dayParts().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some ICU versions write midnight as 24 with h23; it is the start of that day.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * The São Paulo calendar day of an instant as `YYYY-MM-DD`; defaults to now. Servers run in
 * UTC, so `2026-11-21T02:30Z` is still `2026-11-20` here.
 */
export function saoPauloToday(now: Date = new Date()): string {
  const time = now.getTime();
  const known = lastDay;
  if (known && time >= known.start && time < known.end) return known.iso;
  const iso = toIsoDate(saoPauloParts(now));
  // The day's bounds read through the same clock: a server asks for today many times a request.
  const start = saoPauloStartOfDay(iso).getTime();
  const end = saoPauloStartOfDay(addDays(iso, 1)).getTime();
  if (time >= start && time < end) lastDay = { iso, start, end };
  return iso;
}

/** The São Paulo day {@link saoPauloToday} read last, with its bounds in epoch milliseconds. */
let lastDay: { iso: string; start: number; end: number } | undefined;

/** São Paulo's offset from UTC at an instant, in milliseconds (−3 h is −10 800 000). */
function offsetAt(time: number): number {
  const p = saoPauloParts(new Date(time));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - time;
}

/**
 * The instant at which a São Paulo calendar day begins, for queries such as "since the start
 * of today/this week": local midnight, or on a day whose midnight the clocks skipped (daylight
 * saving time began at 00:00 until 2018) the first instant that day has. The offset is read at
 * both candidate instants, so a change of offset near midnight lands on the right side.
 */
export function saoPauloStartOfDay(iso: string): Date {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const utcMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  const first = utcMidnight - offsetAt(utcMidnight);
  const second = utcMidnight - offsetAt(first);
  const dayAt = (time: number) => toIsoDate(saoPauloParts(new Date(time)));
  const starts = [first, second].filter((time) => dayAt(time) === iso && dayAt(time - 1) < iso);
  return new Date(starts.length > 0 ? Math.min(...starts) : Math.max(first, second));
}

/**
 * The instant São Paulo's clock reads `hour`:00 on `day` (`YYYY-MM-DD`); on a day whose clock
 * changed before that hour, the hour as the clock then read it.
 */
export function saoPauloInstantAt(day: string, hour: number): Date {
  const guess = saoPauloStartOfDay(day).getTime() + hour * 3_600_000;
  const drift = intlSaoPauloParts(new Date(guess)).hour - hour;
  return new Date(guess - drift * 3_600_000);
}

/** The hour (0–23) São Paulo's clock reads at an instant. */
export function saoPauloHour(instant: Date): number {
  return saoPauloParts(instant).hour;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A pt-BR date/time formatter on São Paulo's clock, built on its first use. */
const saoPauloFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TZ, ...options }));
const ptDate = saoPauloFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const ptDateTime = saoPauloFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const ptLongDateTime = saoPauloFormat({ dateStyle: 'long', timeStyle: 'short' });

/**
 * A date as pt-BR `dd/mm/aaaa`. A date-only `YYYY-MM-DD` (a due date) is rewritten as is, so
 * it never shifts a day because of a time zone; a timestamp is shown as its São Paulo day.
 * Returns an empty string for text that is not a date.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const parsed = parseIsoDate(value);
    if (parsed) {
      const [y, m, d] = value.split('-');
      return `${d}/${m}/${y}`;
    }
  }
  const date = toDate(value);
  if (!date) return '';
  if (date.getTime() < FIXED_OFFSET_SINCE) return ptDate().format(date);
  return ptDay(saoPauloParts(date));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A São Paulo wall-clock day as pt-BR `dd/mm/aaaa`, as `Intl` writes it. */
function ptDay({ year, month, day }: CalendarDay): string {
  return `${twoDigits(day)}/${twoDigits(month)}/${String(year).padStart(4, '0')}`;
}

/** A timestamp as pt-BR `dd/mm/aaaa hh:mm` in São Paulo time; empty string if not a date. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  if (date.getTime() < FIXED_OFFSET_SINCE) return ptDateTime().format(date).replace(', ', ' ');
  const wall = saoPauloParts(date);
  return `${ptDay(wall)} ${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

/**
 * The São Paulo time of day of a timestamp as `hh:mm` (24 h), e.g. when an answer the service
 * worker shows offline was stored; empty string if not a date.
 */
export function formatTimeOfDay(value: string | number | Date): string {
  const date = typeof value === 'number' ? new Date(value) : toDate(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  const wall = saoPauloParts(date);
  return `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

/**
 * A timestamp as a long pt-BR date with short time in São Paulo time, e.g.
 * "21 de novembro de 2026 às 10:30" (subscription activation date, spec 001 §9).
 */
export function formatLongDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? ptLongDateTime().format(date) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative age of a submission in the approval queue (spec 001 §2): under an hour
 * 'há poucos minutos', then 'há 1 hora' / 'há N horas', from 24 hours 'há 1 dia' / 'há N dias'.
 * Whole units, rounded down; a time in the future (clock skew) reads 'há poucos minutos'.
 */
export function relativeTimePtBR(from: string | Date, now: Date = new Date()): string {
  const date = toDate(from);
  const elapsed = date ? now.getTime() - date.getTime() : 0;
  if (elapsed < HOUR) return 'há poucos minutos';
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? 'há 1 hora' : `há ${hours} horas`;
  }
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}

/**
 * The activity feed's units, largest first, with their pt-BR singular and plural as
 * `Intl.RelativeTimeFormat('pt-BR')` writes them ("há 1 mês", "há 2 meses"); written here so the
 * parent dashboard builds no `Intl` object before its first paint (ADR 042). `calendar.test.ts`
 * checks every unit against `Intl`.
 */
const UNITS: readonly (readonly [size: number, one: string, many: string])[] = [
  [365 * DAY, 'ano', 'anos'],
  [30 * DAY, 'mês', 'meses'],
  [7 * DAY, 'semana', 'semanas'],
  [DAY, 'dia', 'dias'],
  [HOUR, 'hora', 'horas'],
  [MINUTE, 'minuto', 'minutos'],
  [1000, 'segundo', 'segundos'],
];

/** Under this, an activity happened 'agora mesmo' (a count of seconds would flicker). */
const JUST_NOW = 5_000;

/**
 * Relative time for the activity feed, in the largest whole unit from seconds to years
 * (spec 001 §9 "Relative times for activity"): "agora mesmo" under 5 seconds (or a time in
 * the future: clock skew), then "há 30 segundos", "há 5 minutos", "há 2 semanas", "há 1 ano".
 */
export function relativeActivityTimePtBR(from: string | Date, now: Date = new Date()): string {
  const date = toDate(from);
  const elapsed = date ? now.getTime() - date.getTime() : 0;
  if (elapsed < JUST_NOW) return 'agora mesmo';
  for (const [size, one, many] of UNITS) {
    if (elapsed < size) continue;
    const count = Math.floor(elapsed / size);
    return count === 1 ? `há 1 ${one}` : `há ${groupThousands(count)} ${many}`;
  }
  return 'agora mesmo';
}
