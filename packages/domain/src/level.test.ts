import { describe, expect, it } from 'vitest';
import { levelFromXp, levelProgress, nextLevelXp } from './level';

describe('levelFromXp', () => {
  it.each([
    [0, 1],
    [499, 1],
    [500, 2],
    [999, 2],
    [1000, 3],
    [2499, 5],
    [-50, 1],
    [Number.NaN, 1],
  ])('%s XP → level %s', (xp, level) => {
    expect(levelFromXp(xp)).toBe(level);
  });
});

describe('nextLevelXp', () => {
  it.each([
    [0, 500],
    [250, 500],
    // close to the boundary the "+100" floor wins
    [450, 550],
    [499, 599],
    [500, 1000],
    [950, 1050],
  ])('%s XP → next target %s', (xp, next) => {
    expect(nextLevelXp(xp)).toBe(next);
  });
});

describe('levelProgress', () => {
  it.each([
    [0, 0],
    [250, 0.5],
    [500, 0],
    [875, 0.75],
    [-10, 0],
  ])('%s XP → %s', (xp, progress) => {
    expect(levelProgress(xp)).toBe(progress);
  });
});
