import type { AchievementCategoryValue, AchievementRarityValue } from '@portal/contracts';

/**
 * pt-BR text of the achievements gallery. Strings from spec 001 §2 are verbatim; the others
 * (marked "ours") fill gaps where the spec names an element but shows no text.
 */
export const achievementsCopy = {
  title: 'Conquistas',
  /** ours */
  loading: 'Carregando conquistas...',
  /** ours */
  loadFailed: 'Não foi possível carregar suas conquistas.',
  retry: 'Tentar novamente',
  /** ours: the level and XP card. */
  level: {
    title: (level: number) => `Nível ${level}`,
    xp: (xp: string) => `${xp} XP`,
    progress: 'Progresso até o próximo nível',
    progressText: (inLevel: string, perLevel: string) => `${inLevel} de ${perLevel} XP`,
    next: (xp: string) => `Próxima meta: ${xp} XP`,
  },
  /** ours: the stat cards. */
  stats: {
    label: 'Resumo das conquistas',
    unlocked: 'Desbloqueadas',
    unlockedValue: (unlocked: number, total: number) => `${unlocked} de ${total}`,
    tasks: 'Tarefas feitas',
    streak: 'Sequência atual',
    streakValue: (days: number) => (days === 1 ? '1 dia' : `${days} dias`),
    goals: 'Metas concluídas',
  },
  /** ours */
  tabsLabel: 'Conquistas por categoria',
  tabs: {
    all: 'Todas',
    unlocked: 'Desbloqueadas',
    streak: 'Sequência',
    savings: 'Economia',
    tasks: 'Tarefas',
    goals: 'Metas',
    special: 'Especiais',
  },
  empty: 'Nenhuma conquista nesta categoria',
  /** ours */
  emptyDescription: 'Continue fazendo suas tarefas: novas conquistas aparecem aqui.',
  /** ours: rarity as text, so colour is not the only signal. */
  rarity: {
    common: 'Comum',
    rare: 'Rara',
    epic: 'Épica',
    legendary: 'Lendária',
  } satisfies Record<AchievementRarityValue, string>,
  /** ours */
  category: {
    streak: 'Sequência',
    savings: 'Economia',
    tasks: 'Tarefas',
    goals: 'Metas',
    special: 'Especial',
  } satisfies Record<AchievementCategoryValue, string>,
  /** ours */
  unlockedOn: 'Desbloqueada em',
  /** ours */
  unlocked: 'Desbloqueada',
  /** ours */
  progress: (title: string) => `Progresso de ${title}`,
  /** ours */
  progressText: (progress: string, max: string) => `${progress} de ${max}`,
  /** ours: the tips card. */
  tips: {
    title: 'Dicas para desbloquear mais',
    closest: (title: string, progress: string) => `Quase lá: ${title} (${progress}).`,
    items: [
      'Faça pelo menos uma tarefa por dia para manter sua sequência.',
      'Tente completar 3 tarefas no mesmo dia.',
      'Guarde o que ganha: seu saldo também conta.',
      'Crie uma meta em Metas e deposite um pouco sempre que puder.',
    ],
  },
} as const;
