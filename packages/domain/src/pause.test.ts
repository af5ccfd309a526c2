import { describe, expect, it } from 'vitest';
import { isPausedOn, nextRecurrenceDateAfterPauses, pausedUntil } from './pause';
import { computeStreaks } from './streak';

const holidays = [{ startsOn: '2026-12-20', endsOn: '2027-01-10' }];

describe('pauses', () => {
  it('cover both their days', () => {
    expect(isPausedOn(holidays, '2026-12-19')).toBe(false);
    expect(isPausedOn(holidays, '2026-12-20')).toBe(true);
    expect(isPausedOn(holidays, '2027-01-10')).toBe(true);
    expect(isPausedOn(holidays, '2027-01-11')).toBe(false);
  });

  it("say until when, across a family's and a child's pause that follow each other", () => {
    expect(pausedUntil(holidays, '2026-12-25')).toBe('2027-01-10');
    expect(pausedUntil(holidays, '2026-12-19')).toBeNull();
    const both = [...holidays, { startsOn: '2027-01-11', endsOn: '2027-01-15' }];
    expect(pausedUntil(both, '2026-12-25')).toBe('2027-01-15');
  });

  it('make no occurrence of a recurring task: it comes back after them', () => {
    expect(nextRecurrenceDateAfterPauses('2026-12-14', 'weekly', '2026-12-14', holidays)).toBe(
      '2027-01-11',
    );
    expect(nextRecurrenceDateAfterPauses('2026-12-19', 'daily', '2026-12-19', holidays)).toBe(
      '2027-01-11',
    );
    expect(nextRecurrenceDateAfterPauses('2026-12-10', 'monthly', '2026-12-10', holidays)).toBe(
      '2027-02-10',
    );
    expect(nextRecurrenceDateAfterPauses('2026-12-10', 'weekly', '2026-12-10', holidays)).toBe(
      '2026-12-17',
    );
  });

  it('do not break a streak, nor count in it', () => {
    const active = ['2026-12-18', '2026-12-19', '2027-01-11', '2027-01-12'];
    expect(computeStreaks(active, '2027-01-12', holidays)).toMatchObject({ current: 4, best: 4 });
    // Without the pause the run breaks.
    expect(computeStreaks(active, '2027-01-12')).toMatchObject({ current: 2, best: 2 });
    // A day missed outside the pause still breaks it.
    expect(
      computeStreaks(['2026-12-18', '2026-12-19', '2027-01-12'], '2027-01-12', holidays),
    ).toMatchObject({ current: 1, best: 2 });
  });
});
