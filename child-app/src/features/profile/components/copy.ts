/**
 * pt-BR text of the child's profile. Strings from spec 001 §2 are verbatim; the others (marked
 * "ours") fill gaps where the spec names an element but shows no text.
 */
export const profileCopy = {
  /** ours (the navigation's label) */
  title: 'Perfil',
  /** ours */
  loading: 'Carregando perfil...',
  /** ours */
  loadFailed: 'Não foi possível carregar seu perfil.',
  retry: 'Tentar novamente',
  /** ours */
  age: (age: number) => (age === 1 ? '1 ano' : `${age} anos`),
  /** ours: the four figures under the header. */
  figures: {
    label: 'Meus números',
    balance: 'Saldo',
    streak: 'Dias seguidos',
    level: 'Nível',
    achievements: 'Conquistas',
    achievementsValue: (unlocked: number, total: number) => `${unlocked} de ${total}`,
  },
  /** ours */
  xp: {
    label: (level: number) => `Progresso do nível ${level}`,
    text: (inLevel: string, perLevel: string) => `${inLevel} de ${perLevel} XP`,
  },
  /** ours */
  tabsLabel: 'Seções do perfil',
  tabs: { stats: 'Estatísticas', history: 'Histórico', settings: 'Configurações' },
  stats: {
    loading: 'Carregando estatísticas...',
    /** ours */
    loadFailed: 'Não foi possível carregar suas estatísticas.',
    /** ours */
    cardsLabel: 'Totais',
    /** ours */
    totalEarned: 'Total ganho',
    /** ours */
    tasks: 'Tarefas feitas',
    /** ours */
    goals: 'Metas alcançadas',
    /** ours */
    achievements: 'Conquistas',
    /** ours */
    chartTitle: 'Desempenho da semana',
    /** ours */
    chartDay: 'Dia',
    /** ours */
    chartValue: 'Ganhos',
    empty: 'Nenhuma atividade recente.',
    /** ours */
    streaks: 'Sequências',
    /** ours */
    streakCurrent: 'Sequência atual',
    /** ours */
    streakBest: 'Melhor sequência',
    /** ours */
    streakWeek: 'Dias ativos nesta semana',
    /** ours */
    days: (n: number) => (n === 1 ? '1 dia' : `${n} dias`),
    /** ours */
    weekDays: (n: number) => `${n} de 7`,
    /** ours */
    records: 'Recordes',
    /** ours */
    biggestDailyEarning: 'Maior ganho em um dia',
    /** ours */
    mostTasksInDay: 'Mais tarefas em um dia',
    /** ours */
    fastestGoal: 'Meta mais rápida',
    unknown: '--',
    /** ours: what a screen reader says for '--'. */
    unknownSpoken: 'Ainda sem registro',
  },
  history: {
    /** ours */
    title: 'Últimas movimentações',
    empty: 'Nenhuma transação registrada.',
    loading: 'Carregando transações...',
    /** ours */
    loadFailed: 'Não foi possível carregar suas transações.',
    /** ours */
    month: 'Resumo do mês',
    /** ours */
    monthEarnings: 'Ganhos',
    /** ours */
    monthTasks: 'Tarefas',
    /** ours */
    monthGoals: 'Metas',
    /** ours */
    successRate: 'Taxa de sucesso',
    /** ours (issue 41): no task of the month reviewed yet, so no rate to show ('0%' misled). */
    successRatePending: 'Aparece depois da primeira tarefa revisada',
    /** ours */
    percent: (n: number) => `${n}%`,
  },
  /** ours: 'Meu dinheiro' (issue 40), where the money the child earned is now. */
  money: {
    title: 'Meu dinheiro',
    loading: 'Carregando seu dinheiro...',
    loadFailed: 'Não foi possível carregar seu dinheiro.',
    available: 'Disponível',
    availableNote: 'Pode usar ou guardar agora',
    awaiting: 'Aguardando aprovação',
    awaitingNote: 'Tarefas que seu responsável ainda vai conferir',
    inGoals: 'Nas metas',
    inGoalsNote: 'Guardado para o que você quer',
    received: 'Recebido',
    receivedNote: 'Já entregue a você, em dinheiro ou Pix',
    spent: 'Gasto',
    spentNote: 'Outros gastos',
    earned: 'Total ganho',
    sum: 'Somando tudo, é o que você já ganhou.',
    empty: 'Quando você ganhar dinheiro com tarefas ou mesada, ele aparece aqui.',
  },
  /** ours: the child's own Pix key (issue 40, 13 or more); the form's texts are the kit's. */
  pixKey: {
    setUp: 'Cadastrar minha chave Pix',
    change: 'Alterar minha chave Pix',
    formLabel: 'Minha chave Pix',
    note: 'Seu responsável usa esta chave para mandar seu dinheiro por Pix.',
  },
  settings: {
    /** ours */
    data: 'Meus dados',
    /** ours */
    name: 'Nome',
    /** ours */
    age: 'Idade',
    /** ours */
    guardianNote: 'Para mudar seu nome ou sua idade, peça a um responsável.',
    /** ours */
    preferences: 'Preferências',
    /** ours */
    preferencesNote: 'Estas preferências ficam salvas só neste aparelho.',
    /** ours */
    notifications: 'Notificações de tarefas',
    /** ours */
    celebrations: 'Celebração de conquistas',
    /** ours */
    celebrationsNote:
      'Uma comemoração quando você ganha uma conquista, sobe de nível ou completa uma meta.',
    /** ours */
    darkMode: 'Modo escuro',
    /** ours */
    darkModeNote: 'Cores escuras, mais confortáveis à noite.',
    /** ours */
    signOut: 'Sair da conta',
    /** ours */
    signOutNote: 'Para trocar de perfil ou entregar o aparelho para outra pessoa.',
    about: 'Sobre',
    appName: 'Mesadinha',
    /** ours */
    version: 'Versão 1.0.0',
  },
} as const;
