/** Achievement categories, as the gallery tabs group them. */
export type AchievementCategory = 'streak' | 'savings' | 'tasks' | 'goals' | 'special';
/** Achievement rarities. */
export type AchievementRarity = 'common' | 'rare' | 'epic' | 'legendary';

/** The figures achievements are measured on; money in centavos. */
export interface AchievementStats {
  tasksCompleted: number;
  completedToday: number;
  streak: number;
  balance: number;
  totalEarned: number;
  goalsCompleted: number;
  level: number;
}

/** One of the 11 achievements (spec 001 §9 "Achievements"). */
export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  rarity: AchievementRarity;
  /** Which figure is measured. */
  metric: keyof AchievementStats;
  /** Value of the figure that unlocks it (centavos for money figures). */
  requirement: number;
}

/**
 * The 11 achievements. Requirements and rarities are the spec's ("first task" has none stated:
 * common); the pt-BR titles and descriptions are ours, as the spec names them only in English.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-task',
    title: 'Primeira Tarefa',
    description: 'Complete sua primeira tarefa.',
    category: 'tasks',
    rarity: 'common',
    metric: 'tasksCompleted',
    requirement: 1,
  },
  {
    id: 'three-in-a-day',
    title: 'Trio do Dia',
    description: 'Complete 3 tarefas em um só dia.',
    category: 'tasks',
    rarity: 'rare',
    metric: 'completedToday',
    requirement: 3,
  },
  {
    id: 'tasks-25',
    title: 'Mão na Massa',
    description: 'Complete 25 tarefas.',
    category: 'tasks',
    rarity: 'epic',
    metric: 'tasksCompleted',
    requirement: 25,
  },
  {
    id: 'streak-7',
    title: 'Semana Perfeita',
    description: 'Mantenha uma sequência de 7 dias.',
    category: 'streak',
    rarity: 'rare',
    metric: 'streak',
    requirement: 7,
  },
  {
    id: 'streak-30',
    title: 'Mês Imbatível',
    description: 'Mantenha uma sequência de 30 dias.',
    category: 'streak',
    rarity: 'legendary',
    metric: 'streak',
    requirement: 30,
  },
  {
    id: 'balance-50',
    title: 'Poupador Iniciante',
    description: 'Tenha R$ 50,00 de saldo.',
    category: 'savings',
    rarity: 'common',
    metric: 'balance',
    requirement: 5000,
  },
  {
    id: 'balance-200',
    title: 'Cofrinho Cheio',
    description: 'Tenha R$ 200,00 de saldo.',
    category: 'savings',
    rarity: 'epic',
    metric: 'balance',
    requirement: 20000,
  },
  {
    id: 'goal-1',
    title: 'Meta Alcançada',
    description: 'Conclua 1 meta.',
    category: 'goals',
    rarity: 'rare',
    metric: 'goalsCompleted',
    requirement: 1,
  },
  {
    id: 'goals-3',
    title: 'Realizador',
    description: 'Conclua 3 metas.',
    category: 'goals',
    rarity: 'epic',
    metric: 'goalsCompleted',
    requirement: 3,
  },
  {
    id: 'level-5',
    title: 'Nível 5',
    description: 'Chegue ao nível 5.',
    category: 'special',
    rarity: 'rare',
    metric: 'level',
    requirement: 5,
  },
  {
    id: 'earned-500',
    title: 'Grande Conquistador',
    description: 'Ganhe R$ 500,00 no total.',
    category: 'special',
    rarity: 'legendary',
    metric: 'totalEarned',
    requirement: 50000,
  },
];

/** An achievement with the child's progress towards it. */
export interface AchievementProgress extends AchievementDefinition {
  /** Current figure, clamped to 0..requirement. */
  progress: number;
  maxProgress: number;
  isUnlocked: boolean;
}

/** Progress on every achievement; progress is clamped from 0 to the requirement. */
export function evaluateAchievements(stats: AchievementStats): AchievementProgress[] {
  return ACHIEVEMENTS.map((achievement) => {
    const raw = stats[achievement.metric];
    const value = Number.isFinite(raw) ? raw : 0;
    const progress = Math.min(Math.max(value, 0), achievement.requirement);
    return {
      ...achievement,
      progress,
      maxProgress: achievement.requirement,
      isUnlocked: progress >= achievement.requirement,
    };
  });
}
