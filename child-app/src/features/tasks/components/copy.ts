import { MSG } from '@portal/contracts/messages';
import { completionCopy } from '../../../lib/completion-copy';

/**
 * pt-BR text of the child tasks screen. Strings from spec 001 §2 are verbatim; the others
 * (marked "ours") fill gaps where the spec names an element but shows no text.
 */
export const tasksCopy = {
  title: 'Tarefas',
  rejected: {
    title: 'Tarefa rejeitada',
    text: (title: string, date: string) => `Sua tarefa ${title} foi rejeitada em ${date}.`,
    reason: (reason: string) => `Motivo: ${reason}`,
    noReason: MSG.task.rejectedNoReason,
    /** ours */
    listLabel: 'Tarefas rejeitadas',
  },
  summary: {
    /** ours */
    label: 'Resumo',
    /** ours */
    monthly: 'Ganhos do mês',
    /** ours */
    potential: 'Ganhos possíveis',
    /** ours */
    today: 'Para hoje',
  },
  /** ours: the child's current figures above the summary. */
  progress: {
    label: 'Meu progresso',
    level: 'Nível',
    xp: 'XP',
    xpProgress: 'Progresso até o próximo nível',
  },
  /** ours */
  categoriesLabel: 'Filtrar por categoria',
  allCategories: 'Todas',
  /** ours */
  tabsLabel: 'Tarefas por situação',
  tabs: { today: 'Hoje', upcoming: 'Próximas', pending: 'Pendentes', completed: 'Concluídas' },
  empty: {
    today: 'Nenhuma tarefa hoje!',
    upcoming: 'Nenhuma tarefa programada',
    pending: 'Parabéns!',
    completed: 'Nenhuma tarefa concluída',
  },
  /** ours: the lines under the empty-state titles. */
  emptyDescription: {
    today: 'Aproveite o dia ou confira as próximas tarefas.',
    upcoming: 'Quando seu responsável programar novas tarefas, elas aparecem aqui.',
    pending: 'Você concluiu todas as tarefas.',
    completed: 'Marque uma tarefa como feita para vê-la aqui.',
  },
  /** ours: under 'Parabéns!' for a child who has no task at all yet (nothing was concluded). */
  pendingWithoutTasks: 'Nada para fazer agora. Quando chegar uma tarefa nova, ela aparece aqui.',
  button: {
    complete: 'Marcar como Feita',
    processing: 'Confirmando...',
    done: 'Concluída',
    /** ours (ADR 024): a 'para quem fizer primeiro' task a brother or sister took. */
    takenByAnother: 'Outra criança fez primeiro',
    availableOn: (date: string) => `Disponível em ${date}`,
    /** ours (issue 39): a completion made offline, waiting in the queue. */
    queued: completionCopy.queued,
  },
  /** ours */
  awaitingApproval: 'Aguardando aprovação',
  /** ours */
  photoRequired: 'Precisa de foto',
  /** ours */
  due: 'Prazo: ',
  /** ours */
  value: 'Valor',
  photo: {
    /** ours: label of the hidden camera input. */
    input: (title: string) => `Tirar foto da tarefa ${title}`,
    instructions: MSG.task.photoRequired,
    /** ours */
    preview: (title: string) => `Foto da tarefa ${title}`,
    /** ours */
    notes: 'Recado para seu responsável (opcional)',
    /** ours */
    confirm: 'Enviar foto e concluir',
    /** ours */
    retake: 'Tirar outra foto',
    /** ours */
    cancel: 'Cancelar',
    tooLarge: MSG.task.photoTooLarge,
    /** ours (issue 39): the photo is resized before it is shown and sent. */
    preparing: 'Preparando a foto...',
    /** ours (issue 39) */
    prepareFailed: 'Não foi possível preparar a foto. Tente novamente ou tire outra.',
    invalidType: MSG.task.photoInvalidType,
  },
  retry: 'Tentar novamente',
  /** ours */
  dismiss: 'Fechar',
  loadFailed: MSG.task.loadFailed,
  /** ours */
  loading: 'Carregando tarefas...',
} as const;
