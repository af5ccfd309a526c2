/**
 * pt-BR texts of 'Fila de Aprovação' that the spec leaves open. The spec's own texts are marked
 * "spec" or come from `MSG.task` of `@portal/contracts/messages`.
 */
export const approvalsCopy = {
  /** spec */
  title: 'Fila de Aprovação',
  /** spec */
  subtitle: 'Revise e aprove as tarefas completadas pelas crianças',
  backLabel: 'Voltar para o Painel dos Pais',
  pendingBadge: (count: number) => (count === 1 ? '1 pendente' : `${count} pendentes`),
  summaryLabel: 'Resumo da fila',
  pendingTasks: 'Tarefas pendentes',
  totalValue: 'Valor total',
  selectedValue: 'Valor selecionado',
  selectAll: 'Selecionar todas',
  deselectAll: 'Desmarcar todas',
  /** spec */
  approveSelected: 'Aprovar Selecionadas',
  approvingSelected: 'Aprovando...',
  select: (task: string, child: string) => `Selecionar ${task} de ${child}`,
  listLabel: 'Tarefas aguardando aprovação',
  childNote: 'Observação',
  photoOpen: (task: string) => `Ver foto de ${task} em tela cheia`,
  photoAlt: (task: string, child: string) => `Foto de ${child}: ${task}`,
  photoTitle: (task: string) => `Foto: ${task}`,
  photoUnavailable: 'Foto indisponível',
  /** spec */
  approve: 'Aprovar',
  approving: 'Aprovando...',
  /** spec */
  reject: 'Rejeitar',
  rejectReason: 'Motivo da rejeição',
  rejectReasonHint: 'A criança verá este motivo.',
  /** Issue 41: a tap fills the reason (or adds to it); the parent can still edit it. */
  quickReasonsLabel: 'Motivos rápidos',
  quickReasons: ['A foto não mostra a tarefa', 'Faltou terminar', 'Combinamos outro dia'],
  /** spec */
  confirmReject: 'Confirmar Rejeição',
  rejecting: 'Rejeitando...',
  /** spec */
  cancel: 'Cancelar',
  approved: 'Tarefa aprovada!',
  rejected: 'Tarefa rejeitada.',
  bulkApproved: (count: number) => `${count} tarefa(s) aprovada(s).`,
  /** spec */
  empty: 'Tudo em dia!',
  /** spec */
  emptyHint: 'Não há tarefas aguardando aprovação no momento.',
  loading: 'Carregando fila de aprovação...',
  /** spec 001: lists load 20 at a time ('Carregar mais', as 'Gerenciar Tarefas') */
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando mais tarefas...',
  loadFailed: 'Não foi possível carregar a fila de aprovação.',
  retry: 'Tentar novamente',
} as const;
