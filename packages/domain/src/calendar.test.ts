import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInMonth,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
  fixedOffsetSaoPauloParts,
  formatLongDateTime,
  intlSaoPauloParts,
  isIsoDate,
  relativeActivityTimePtBR,
  relativeTimePtBR,
  saoPauloStartOfDay,
  saoPauloToday,
  startOfWeek,
} from './calendar';

describe('saoPauloToday', () => {
  it.each([
    // 02:30 UTC is 23:30 of the previous day in São Paulo (UTC-3)
    ['2026-11-21T02:30:00Z', '2026-11-20'],
    ['2026-11-21T02:59:59Z', '2026-11-20'],
    ['2026-11-21T03:00:00Z', '2026-11-21'],
    ['2026-11-21T12:00:00Z', '2026-11-21'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
  ])('%s is %s in São Paulo', (instant, day) => {
    expect(saoPauloToday(new Date(instant))).toBe(day);
  });
});

describe("the browser's São Paulo clock without Intl", () => {
  // The canary of calendar.ts: the fixed UTC−3 rule a browser uses against the zone data of this
  // runtime's ICU, every hour from the day daylight saving time ended to 2040 (and a minute
  // either side of the last change). Fails the day a tzdata release gives Brazil daylight saving
  // time again.
  it('reads every hour since 2019-02-17 as Intl does', () => {
    const end = Date.UTC(2040, 0, 1);
    let checked = 0;
    for (let time = Date.UTC(2019, 1, 17, 2); time < end; time += 60 * 60 * 1000 + 61_000) {
      const instant = new Date(time);
      const fast = fixedOffsetSaoPauloParts(instant);
      const intl = intlSaoPauloParts(instant);
      if (JSON.stringify(fast) !== JSON.stringify(intl)) expect(fast).toEqual(intl);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(170_000);
  });
});

describe('São Paulo days on the server come from tzdata (issue 37: one "today")', () => {
  it('reads daylight saving time where the zone had it', () => {
    // 2018-12-01 12:00 UTC was 10:00 in São Paulo (UTC−2, summer time).
    expect(formatDateTime('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00');
    expect(saoPauloToday(new Date('2019-02-17T01:30:00Z'))).toBe('2019-02-16');
    expect(formatDate('2019-02-17T02:30:00Z')).toBe('16/02/2019');
  });

  it.each([
    // DST began at 00:00 on 2018-11-04: the clocks went from 23:59:59 (UTC−3) to 01:00 (UTC−2).
    ['2018-11-04T02:59:59Z', '2018-11-03'],
    ['2018-11-04T03:00:00Z', '2018-11-04'],
    // DST ended at 00:00 on 2019-02-17: 23:00–23:59 of the 16th ran twice, UTC−2 then UTC−3.
    ['2019-02-17T01:59:59Z', '2019-02-16'],
    ['2019-02-17T02:30:00Z', '2019-02-16'],
    ['2019-02-17T03:00:00Z', '2019-02-17'],
  ])('%s is %s in São Paulo', (instant, day) => {
    expect(saoPauloToday(new Date(instant))).toBe(day);
  });

  it.each([
    // The day whose midnight was skipped starts at 01:00 local, 03:00 UTC.
    ['2018-11-04', '2018-11-04T03:00:00.000Z'],
    ['2018-11-05', '2018-11-05T02:00:00.000Z'],
    ['2019-02-16', '2019-02-16T02:00:00.000Z'],
    // After the repeated hour the next day starts at 00:00 UTC−3.
    ['2019-02-17', '2019-02-17T03:00:00.000Z'],
  ])('%s starts at %s', (day, start) => {
    const instant = saoPauloStartOfDay(day);
    expect(instant.toISOString()).toBe(start);
    expect(saoPauloToday(instant)).toBe(day);
    expect(saoPauloToday(new Date(instant.getTime() - 1))).toBe(addDays(day, -1));
  });

  it('starts every day from 2010 to 2030 where saoPauloToday turns', () => {
    for (let day = '2010-01-01'; day < '2030-01-01'; day = addDays(day, 1)) {
      const start = saoPauloStartOfDay(day);
      const ok = saoPauloToday(start) === day && saoPauloToday(new Date(start.getTime() - 1)) < day;
      if (!ok) expect({ day, start: start.toISOString() }).toBe('a day that starts where it turns');
    }
  });
});

describe('saoPauloStartOfDay', () => {
  it('is 03:00 UTC for a São Paulo day', () => {
    expect(saoPauloStartOfDay('2026-11-21').toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('is consistent with saoPauloToday at the boundary', () => {
    const start = saoPauloStartOfDay('2026-03-01');
    expect(saoPauloToday(start)).toBe('2026-03-01');
    expect(saoPauloToday(new Date(start.getTime() - 1))).toBe('2026-02-28');
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%s-%s has %s days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-1', false],
    ['21/11/2026', false],
  ])('isIsoDate(%j) → %s', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-15'); // a Saturday
    expect(startOfWeek('2026-11-15')).toBe('2026-11-15'); // a Sunday
  });
});

describe('formatDate', () => {
  it('rewrites date-only strings without shifting a day', () => {
    expect(formatDate('2026-11-01')).toBe('01/11/2026');
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
  });

  it('shows timestamps as their São Paulo day', () => {
    expect(formatDate('2026-11-21T02:30:00Z')).toBe('20/11/2026');
    expect(formatDate(new Date('2026-11-21T15:00:00Z'))).toBe('21/11/2026');
  });

  it('returns an empty string for text that is not a date', () => {
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows São Paulo wall-clock time', () => {
    expect(formatDateTime('2026-11-21T02:30:00Z')).toBe('20/11/2026 23:30');
  });

  it('shows long dates with short time', () => {
    expect(formatLongDateTime('2026-11-21T13:30:00Z')).toBe('21 de novembro de 2026 às 10:30');
  });
});

describe('relativeTimePtBR', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  it.each([
    [0, 'há poucos minutos'],
    [59 * MIN, 'há poucos minutos'],
    [60 * MIN, 'há 1 hora'],
    [119 * MIN, 'há 1 hora'],
    [120 * MIN, 'há 2 horas'],
    [23 * 60 * MIN, 'há 23 horas'],
    [24 * 60 * MIN, 'há 1 dia'],
    [47 * 60 * MIN, 'há 1 dia'],
    [72 * 60 * MIN, 'há 3 dias'],
    [-10 * MIN, 'há poucos minutos'],
  ])('%s ms ago → %j', (ms, text) => {
    expect(relativeTimePtBR(ago(ms), now)).toBe(text);
  });

  it('accepts ISO strings', () => {
    expect(relativeTimePtBR('2026-11-21T09:00:00Z', now)).toBe('há 3 horas');
  });
});

describe('relativeActivityTimePtBR', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', 'há 30 segundos'],
    ['2026-11-21T11:55:00Z', 'há 5 minutos'],
    ['2026-11-21T10:00:00Z', 'há 2 horas'],
    ['2026-11-19T12:00:00Z', 'há 2 dias'],
    ['2026-11-07T12:00:00Z', 'há 2 semanas'],
    ['2026-08-21T12:00:00Z', 'há 3 meses'],
    ['2025-11-21T12:00:00Z', 'há 1 ano'],
    ['2026-11-21T12:00:00Z', 'agora mesmo'],
    ['2026-11-21T11:59:57Z', 'agora mesmo'],
    ['2026-11-21T12:05:00Z', 'agora mesmo'],
    ['2026-11-21T11:59:55Z', 'há 5 segundos'],
    ['2026-11-21T11:59:00Z', 'há 1 minuto'],
    ['2026-11-21T11:00:00Z', 'há 1 hora'],
    ['2026-11-20T12:00:00Z', 'há 1 dia'],
    ['2026-10-21T12:00:00Z', 'há 1 mês'],
    ['2023-11-21T12:00:00Z', 'há 3 anos'],
  ])('%s → %j', (from, text) => {
    expect(relativeActivityTimePtBR(from, now)).toBe(text);
  });

  it('writes, without Intl, what Intl.RelativeTimeFormat pt-BR writes, in every unit', () => {
    const intl = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['second', 1000],
      ['minute', 60_000],
      ['hour', 3_600_000],
      ['day', 86_400_000],
      ['week', 7 * 86_400_000],
      ['month', 30 * 86_400_000],
      ['year', 365 * 86_400_000],
    ];
    for (const [unit, size] of units) {
      // The counts each unit shows before the next takes over, and a large count (grouping).
      for (const count of [1, 2, 3, 4, 6, 11, 23, 29, 59, 364, 1000, 12345]) {
        const from = new Date(now.getTime() - count * size);
        const larger = units.findIndex(([, s]) => count * size >= s && s > size);
        if (larger !== -1 && unit !== 'year') continue;
        if (unit === 'second' && count < 5) continue;
        expect(relativeActivityTimePtBR(from, now)).toBe(intl.format(-count, unit));
      }
    }
  });
});

describe('formatTimeOfDay', () => {
  it("writes São Paulo's hh:mm of an instant, a timestamp or text", () => {
    expect(formatTimeOfDay(new Date('2026-12-02T17:05:30Z'))).toBe('14:05');
    expect(formatTimeOfDay(Date.parse('2026-12-02T02:59:00Z'))).toBe('23:59');
    expect(formatTimeOfDay('2026-12-02T03:00:00Z')).toBe('00:00');
    // Before 2019 (daylight saving time then): the zone data's reading.
    expect(formatTimeOfDay('2018-12-01T12:00:00Z')).toBe('10:00');
  });

  it('is empty for what is not a date', () => {
    expect(formatTimeOfDay('soon')).toBe('');
    expect(formatTimeOfDay(Number.NaN)).toBe('');
  });
});
