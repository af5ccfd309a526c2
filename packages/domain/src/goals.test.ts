import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_AFFORDABILITY_LABELS,
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

describe('catalogue cards of spec 001 §3 and §9', () => {
  it.each([
    // id, price in reais, category, estimated days = ceil(price / 50) × 7
    ['console-portatil', 800, 'Eletrônicos', 112],
    ['bicicleta', 450, 'Esportes', 63],
    ['kit-arte', 120, 'Arte', 21],
    ['tenis-esportivo', 350, 'Roupas', 49],
    ['colecao-livros', 200, 'Livros', 28],
    ['smartphone', 1200, 'Eletrônicos', 168],
    ['patins', 180, 'Esportes', 28],
    ['mesa-digitalizadora', 300, 'Arte', 42],
  ])('%s: R$ %s, %s, about %s days', (id, reais, category, days) => {
    const goal = CATALOGUE_GOALS.find((item) => item.id === id)!;
    expect(goal).toMatchObject({ price: reais * 100, category });
    expect(catalogueEstimatedDays(goal.price)).toBe(days);
  });

  it.each([
    // price R$ 120 (art kit): available at ≥ 120, accessible at ≥ 60, else a challenge
    [12000, 'available', 'Disponível agora'],
    [12001, 'available', 'Disponível agora'],
    [11999, 'accessible', 'Acessível'],
    [6000, 'accessible', 'Acessível'],
    [5999, 'challenge', 'Desafio'],
    [0, 'challenge', 'Desafio'],
  ])('art kit with a balance of %s centavos → %s (%s)', (balance, label, text) => {
    const kind = catalogueAffordability(12000, balance);
    expect(kind).toBe(label);
    expect(CATALOGUE_AFFORDABILITY_LABELS[kind]).toBe(text);
  });

  it('gives each built-in goal a unique id and a pt-BR title', () => {
    expect(new Set(CATALOGUE_GOALS.map((goal) => goal.id)).size).toBe(8);
    for (const goal of CATALOGUE_GOALS) expect(goal.title.trim()).not.toBe('');
  });
});

describe('deposit amount of spec 001 §5', () => {
  it.each([
    // requested, balance, saved, target → applied
    [500, 4000, 0, 3000, 500],
    [5000, 4000, 2500, 3000, 500], // remaining target is the smallest
    [5000, 700, 0, 10000, 700], // balance is the smallest
    [500, 0, 0, 1000, 0], // nothing to move
    [500, 1000, 1000, 1000, 0], // already full
  ])(
    'asks %s with balance %s, saved %s of %s → %s',
    (requested, balance, saved, target, applied) => {
      expect(goalDepositAmount({ requested, balance, saved, target })).toBe(applied);
    },
  );
});
