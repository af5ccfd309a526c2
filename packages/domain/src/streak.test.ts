import { describe, expect, it } from 'vitest';
import { saoPauloToday } from './calendar';
import { activeDaysOf, dayFiguresOfHistory } from './child-days';
import { computeStreaks } from './streak';
import type { SubmissionStatus } from './submission-status';

describe('computeStreaks', () => {
  const today = '2026-11-21'; // a Saturday; the week started on Sunday 2026-11-15

  it('is zero with no activity', () => {
    expect(computeStreaks([], today)).toEqual({ current: 0, best: 0, thisWeek: 0 });
  });

  it('counts back from today', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
    expect(computeStreaks(days, today)).toEqual({ current: 3, best: 3, thisWeek: 3 });
  });

  it('is zero when today has no activity yet', () => {
    expect(computeStreaks(['2026-11-19', '2026-11-20'], today).current).toBe(0);
  });

  it('finds the longest run across month ends and ignores repeats and order', () => {
    const days = ['2026-10-31', '2026-11-01', '2026-10-30', '2026-11-01', '2026-11-21'];
    expect(computeStreaks(days, today)).toEqual({ current: 1, best: 3, thisWeek: 1 });
  });

  it('counts this week from Sunday to Saturday only', () => {
    const days = ['2026-11-14', '2026-11-15', '2026-11-18', '2026-11-21'];
    expect(computeStreaks(days, today).thisWeek).toBe(3);
  });

  it('ignores days after today', () => {
    expect(computeStreaks(['2026-11-21', '2026-11-22'], today)).toEqual({
      current: 1,
      best: 1,
      thisWeek: 1,
    });
  });
});

/** The active days of a history of submissions and ledger lines (child-days.ts). */
function activeDays(history: {
  submissions?: { status: SubmissionStatus; completedAt: string | Date }[];
  ledger?: { type: string; amountCents: number; createdAt: string | Date }[];
}): string[] {
  return activeDaysOf(
    dayFiguresOfHistory({
      submissions: (history.submissions ?? []).map((s) => ({
        ...s,
        completedAt: new Date(s.completedAt),
      })),
      ledger: (history.ledger ?? []).map((l) => ({ ...l, createdAt: new Date(l.createdAt) })),
    }),
  );
}

describe('active days', () => {
  it('takes positive adjustments and non-rejected submissions, by São Paulo day', () => {
    expect(
      activeDays({
        ledger: [
          { type: 'adjustment', amountCents: 250, createdAt: '2026-11-21T02:30:00Z' }, // still the 20th in São Paulo
          { type: 'spending', amountCents: -500, createdAt: '2026-11-18T12:00:00Z' }, // spending does not count
          { type: 'goal_refund', amountCents: 500, createdAt: '2026-11-16T12:00:00Z' }, // own money back
        ],
        submissions: [
          { status: 'pending', completedAt: '2026-11-19T12:00:00Z' },
          { status: 'rejected', completedAt: '2026-11-17T12:00:00Z' },
        ],
      }),
    ).toEqual(['2026-11-19', '2026-11-20']);
  });
});

describe('streak rules of spec 001 §9 across calendar edges', () => {
  it('runs across a 30-day and a 31-day month end', () => {
    expect(computeStreaks(['2026-04-29', '2026-04-30', '2026-05-01'], '2026-05-01').current).toBe(
      3,
    );
    expect(computeStreaks(['2026-01-31', '2026-02-01'], '2026-02-01').current).toBe(2);
  });

  it('runs across February in common and leap years', () => {
    expect(computeStreaks(['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01').current).toBe(
      3,
    );
    // 2028 is a leap year: 28 → 29 → 1 is three days; skipping the 29th breaks the run.
    expect(computeStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(
      3,
    );
    expect(computeStreaks(['2028-02-28', '2028-03-01'], '2028-03-01').current).toBe(1);
  });

  it('runs across the year end, and the best run may be last year’s', () => {
    const days = ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-03'];
    // 2027-01-03 is a Sunday: a new week starts with it.
    expect(computeStreaks(days, '2027-01-03')).toEqual({ current: 1, best: 4, thisWeek: 1 });
    // Friday 2027-01-01: the week of Sunday 2026-12-27 holds the 29th, 30th, 31st and the 1st.
    expect(computeStreaks(days, '2027-01-01').thisWeek).toBe(4);
    expect(computeStreaks(days, '2027-01-01').current).toBe(4);
  });

  it('a gap of one day breaks the current run but keeps the best', () => {
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-14', '2026-11-15'];
    expect(computeStreaks(days, '2026-11-15')).toEqual({ current: 2, best: 3, thisWeek: 1 });
  });

  it('counts back from today literally: yesterday’s run reads 0 until today has activity', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-20'];
    expect(computeStreaks(days, '2026-11-20').current).toBe(3);
    expect(computeStreaks(days, '2026-11-21')).toEqual({ current: 0, best: 3, thisWeek: 3 });
    expect(computeStreaks([...days, '2026-11-21'], '2026-11-21').current).toBe(4);
  });

  it('takes the São Paulo day: 23:59 there (02:59 UTC) is still the day before, 00:00 (03:00 UTC) the next', () => {
    const lastMinute = new Date('2026-11-21T02:59:00Z');
    const midnight = new Date('2026-11-21T03:00:00Z');
    expect(saoPauloToday(lastMinute)).toBe('2026-11-20');
    expect(saoPauloToday(midnight)).toBe('2026-11-21');
    const activity = {
      submissions: [
        { status: 'approved' as const, completedAt: '2026-11-19T15:00:00Z' },
        { status: 'pending' as const, completedAt: lastMinute },
      ],
    };
    const days = activeDays(activity);
    expect(days).toEqual(['2026-11-19', '2026-11-20']);
    // At 23:59 São Paulo the run of two is current; one minute later the new day has none yet.
    expect(computeStreaks(days, saoPauloToday(lastMinute)).current).toBe(2);
    expect(computeStreaks(days, saoPauloToday(midnight)).current).toBe(0);
    // An activity at 00:00 São Paulo belongs to the new day and extends the run to 3.
    const next = activeDays({
      submissions: [...activity.submissions, { status: 'approved', completedAt: midnight }],
    });
    expect(computeStreaks(next, saoPauloToday(midnight)).current).toBe(3);
  });

  it('counts the São Paulo midnight of a month and a year end', () => {
    // 2026-12-31 23:59 São Paulo = 2027-01-01 02:59 UTC.
    const days = activeDays({
      ledger: [
        { type: 'adjustment', amountCents: 100, createdAt: '2027-01-01T02:59:00Z' },
        { type: 'adjustment', amountCents: 100, createdAt: '2027-01-01T03:00:00Z' },
      ],
    });
    expect(days).toEqual(['2026-12-31', '2027-01-01']);
    expect(computeStreaks(days, '2027-01-01').current).toBe(2);
  });

  it('a rejected submission does not count; a spending or zero amount does not either', () => {
    const days = activeDays({
      ledger: [
        { type: 'adjustment', amountCents: 0, createdAt: '2026-11-21T12:00:00Z' },
        { type: 'spending', amountCents: -300, createdAt: '2026-11-21T12:00:00Z' },
      ],
      submissions: [{ status: 'rejected', completedAt: '2026-11-21T12:00:00Z' }],
    });
    expect(days).toEqual([]);
    expect(computeStreaks(days, '2026-11-21').current).toBe(0);
  });

  it('counts this week from Sunday to Saturday across a month end', () => {
    // Week of Sunday 2026-11-29 to Saturday 2026-12-05.
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-05'];
    expect(computeStreaks(days, '2026-12-05').thisWeek).toBe(4);
  });
});
