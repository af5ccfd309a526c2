import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import type { RecurrenceType } from './recurrence';
import {
  nextRecurrenceDate,
  recurrenceRepeatLabel,
  shouldCreateNextOccurrence,
} from './recurrence';

describe('nextRecurrenceDate', () => {
  it.each<[string, RecurrenceType, string, string | null]>([
    // due today: one step
    ['2026-11-21', 'daily', '2026-11-21', '2026-11-22'],
    ['2026-11-21', 'weekly', '2026-11-21', '2026-11-28'],
    ['2026-11-21', 'monthly', '2026-11-21', '2026-12-21'],
    // overdue: step until after today
    ['2026-11-01', 'daily', '2026-11-21', '2026-11-22'],
    ['2026-11-01', 'weekly', '2026-11-21', '2026-11-22'],
    ['2026-11-01', 'weekly', '2026-11-22', '2026-11-29'],
    ['2026-08-10', 'monthly', '2026-11-21', '2026-12-10'],
    // due in the future: still the next occurrence after it
    ['2026-12-01', 'daily', '2026-11-21', '2026-12-02'],
    // month-end clamp keeps the original day of month
    ['2026-01-31', 'monthly', '2026-01-31', '2026-02-28'],
    ['2028-01-31', 'monthly', '2028-01-31', '2028-02-29'], // leap year
    ['2026-01-31', 'monthly', '2026-02-28', '2026-03-31'],
    ['2026-01-31', 'monthly', '2026-03-31', '2026-04-30'],
    ['2026-03-30', 'monthly', '2027-01-30', '2027-02-28'],
    // year boundary
    ['2026-12-31', 'daily', '2026-12-31', '2027-01-01'],
    ['2026-12-15', 'monthly', '2026-12-15', '2027-01-15'],
    ['2024-02-29', 'weekly', '2024-02-29', '2024-03-07'],
  ])('%s %s, today %s → %s', (due, type, today, next) => {
    expect(nextRecurrenceDate(due, type, today)).toBe(next);
  });

  it('recurs from today when the task has no due date', () => {
    expect(nextRecurrenceDate(null, 'weekly', '2026-11-21')).toBe('2026-11-28');
  });

  it('gives up after 730 steps', () => {
    const today = '2026-11-21';
    // 730 daily steps reach exactly today + 1 from 729 days ago...
    expect(nextRecurrenceDate(addDays(today, -729), 'daily', today)).toBe('2026-11-22');
    // ...but not from 730 days ago
    expect(nextRecurrenceDate(addDays(today, -730), 'daily', today)).toBeNull();
  });

  it('rejects dates that do not exist', () => {
    expect(nextRecurrenceDate('2026-02-30', 'daily', '2026-03-01')).toBeNull();
    expect(nextRecurrenceDate('2026-02-01', 'daily', 'hoje')).toBeNull();
  });

  it('always returns a valid date after today (property)', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2060-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom<RecurrenceType>('daily', 'weekly', 'monthly'),
        (today, overdueDays, type) => {
          const due = addDays(today, -overdueDays);
          const next = nextRecurrenceDate(due, type, today);
          expect(next).not.toBeNull();
          expect(next! > today).toBe(true);
          expect(next! > due).toBe(true);
        },
      ),
    );
  });
});

describe('shouldCreateNextOccurrence', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-11-21', true],
    ['2026-11-22', false],
    [null, true],
  ])('due %s, today 2026-11-21 → %s', (due, create) => {
    expect(shouldCreateNextOccurrence(due, '2026-11-21')).toBe(create);
  });
});

describe('recurrenceRepeatLabel (issue 41)', () => {
  it('says how the task repeats, weekly when no type is stored', () => {
    expect(recurrenceRepeatLabel('daily')).toBe('Repete todo dia');
    expect(recurrenceRepeatLabel('weekly')).toBe('Repete toda semana');
    expect(recurrenceRepeatLabel('monthly')).toBe('Repete todo mês');
    expect(recurrenceRepeatLabel(null)).toBe('Repete toda semana');
  });
});
