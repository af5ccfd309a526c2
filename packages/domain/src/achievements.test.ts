import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, evaluateAchievements } from './achievements';

const none = {
  tasksCompleted: 0,
  completedToday: 0,
  streak: 0,
  balance: 0,
  totalEarned: 0,
  goalsCompleted: 0,
  level: 1,
};

describe('evaluateAchievements', () => {
  it('has the 11 achievements of the spec', () => {
    expect(ACHIEVEMENTS).toHaveLength(11);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(11);
  });

  it('unlocks nothing for a new child', () => {
    expect(evaluateAchievements(none).filter((a) => a.isUnlocked)).toEqual([]);
  });

  it.each([
    [{ tasksCompleted: 1 }, ['first-task']],
    [{ tasksCompleted: 25, completedToday: 3 }, ['first-task', 'three-in-a-day', 'tasks-25']],
    [{ streak: 7 }, ['streak-7']],
    [{ streak: 30 }, ['streak-7', 'streak-30']],
    [{ balance: 4999 }, []],
    [{ balance: 5000 }, ['balance-50']],
    [{ balance: 20000 }, ['balance-50', 'balance-200']],
    [{ goalsCompleted: 3 }, ['goal-1', 'goals-3']],
    [{ level: 5 }, ['level-5']],
    [{ totalEarned: 50000 }, ['earned-500']],
  ])('%j unlocks %j', (patch, ids) => {
    const unlocked = evaluateAchievements({ ...none, ...patch }).filter((a) => a.isUnlocked);
    expect(unlocked.map((a) => a.id)).toEqual(ids);
  });

  it('clamps progress between 0 and the requirement', () => {
    const byId = (stats: typeof none) =>
      Object.fromEntries(evaluateAchievements(stats).map((a) => [a.id, a.progress]));
    expect(byId({ ...none, tasksCompleted: 40 })['tasks-25']).toBe(25);
    expect(byId({ ...none, balance: -300 })['balance-50']).toBe(0);
    expect(byId({ ...none, streak: 4 })['streak-7']).toBe(4);
  });
});

/**
 * Spec 001 §9 "Achievements (11 conditions)": the figure each is measured on, its requirement
 * (money in centavos), rarity ("first task" has none stated: ours, common) and gallery tab.
 */
const SPEC_TABLE = [
  ['first-task', 'tasksCompleted', 1, 'common', 'tasks'],
  ['three-in-a-day', 'completedToday', 3, 'rare', 'tasks'],
  ['tasks-25', 'tasksCompleted', 25, 'epic', 'tasks'],
  ['streak-7', 'streak', 7, 'rare', 'streak'],
  ['streak-30', 'streak', 30, 'legendary', 'streak'],
  ['balance-50', 'balance', 5000, 'common', 'savings'],
  ['balance-200', 'balance', 20000, 'epic', 'savings'],
  ['goal-1', 'goalsCompleted', 1, 'rare', 'goals'],
  ['goals-3', 'goalsCompleted', 3, 'epic', 'goals'],
  ['level-5', 'level', 5, 'rare', 'special'],
  ['earned-500', 'totalEarned', 50000, 'legendary', 'special'],
] as const;

describe('the 11 conditions of spec 001 §9', () => {
  it('are the spec table, in its order', () => {
    expect(ACHIEVEMENTS.map((a) => [a.id, a.metric, a.requirement, a.rarity, a.category])).toEqual(
      SPEC_TABLE.map((row) => [...row]),
    );
  });

  it.each(SPEC_TABLE)(
    '%s: locked at requirement − 1, unlocked at the requirement, clamped above it',
    (id, metric, requirement) => {
      const at = (value: number) =>
        evaluateAchievements({ ...none, [metric]: value }).find((a) => a.id === id)!;
      expect(at(requirement - 1)).toMatchObject({
        isUnlocked: false,
        progress: requirement - 1,
        maxProgress: requirement,
      });
      expect(at(requirement)).toMatchObject({
        isUnlocked: true,
        progress: requirement,
        maxProgress: requirement,
      });
      expect(at(requirement * 3)).toMatchObject({ isUnlocked: true, progress: requirement });
      expect(at(-5).progress).toBe(0);
      expect(at(Number.NaN)).toMatchObject({ isUnlocked: false, progress: 0 });
    },
  );

  it('has a pt-BR title and description for each', () => {
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.title.trim()).not.toBe('');
      expect(achievement.description).toMatch(/\.$/);
    }
  });
});
