import type { ChildStatsResponse } from '@portal/contracts';

/* Answers of the progress reads shared by the achievements and profile tests. */

const WEEK_LABELS = ['Sáb', 'Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex'] as const;

/** A GET /api/children/{id}/stats answer for Ana on Friday 2026-11-20, nothing done yet. */
export function statsResponse(
  patch: Partial<Omit<ChildStatsResponse, 'totals'>> & {
    totals?: Partial<ChildStatsResponse['totals']>;
  } = {},
): ChildStatsResponse {
  const { totals, ...rest } = patch;
  return {
    childId: 'child-Ana',
    today: '2026-11-20',
    totals: {
      balance: 0,
      totalEarned: 0,
      xp: 0,
      level: 1,
      tasksCompleted: 0,
      goalsCompleted: 0,
      achievementsUnlocked: 0,
      achievementsTotal: 11,
      savedInGoals: 0,
      ...totals,
    },
    todayEarnings: 0,
    streaks: { current: 0, best: 0, thisWeek: 0 },
    week: WEEK_LABELS.map((label, i) => ({
      date: `2026-11-${String(14 + i).padStart(2, '0')}`,
      label,
      earnings: 0,
      tasks: 0,
    })),
    records: { biggestDailyEarning: null, mostTasksInDay: null, fastestGoalDays: null },
    month: { earnings: 0, tasks: 0, goals: 0, successRate: null },
    ...rest,
  };
}
