import { describe, expect, it } from 'vitest';
import { goalFixture } from '../test-fixtures';
import { ALL_GOAL_CATEGORIES, browseCatalogue, goalPlan, splitGoals } from './goal-plan';

describe('goalPlan', () => {
  it('sums the active goals: saved, target, still to deposit, count and overall percent', () => {
    const goals = [
      goalFixture({ id: 'a', targetAmount: 3000, currentAmount: 2500 }),
      goalFixture({ id: 'b', targetAmount: 10000, currentAmount: 1000 }),
      // Finished goals are not part of the open plan.
      goalFixture({
        id: 'c',
        targetAmount: 5000,
        currentAmount: 5000,
        completedAt: '2026-11-19T12:00:00.000Z',
      }),
    ];
    expect(goalPlan(goals)).toEqual({
      saved: 3500,
      target: 13000,
      remaining: 9500,
      activeCount: 2,
      percent: 26,
    });
  });

  it('is all zeros without active goals', () => {
    expect(goalPlan([])).toEqual({ saved: 0, target: 0, remaining: 0, activeCount: 0, percent: 0 });
  });

  it('splits active goals from finished ones (completion date or target reached)', () => {
    const open = goalFixture({ id: 'open', currentAmount: 100 });
    const dated = goalFixture({ id: 'dated', completedAt: '2026-11-19T12:00:00.000Z' });
    const full = goalFixture({ id: 'full', currentAmount: 3000 });
    expect(splitGoals([open, dated, full])).toEqual({ active: [open], finished: [dated, full] });
  });
});

describe('browseCatalogue', () => {
  it('labels the eight catalogue goals for a balance of R$ 200,00 (spec 001 §9)', () => {
    const labels = Object.fromEntries(
      browseCatalogue('', ALL_GOAL_CATEGORIES, 20000).map((card) => [
        card.id,
        [card.affordability, card.estimatedDays],
      ]),
    );
    expect(labels).toEqual({
      'console-portatil': ['challenge', 112],
      bicicleta: ['challenge', 63],
      'kit-arte': ['available', 21],
      'tenis-esportivo': ['accessible', 49],
      'colecao-livros': ['available', 28],
      smartphone: ['challenge', 168],
      patins: ['available', 28],
      'mesa-digitalizadora': ['accessible', 42],
    });
  });

  it('filters by category and by a search that ignores accents and case', () => {
    expect(browseCatalogue('', 'Arte', 0).map((card) => card.id)).toEqual([
      'kit-arte',
      'mesa-digitalizadora',
    ]);
    expect(browseCatalogue('TENIS', ALL_GOAL_CATEGORIES, 0).map((card) => card.id)).toEqual([
      'tenis-esportivo',
    ]);
    expect(browseCatalogue('patins', 'Arte', 0)).toEqual([]);
  });
});
