import { describe, expect, it } from 'vitest';
import { computeStreaks, streakActivityDays } from './streak';

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

describe('streakActivityDays', () => {
  it('takes positive income and non-rejected submissions, by São Paulo day', () => {
    expect(
      streakActivityDays({
        transactions: [
          { amount: 250, createdAt: '2026-11-21T02:30:00Z' }, // still the 20th in São Paulo
          { amount: -500, createdAt: '2026-11-18T12:00:00Z' }, // spending does not count
        ],
        submissions: [
          { status: 'pending', completedAt: '2026-11-19T12:00:00Z' },
          { status: 'rejected', completedAt: '2026-11-17T12:00:00Z' },
          { status: 'approved', completedAt: null },
        ],
      }),
    ).toEqual(['2026-11-19', '2026-11-20']);
  });
});
