import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  fitSuggestionsToBudget,
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

describe('fitSuggestionsToBudget (issue 12)', () => {
  const ages = [9, 10, 12, 13, 15, 16, 18];
  function suggestionsFor(monthlyBudget: number, childAges: number[]): number[] {
    return childAges.map(
      (age) => suggestedWeeklyLimit({ monthlyBudget, childrenCount: childAges.length, age }) ?? 0,
    );
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('R$ 300 and 5 children of 16: R$ 20 each would make R$ 400; scaled to R$ 15 each = R$ 300', () => {
    const suggestions = suggestionsFor(30000, [16, 16, 16, 16, 16]);
    expect(suggestions).toEqual([2000, 2000, 2000, 2000, 2000]);
    const fitted = fitSuggestionsToBudget(suggestions, Math.floor(30000 / 4));
    expect(fitted).toEqual([1500, 1500, 1500, 1500, 1500]);
    expect(projectMonth(fitted)).toBe(30000);
  });

  it('R$ 300 and 5 children of mixed ages (the R$ 304 of the issue) fits under the budget', () => {
    const suggestions = suggestionsFor(30000, [16, 16, 13, 12, 16]);
    expect(projectMonth(suggestions)).toBeGreaterThan(30000);
    const fitted = fitSuggestionsToBudget(suggestions, 7500);
    expect(projectionExceedsBudget(projectMonth(fitted), 30000)).toBe(false);
    expect(fitted.every((value) => value > 0)).toBe(true);
  });

  it('leaves suggestions that fit as they are', () => {
    expect(fitSuggestionsToBudget([3500, 6500], 10000)).toEqual([3500, 6500]);
  });

  it('gives 0 when there is no room left', () => {
    expect(fitSuggestionsToBudget([3500, 6500], 0)).toEqual([0, 0]);
    expect(fitSuggestionsToBudget([3500], -100)).toEqual([0]);
  });

  it('never passes the budget for 1 to 5 children, any ages, odd budgets', () => {
    const budgets = [1, 3, 99, 101, 333, 1001, 4999, 10001, 29999, 30001, 33333, 99999, 123457];
    for (const budget of budgets) {
      for (let count = 1; count <= 5; count += 1) {
        for (let start = 0; start < ages.length; start += 1) {
          const childAges = Array.from(
            { length: count },
            (_, i) => ages[(start + i * 3) % ages.length]!,
          );
          const fitted = fitSuggestionsToBudget(
            suggestionsFor(budget, childAges),
            Math.floor(budget / 4),
          );
          expect(fitted.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
          expect(projectMonth(fitted), `${budget} ${childAges.join(',')}`).toBeLessThanOrEqual(
            budget,
          );
          expect(sum(fitted)).toBeLessThanOrEqual(Math.floor(budget / 4));
        }
      }
    }
  });
});
