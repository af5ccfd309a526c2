import type { Goal, GoalMutationResponse } from '@portal/contracts';

/** A goal as GET /api/children/{id}/goals returns it: 'Bicicleta', R$ 30,00, nothing saved. */
export function goalFixture(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'goal-1',
    childId: 'child-Ana',
    title: 'Bicicleta',
    targetAmount: 3000,
    currentAmount: 0,
    category: 'Personalizada',
    description: 'Meta personalizada adicionada por você',
    imageUrl: null,
    dueDate: null,
    catalogueId: null,
    createdAt: '2026-11-18T12:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A goal movement answer for `goal` (after the movement). */
export function goalMutation(
  goal: Goal | null,
  overrides: Partial<GoalMutationResponse> = {},
): GoalMutationResponse {
  return {
    goal,
    applied: 0,
    completedNow: false,
    child: {
      id: 'child-Ana',
      balance: 0,
      totalEarned: 0,
      xp: 0,
      level: 1,
      pendingTasks: 0,
      completedToday: 0,
      tasksCompleted: 0,
      streak: 0,
    },
    unlocked: [],
    ...overrides,
  };
}
