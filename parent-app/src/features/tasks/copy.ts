import type {
  RecurrenceTypeValue,
  TaskCompletion,
  TaskPriority,
  TaskStatusFilter,
} from '@portal/contracts/tasks';

type TaskCompletionStatus = TaskCompletion['status'];

/**
 * pt-BR texts of the task screens that the spec leaves open (labels, hints, notices). The
 * spec's own texts come from `MSG.task` of `@portal/contracts/messages` or are the titles and
 * fixed strings below marked "spec".
 */
export const tasksCopy = {
  back: 'Voltar',
  cancel: 'Cancelar',
  retry: 'Tentar novamente',
  loadTaskFailed: 'Não foi possível carregar a tarefa.',
  loadChildrenFailed: 'Não foi possível carregar as crianças da família.',
  /** Titles of the task field set's cards. */
  sections: { about: 'Sobre a tarefa', rules: 'Regras' },
  noActiveChildren:
    'Nenhuma criança ativa na família. Ative ou adicione crianças nas configurações.',
  fields: {
    title: 'Título',
    titlePlaceholder: 'Ex.: Arrumar a cama',
    name: 'Nome da tarefa',
    description: 'Descrição (opcional)',
    descriptionPlaceholder: 'Detalhes para a criança',
    value: 'Valor (R$)',
    category: 'Categoria',
    categoryPlaceholder: 'Selecione uma categoria',
    children: 'Crianças',
    childrenHint: 'Quem pode fazer esta tarefa.',
    requiresPhoto: 'Exigir foto como prova',
    requiresPhotoHint: 'A criança envia uma foto ao concluir.',
    requiresApproval: 'Exigir aprovação',
    requiresApprovalHint: 'Você revisa a tarefa na Fila de Aprovação.',
    dueDate: 'Data de entrega (opcional)',
    dueDateEdit: 'Data de entrega',
    recurring: 'Tarefa recorrente',
    recurringHint: 'Uma nova tarefa é criada depois de cada conclusão aprovada.',
    recurringType: 'Repetição',
    timeLimit: 'Tempo limite (opcional)',
    timeLimitHint: 'Texto livre, ex.: 30 min; um horário como 18:00 libera a tarefa nesse horário.',
    estimatedTime: 'Tempo estimado',
    estimatedTimeSuggestions: 'Sugestões de tempo estimado',
    priority: 'Prioridade',
    /** ours (ADR 024): a task for several children is done by each, unless this is on. */
    firstToFinish: 'Para quem fizer primeiro',
    firstToFinishHint:
      'Só a primeira criança que concluir faz e recebe. Desligado, cada criança faz e recebe a sua.',
  },
  priority: { low: 'Baixa', medium: 'Média', high: 'Alta' } satisfies Record<TaskPriority, string>,
  recurrence: { daily: 'Diária', weekly: 'Semanal', monthly: 'Mensal' } satisfies Record<
    RecurrenceTypeValue,
    string
  >,
  /** Estimated-time suggestions of the edit screen (spec). */
  estimatedTimes: ['15 min', '30 min', '1 hora', '2 horas', 'Manhã', 'Tarde', 'Todo o dia'],
  /** Status badge (spec). */
  completed: 'Concluída',
  pending: 'Pendente',
  childDetails: (age: number, balance: string, level: number) =>
    `${age} anos · Saldo ${balance} · Nível ${level}`,
  create: {
    title: 'Criar Nova Tarefa',
    submit: 'Criar Tarefa',
    submitting: 'Criando...',
    created: 'Tarefa criada com sucesso!',
  },
  edit: {
    title: 'Editar Tarefa',
    backLabel: 'Voltar para Gerenciar Tarefas',
    completedWarning:
      'Esta tarefa já foi concluída. Alterações podem afetar o histórico de conclusões e pagamentos.',
    save: 'Salvar Alterações',
    saving: 'Salvando...',
    saved: 'Tarefa atualizada.',
    saveFailed: 'Não foi possível salvar a tarefa. Tente novamente.',
    delete: 'Excluir tarefa',
    confirmDelete: 'Excluir',
    deleting: 'Excluindo...',
    deleteLabel: 'Confirmar exclusão',
    deleted: 'Tarefa excluída.',
    deleteFailed: 'Não foi possível excluir a tarefa. Tente novamente.',
    summary: 'Resumo',
    totalValue: 'Valor total',
    assignees: 'Crianças atribuídas',
    allActive: (count: number) =>
      count === 1 ? 'A única criança ativa' : `Todas as ${count} crianças ativas`,
    loading: 'Carregando tarefa...',
  },
  manage: {
    title: 'Gerenciar Tarefas',
    backLabel: 'Voltar para o Painel dos Pais',
    newTask: 'Nova Tarefa',
    statsLabel: 'Resumo das tarefas',
    total: 'Total',
    completed: 'Concluídas',
    pending: 'Pendentes',
    totalValue: 'Valor Total',
    filtersLabel: 'Filtros',
    search: 'Buscar tarefas',
    searchPlaceholder: 'Título ou descrição',
    status: 'Status',
    statusOptions: {
      all: 'Todas',
      pending: 'Pendentes',
      completed: 'Concluídas',
    } satisfies Record<TaskStatusFilter, string>,
    category: 'Categoria',
    allCategories: 'Todas as categorias',
    child: 'Criança',
    allChildren: 'Todas as crianças',
    unassigned: 'Sem atribuição (todas as crianças)',
    showing: (shown: number, total: number) => `Exibindo ${shown} de ${total} tarefa(s)`,
    selectAll: 'Selecionar todas as exibidas',
    select: (title: string) => `Selecionar ${title}`,
    selected: (count: number) => `${count} tarefa(s) selecionada(s)`,
    clearSelection: 'Limpar seleção',
    deleteSelected: 'Excluir selecionadas',
    empty: 'Nenhuma tarefa encontrada',
    emptyHint: 'Tente ajustar os filtros ou criar uma nova tarefa',
    overdue: 'Atrasada',
    photo: 'Foto obrigatória',
    dueOn: 'Entrega',
    timeLimit: 'Tempo',
    forAll: 'Disponível para todas as crianças',
    assignedTo: 'Para',
    view: 'Ver',
    edit: 'Editar',
    delete: 'Excluir',
    deleteTitle: 'Excluir tarefa',
    deleteManyTitle: 'Excluir tarefas',
    deleteMany: (count: number) => `Tem certeza que deseja excluir ${count} tarefa(s)?`,
    deleting: 'Excluindo...',
    deleted: (count: number) => `${count} tarefa(s) excluída(s).`,
    deleteFailed: 'Não foi possível excluir. Tente novamente.',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais tarefas...',
    loading: 'Carregando tarefas...',
    listLabel: 'Tarefas',
    /** ours (ADR 024): who did what, per task. */
    whoDid: 'Quem fez',
    firstToFinish: 'Para quem fizer primeiro',
    completionStatus: {
      approved: 'aprovada',
      pending: 'aguardando aprovação',
      rejected: 'rejeitada',
    } satisfies Record<TaskCompletionStatus, string>,
  },
} as const;
