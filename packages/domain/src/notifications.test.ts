import { describe, expect, it } from 'vitest';
import { saoPauloInstantAt } from './calendar';
import {
  childDeliveryAt,
  goalMilestoneReached,
  isChildQuietHour,
  weekMoney,
  weeklyReportWeek,
} from './notifications';

describe('goalMilestoneReached', () => {
  it('announces 50 % once, when the saved amount first reaches half the target', () => {
    expect(goalMilestoneReached(0, 4_999, 10_000)).toBeNull();
    expect(goalMilestoneReached(4_999, 5_000, 10_000)).toBe(50);
    expect(goalMilestoneReached(5_000, 7_000, 10_000)).toBeNull();
  });

  it('announces 100 % when the goal fills, and only that when it fills at once', () => {
    expect(goalMilestoneReached(7_000, 10_000, 10_000)).toBe(100);
    expect(goalMilestoneReached(0, 10_000, 10_000)).toBe(100);
    expect(goalMilestoneReached(10_000, 12_000, 10_000)).toBeNull();
  });

  it('rounds nothing: half of an odd target is reached at the first centavo past it', () => {
    expect(goalMilestoneReached(0, 1_000, 2_001)).toBeNull();
    expect(goalMilestoneReached(0, 1_001, 2_001)).toBe(50);
  });

  it('announces nothing when money leaves a goal', () => {
    expect(goalMilestoneReached(6_000, 4_000, 10_000)).toBeNull();
  });
});

describe('quiet hours of the child', () => {
  it('are 21:00 to 08:00 on São Paulo clocks', () => {
    expect(isChildQuietHour(new Date('2026-12-02T23:59:00Z'))).toBe(false); // 20:59
    expect(isChildQuietHour(new Date('2026-12-03T00:00:00Z'))).toBe(true); // 21:00
    expect(isChildQuietHour(new Date('2026-12-03T10:59:00Z'))).toBe(true); // 07:59
    expect(isChildQuietHour(new Date('2026-12-03T11:00:00Z'))).toBe(false); // 08:00
  });

  it('hold a message until the next 08:00', () => {
    const evening = new Date('2026-12-03T01:30:00Z'); // 22:30 on 02/12
    expect(childDeliveryAt(evening).toISOString()).toBe('2026-12-03T11:00:00.000Z');
    const dawn = new Date('2026-12-03T09:00:00Z'); // 06:00 on 03/12
    expect(childDeliveryAt(dawn).toISOString()).toBe('2026-12-03T11:00:00.000Z');
    const noon = new Date('2026-12-03T15:00:00Z');
    expect(childDeliveryAt(noon)).toBe(noon);
  });

  it('follow the clock across the 2018 daylight-saving change (tzdata)', () => {
    // São Paulo was UTC−2 on 2018-12-01: 08:00 there was 10:00 UTC.
    expect(saoPauloInstantAt('2018-12-01', 8).toISOString()).toBe('2018-12-01T10:00:00.000Z');
    expect(childDeliveryAt(new Date('2018-12-01T01:00:00Z')).toISOString()).toBe(
      '2018-12-01T10:00:00.000Z',
    );
  });
});

describe('weeklyReportWeek', () => {
  it('is the Sunday it is sent and the six days before', () => {
    expect(weeklyReportWeek('2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
});

describe('weekMoney', () => {
  it('earns rewards and allowances, saves net goal deposits, spends spending', () => {
    expect(
      weekMoney({
        task_reward: 1_500,
        task_reward_reversal: -500,
        allowance: 1_000,
        goal_deposit: -800,
        goal_refund: 300,
        spending: -200,
        adjustment: 5_000,
      }),
    ).toEqual({ earned: 2_000, saved: 500, spent: 200 });
    expect(weekMoney({})).toEqual({ earned: 0, saved: 0, spent: 0 });
  });
});
