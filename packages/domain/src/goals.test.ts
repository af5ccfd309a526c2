import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_GOALS,
  applyGoalContribution,
  catalogueAffordability,
  catalogueEstimatedDays,
  goalDaysRemaining,
  goalDepositAmount,
  goalDurationDays,
  initialGoalAmount,
  isGoalCompleted,
} from './goals';

describe('goal money rules', () => {
  it.each([
    [1000, 500, 5000, 1500],
    [4800, 500, 5000, 5000], // capped at the target
    [300, -500, 5000, 0], // never below zero
  ])('contribution %s + %s (target %s) → %s', (current, delta, target, result) => {
    expect(applyGoalContribution(current, delta, target)).toBe(result);
  });

  it.each([
    [{ requested: 1000, balance: 5000, saved: 0, target: 10000 }, 1000],
    [{ requested: 5000, balance: 2000, saved: 0, target: 10000 }, 2000], // balance limits
    [{ requested: 5000, balance: 9000, saved: 9000, target: 10000 }, 1000], // remaining limits
    [{ requested: 500, balance: 0, saved: 0, target: 10000 }, 0],
    [{ requested: 500, balance: 100, saved: 10000, target: 10000 }, 0],
  ])('deposit %j → %s', (input, amount) => {
    expect(goalDepositAmount(input)).toBe(amount);
  });

  it('caps the initial amount by target and balance', () => {
    expect(initialGoalAmount(5000, 3000, 10000)).toBe(3000);
    expect(initialGoalAmount(5000, 10000, 2000)).toBe(2000);
    expect(initialGoalAmount(-1, 10000, 2000)).toBe(0);
  });

  it('knows when a goal is completed', () => {
    expect(isGoalCompleted(5000, 5000)).toBe(true);
    expect(isGoalCompleted(4999, 5000)).toBe(false);
    expect(isGoalCompleted(0, 5000, '2026-11-21T10:00:00Z')).toBe(true);
  });
});

describe('goal dates', () => {
  it('counts calendar days to the due date', () => {
    expect(goalDaysRemaining('2026-12-01', '2026-11-21')).toBe(10);
    expect(goalDaysRemaining('2026-11-20', '2026-11-21')).toBe(-1);
    expect(goalDaysRemaining(null, '2026-11-21')).toBeNull();
  });

  it('makes the fastest goal at least one day', () => {
    expect(goalDurationDays('2026-11-21T10:00:00Z', '2026-11-21T11:00:00Z')).toBe(1);
    expect(goalDurationDays('2026-11-01T10:00:00Z', '2026-11-04T09:00:00Z')).toBe(3);
  });
});

describe('catalogue', () => {
  it.each([
    [12000, 12000, 'available'],
    [12000, 6000, 'accessible'],
    [12000, 5999, 'challenge'],
    [12000, 0, 'challenge'],
  ])('price %s with balance %s → %s', (price, balance, label) => {
    expect(catalogueAffordability(price, balance)).toBe(label);
  });

  it.each([
    [12000, 21], // ceil(120/50) = 3 weeks
    [5000, 7],
    [5001, 14],
    [120000, 168],
  ])('price %s → %s days', (price, days) => {
    expect(catalogueEstimatedDays(price)).toBe(days);
  });

  it('has the eight built-in goals with the spec prices', () => {
    expect(CATALOGUE_GOALS.map((goal) => goal.price / 100)).toEqual([
      800, 450, 120, 350, 200, 1200, 180, 300,
    ]);
  });
});
