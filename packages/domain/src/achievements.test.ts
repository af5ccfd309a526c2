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
