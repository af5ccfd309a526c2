/**
 * pt-BR texts of 'Painel dos Pais' (spec 001 §2). The spec's own texts are marked "spec"; the
 * others are ours (the spec names the parts but not their words).
 */
export const dashboardCopy = {
  /** spec */
  title: 'Painel dos Pais',
  logout: 'Sair',
  loggingOut: 'Saindo...',
  childCount: (count: number) => (count === 1 ? '1 filho' : `${count} filhos`),
  loadFailed: 'Não foi possível carregar o painel.',
  retry: 'Tentar novamente',
  loading: 'Carregando o painel...',
  pendingBanner: (count: number) =>
    count === 1 ? '1 tarefa aguardando sua aprovação' : `${count} tarefas aguardando sua aprovação`,
  /** spec */
  review: 'Revisar',
  summaryLabel: 'Resumo da família',
  totalBalance: 'Saldo total',
  totalBalanceHint: 'Soma dos saldos dos filhos',
  weeklySpending: 'Gastos da semana',
  /** Issue 41: what the figure counts, worded from spec 001 §9 "Weekly spending" (ADR 030). */
  weeklySpendingCounts:
    'Desde domingo: o que os filhos gastaram mais o valor das tarefas criadas nesta semana, uma vez por criança que a tarefa paga. Dinheiro guardado em metas não conta.',
  weeklyLimit: 'Limite semanal:',
  overLimit: 'Acima do limite semanal',
  /** spec */
  noLimit: 'Sem limite semanal definido',
  tasksToday: 'Tarefas hoje',
  tasksTodayHint: 'Disponíveis para fazer hoje',
  childrenTitle: 'Visão geral dos filhos',
  age: (age: number) => `${age} anos`,
  balance: 'Saldo',
  pending: (count: number) => (count === 1 ? '1 pendente' : `${count} pendentes`),
  streak: (days: number) => (days === 1 ? '1 dia seguido' : `${days} dias seguidos`),
  completedToday: (count: number) =>
    count === 1 ? 'Concluiu 1 tarefa hoje' : `Concluiu ${count} tarefas hoje`,
  inactive: 'Inativo',
  /** spec (button) */
  newTask: 'Nova Tarefa',
  quickActions: 'Ações rápidas',
  createTask: 'Criar tarefa',
  manageTasks: 'Gerenciar tarefas',
  approveTasks: 'Aprovar tarefas',
  pendingSuffix: (count: number) => (count === 1 ? 'pendente' : 'pendentes'),
  reports: 'Relatórios',
  settings: 'Configurações',
  activityTitle: 'Atividade recente',
  /** spec */
  noActivity: 'Nenhuma atividade recente registrada.',
} as const;
