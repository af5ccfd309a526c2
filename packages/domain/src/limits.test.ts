import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  projectMonth,
  projectionExceedsBudget,
  suggestedWeeklyLimit,
} from './limits';

describe('suggestedWeeklyLimit', () => {
  it.each([
    // budget, children, age → centavos
    [40000, 1, 9, 7000], // 400/4 × 0.7 = 70
    [40000, 2, 12, 3500], // 400/4/2 × 0.7 = 35
    [40000, 2, 13, 5000], // × 1.0
    [40000, 2, 15, 5000],
    [40000, 2, 16, 6500], // × 1.3
    [40000, 2, 18, 6500],
    [10000, 1, 10, 1800], // 25 × 0.7 = 17.5 → 18 (half up)
    [10000, 3, 14, 800], // 8.333… → 8
    [0, 1, 10, 0],
  ])('budget %s, %s children, age %s → %s', (monthlyBudget, childrenCount, age, expected) => {
    expect(suggestedWeeklyLimit({ monthlyBudget, childrenCount, age })).toBe(expected);
  });

  it.each([
    [40000, 1, 8],
    [40000, 1, 19],
    [40000, 1, Number.NaN],
    [40000, 0, 10],
    [-100, 1, 10],
  ])('budget %s, %s children, age %s → no suggestion', (monthlyBudget, childrenCount, age) => {
    expect(suggestedWeeklyLimit({ monthlyBudget, childrenCount, age })).toBeNull();
  });
});

describe('projectMonth', () => {
  it('is the sum of weekly limits times four', () => {
    expect(projectMonth([5000, 2550])).toBe(30200);
  });

  it('counts empty and non-numeric limits as zero', () => {
    expect(projectMonth([5000, null, Number.NaN, undefined])).toBe(20000);
    expect(projectMonth([])).toBe(0);
  });
});

describe('projectionExceedsBudget', () => {
  it.each([
    [40001, 40000, true],
    [40000, 40000, false],
    [0, 40000, false],
  ])('%s vs %s → %s', (projected, budget, exceeds) => {
    expect(projectionExceedsBudget(projected, budget)).toBe(exceeds);
  });
});

describe('DEFAULT_LIMITS', () => {
  it('matches the spec defaults (R$ 100 weekly, 5 tasks, photo approval on)', () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxWeeklySpending: 10000,
      maxDailyTasks: 5,
      requirePhotoApproval: true,
    });
  });
});
