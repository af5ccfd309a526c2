import { describe, expect, it } from 'vitest';
import { subtractXp, xpForReward } from './xp';

describe('xpForReward', () => {
  it.each([
    [250, 25], // R$ 2,50
    [50, 10], // R$ 0,50 → minimum
    [100, 10], // R$ 1,00
    [0, 10],
    [1000, 100], // R$ 10,00
    [10000, 1000], // R$ 100,00
    [125, 13], // R$ 1,25 → 12.5 rounds up
    [124, 12],
    [Number.NaN, 10],
  ])('%s centavos → %s XP', (centavos, xp) => {
    expect(xpForReward(centavos)).toBe(xp);
  });
});

describe('subtractXp', () => {
  it.each([
    [100, 25, 75],
    [20, 25, 0],
    [0, 10, 0],
  ])('%s - %s → %s', (xp, amount, result) => {
    expect(subtractXp(xp, amount)).toBe(result);
  });
});
