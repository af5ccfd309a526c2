import { MSG } from '@portal/contracts/messages';
import { completionCopy } from '../../../lib/completion-copy';

/**
 * pt-BR text of the child dashboard. Strings from spec 001 §2 are verbatim; the others (marked
 * "ours") fill gaps where the spec names an element but shows no text.
 */
export const dashboardCopy = {
  title: 'Início',
  hello: (name: string) => `Olá, ${name}!`,
  loadFailed: 'Não foi possível carregar seus dados agora.',
  retry: 'Tentar novamente',
  /** ours */
  level: (level: number) => `Nível ${level}`,
  /** ours */
  streak: (days: number) => (days === 1 ? '1 dia seguido' : `${days} dias seguidos`),
  /** ours: the 'Modo férias' banner (issue 38). */
  pausedUntil: (day: string) => `Pausado até ${day} — aproveite as férias!`,
  /** ours: the button to /child/achievements. */
  achievements: 'Minhas conquistas',
  balance: {
    /** ours */
    title: 'Meu saldo',
  },
  /** ours (issue 41): the cards of the child's reviewed tasks, until seen. */
  reviews: {
    label: 'Suas tarefas revisadas',
    seen: 'Entendi',
  },
  todayEarnings: {
    title: 'Ganhos de Hoje',
    /** ours */
    tasksDone: (count: number) =>
      count === 1 ? '1 tarefa feita hoje' : `${count} tarefas feitas hoje`,
  },
  goal: {
    /** ours */
    title: 'Minha meta',
    /** ours */
    progress: (title: string) => `Progresso da meta ${title}`,
    /** ours */
    savedOf: (saved: string, target: string) => `${saved} de ${target}`,
    /** ours */
    none: 'Você ainda não tem uma meta ativa.',
    /** ours */
    create: 'Escolher uma meta',
    /** ours */
    open: 'Ver minhas metas',
  },
  tasks: {
    /** ours */
    title: 'Tarefas de hoje',
    empty: 'Nenhuma tarefa hoje!',
    complete: 'Marcar como Feita',
    processing: 'Confirmando...',
    done: 'Concluída',
    availableOn: (time: string) => `Disponível em ${time}`,
    /** ours (issue 39): a completion made offline, waiting in the queue. */
    queued: completionCopy.queued,
    /** ours */
    all: 'Ver todas as tarefas',
    /** ours */
    loadFailed: MSG.task.loadFailed,
    /** ours */
    dismiss: 'Fechar',
  },
  /** ours */
  shortcuts: { label: 'Atalhos', goals: 'Minhas metas', tasks: 'Minhas tarefas' },
  /** ours: a card whose figures could not be read. */
  partFailed: 'Não foi possível carregar esta parte.',
  /** ours */
  loading: 'Carregando...',
} as const;
