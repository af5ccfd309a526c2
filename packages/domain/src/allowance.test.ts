import { describe, expect, it } from 'vitest';
import {
  activeGoalOf,
  allowanceGoalShare,
  duePayday,
  nextPayday,
  paydayInstant,
  paydayOnOrAfter,
  paydayOnOrBefore,
} from './allowance';

const friday = { period: 'weekly', weekday: 5 } as const;
const the28th = { period: 'monthly', monthDay: 28 } as const;
/** An instant on São Paulo's clock (UTC−3 since 2019). */
const sp = (iso: string) => new Date(`${iso}-03:00`);

describe('paydays', () => {
  it('finds the weekday on or around a day', () => {
    expect(paydayOnOrAfter(friday, '2026-12-02')).toBe('2026-12-04');
    expect(paydayOnOrAfter(friday, '2026-12-04')).toBe('2026-12-04');
    expect(paydayOnOrBefore(friday, '2026-12-03')).toBe('2026-11-27');
    expect(paydayOnOrBefore(friday, '2026-12-04')).toBe('2026-12-04');
  });

  it('finds the 28th across months and years, February included', () => {
    expect(paydayOnOrAfter(the28th, '2027-02-01')).toBe('2027-02-28');
    expect(paydayOnOrAfter(the28th, '2026-12-29')).toBe('2027-01-28');
    expect(paydayOnOrBefore(the28th, '2027-01-10')).toBe('2026-12-28');
    expect(paydayOnOrBefore(the28th, '2027-03-28')).toBe('2027-03-28');
  });

  it('pays at 08:00 São Paulo time', () => {
    expect(paydayInstant('2026-12-04').toISOString()).toBe('2026-12-04T11:00:00.000Z');
    // A summer-time day (UTC−2) of 2018.
    expect(paydayInstant('2018-12-07').toISOString()).toBe('2018-12-07T10:00:00.000Z');
  });
});

describe('duePayday', () => {
  const history = { startsOn: '2026-12-01', lastPaidOn: null };

  it('is nothing before the first payday’s 08:00, then that payday', () => {
    expect(duePayday(friday, history, sp('2026-12-04T07:59:59'))).toBeNull();
    expect(duePayday(friday, history, sp('2026-12-04T08:00:00'))).toBe('2026-12-04');
  });

  it('is nothing once that payday is paid, until the next one', () => {
    const paid = { ...history, lastPaidOn: '2026-12-04' };
    expect(duePayday(friday, paid, sp('2026-12-10T23:00'))).toBeNull();
    expect(duePayday(friday, paid, sp('2026-12-11T08:00'))).toBe('2026-12-11');
  });

  it('pays only the last payday after weeks without a server', () => {
    const paid = { ...history, lastPaidOn: '2026-12-04' };
    expect(duePayday(friday, paid, sp('2027-01-06T12:00'))).toBe('2027-01-01');
  });

  it('never pays a payday before the allowance started', () => {
    const started = { startsOn: '2026-12-05', lastPaidOn: null };
    expect(duePayday(friday, started, sp('2026-12-06T12:00'))).toBeNull();
    // Saved on payday after 08:00: paid at once.
    expect(
      duePayday(friday, { startsOn: '2026-12-04', lastPaidOn: null }, sp('2026-12-04T15:00')),
    ).toBe('2026-12-04');
  });
});

describe('nextPayday', () => {
  it('shows the coming payday, or the one being paid', () => {
    const history = { startsOn: '2026-12-02', lastPaidOn: null };
    expect(nextPayday(friday, history, sp('2026-12-02T10:00'))).toBe('2026-12-04');
    expect(nextPayday(friday, history, sp('2026-12-04T09:00'))).toBe('2026-12-04');
    const paid = { ...history, lastPaidOn: '2026-12-04' };
    expect(nextPayday(friday, paid, sp('2026-12-04T09:00'))).toBe('2026-12-11');
  });

  it('skips a payday of today that came before the allowance', () => {
    const history = { startsOn: '2026-12-05', lastPaidOn: null };
    expect(nextPayday(friday, history, sp('2026-12-04T09:00'))).toBe('2026-12-11');
  });
});

describe('the goal share', () => {
  const goal = (id: string, created: string, saved: number, target = 10_000) => ({
    id,
    savedCents: saved,
    targetCents: target,
    createdAt: created,
    completedAt: saved >= target ? created : null,
  });

  it('goes to the oldest goal not yet reached', () => {
    const goals = [
      goal('b', '2026-11-02', 0),
      goal('a', '2026-11-01', 10_000),
      goal('c', '2026-11-03', 0),
    ];
    expect(activeGoalOf(goals)?.id).toBe('b');
    expect(activeGoalOf([goal('a', '2026-11-01', 10_000)])).toBeNull();
  });

  it('is the share rounded down, at most what the goal lacks', () => {
    expect(allowanceGoalShare(1_000, 25, goal('a', '2026-11-01', 0))).toBe(250);
    expect(allowanceGoalShare(999, 50, goal('a', '2026-11-01', 0))).toBe(499);
    expect(allowanceGoalShare(1_000, 100, goal('a', '2026-11-01', 9_900))).toBe(100);
    expect(allowanceGoalShare(1_000, 100, null)).toBe(0);
  });
});

describe('paydays of a pause', () => {
  const history = { startsOn: '2026-12-01', lastPaidOn: '2026-12-04' };
  const holidays = [{ startsOn: '2026-12-20', endsOn: '2027-01-10' }];

  it('are not paid, then or later, and the preview skips them', () => {
    expect(duePayday(friday, history, sp('2026-12-25T09:00'), holidays)).toBeNull();
    expect(duePayday(friday, history, sp('2027-01-12T09:00'), holidays)).toBeNull();
    expect(duePayday(friday, history, sp('2027-01-15T08:00'), holidays)).toBe('2027-01-15');
    expect(
      nextPayday(
        friday,
        { ...history, lastPaidOn: '2026-12-18' },
        sp('2026-12-19T10:00'),
        holidays,
      ),
    ).toBe('2027-01-15');
  });
});

describe('a schedule changed after a payment', () => {
  it('pays its first payday in the next period of its kind, never twice in one', () => {
    // Monthly on the 5th, paid 12-05; on 12-10 moved to the 8th: next is 01-08.
    const the8th = { period: 'monthly', monthDay: 8 } as const;
    const paid5th = { startsOn: '2026-11-01', lastPaidOn: '2026-12-05' };
    expect(duePayday(the8th, paid5th, sp('2026-12-10T09:00'))).toBeNull();
    expect(nextPayday(the8th, paid5th, sp('2026-12-10T09:00'))).toBe('2027-01-08');
    // Weekly on Monday, paid 11-30; on Wednesday moved to Tuesday: next is 12-08.
    const tuesday = { period: 'weekly', weekday: 2 } as const;
    const paidMonday = { startsOn: '2026-11-01', lastPaidOn: '2026-11-30' };
    expect(duePayday(tuesday, paidMonday, sp('2026-12-02T09:00'))).toBeNull();
    expect(nextPayday(tuesday, paidMonday, sp('2026-12-02T09:00'))).toBe('2026-12-08');
    // Weekly paid Friday 12-04, switched to monthly on the 5th on Saturday: January's.
    const the5th = { period: 'monthly', monthDay: 5 } as const;
    const paidFriday = { startsOn: '2026-11-01', lastPaidOn: '2026-12-04' };
    expect(duePayday(the5th, paidFriday, sp('2026-12-05T09:00'))).toBeNull();
    expect(nextPayday(the5th, paidFriday, sp('2026-12-05T09:00'))).toBe('2027-01-05');
  });
});
