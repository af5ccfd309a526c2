import { MSG } from '@portal/contracts/messages';
import { formatMoney } from '@portal/domain';

/**
 * pt-BR text of the goals screen. Strings from spec 001 §2, §5 and §8 are verbatim; the others
 * (marked "ours") fill gaps where the spec names an element but shows no text.
 */
export const goalsCopy = {
  title: 'Plano de Metas',
  summary: {
    /** ours */
    label: 'Resumo do plano',
    /** ours */
    saved: 'Total guardado',
    /** ours */
    target: 'Total das metas',
    /** ours */
    remaining: 'Falta guardar',
    /** ours */
    active: 'Metas ativas',
    /** ours */
    progress: 'Progresso geral',
  },
  /** ours */
  activeTitle: 'Metas ativas',
  finishedTitle: 'Metas concluídas',
  /** ours */
  savedOf: (saved: string, target: string) => `${saved} de ${target}`,
  /** ours */
  progressLabel: (title: string) => `Progresso da meta ${title}`,
  /** ours */
  remainingLine: (amount: string) => `Faltam ${amount}`,
  /** ours */
  quickDepositsLabel: (title: string) => `Guardar dinheiro em ${title}`,
  /** A quick-deposit button as the spec writes it ('R$ 5'): whole reais fit four in a row. */
  quickAmount: (formatted: string) => formatted.replace(/,00$/, ''),
  /** ours: the accessible name of a quick-deposit button. */
  depositLabel: (amount: string, title: string) => `Guardar ${amount} em ${title}`,
  /** ours */
  depositing: 'Guardando...',
  cancel: 'Cancelar meta',
  /** ours */
  cancelling: 'Cancelando...',
  cancelDialog: {
    /** ours */
    title: (title: string) => `Cancelar a meta ${title}?`,
    /** ours */
    description: (saved: number) =>
      saved > 0
        ? `O dinheiro guardado (${formatMoney(saved)}) volta para o seu saldo.`
        : 'O dinheiro guardado volta para o seu saldo.',
    /** ours */
    keep: 'Manter meta',
    confirm: 'Cancelar meta',
  },
  /** ours: announced after a cancel. */
  cancelled: (title: string) =>
    `Meta ${title} cancelada. O dinheiro guardado voltou para o seu saldo.`,
  /** ours */
  completedOn: (date: string) => `Concluída em ${date}`,
  empty: {
    none: 'Você ainda não tem metas',
    /** ours */
    noneDescription: 'Escolha uma meta no Navegador de Metas e comece a guardar.',
    notFound: 'Nenhuma meta encontrada',
    /** ours */
    notFoundDescription: 'Tente outra busca ou outra categoria.',
    /** ours */
    noActive: 'Nenhuma meta ativa no momento.',
  },
  browser: {
    title: 'Navegador de Metas',
    /** ours: the button that opens and closes the browser. */
    open: 'Abrir Navegador de Metas',
    close: 'Fechar Navegador de Metas',
    /** ours */
    search: 'Buscar metas',
    /** ours */
    categoriesLabel: 'Filtrar por categoria',
    all: 'Todas',
    /** ours */
    catalogueTitle: 'Sugestões de metas',
    /** ours */
    estimated: (days: number) => `Cerca de ${days} dias`,
    /** ours */
    price: 'Preço',
    add: 'Adicionar meta',
    /** ours */
    adding: 'Adicionando...',
    /** ours: shown on a catalogue card the child already has as an active goal. */
    alreadyActive: 'Já está nas suas metas',
    /** ours */
    added: (title: string) => `Meta ${title} adicionada!`,
  },
  custom: {
    /** ours */
    title: 'Meta personalizada',
    /** ours */
    name: 'Nome da meta',
    /** ours */
    value: 'Valor da meta',
    /** ours */
    valueHint: 'Use vírgula ou ponto para os centavos.',
    /** ours */
    submit: 'Criar meta',
    /** ours */
    submitting: 'Criando...',
    /** spec 001 §3: the description of a custom goal. */
    description: 'Meta personalizada adicionada por você',
    createFailed: MSG.goal.createFailed,
  },
  /** ours: rewards still waiting for review cannot go into a goal (ADR 025). */
  awaitingReview:
    'O dinheiro esperando aprovação ainda não pode ir para uma meta. Você poderá guardá-lo depois que o responsável aprovar.',
  depositFailed: MSG.goal.depositFailed,
  cancelFailed: MSG.goal.cancelFailed,
  loadFailed: MSG.goal.loadFailed,
  retry: 'Tentar novamente',
  /** ours */
  dismiss: 'Fechar',
  /** ours */
  loading: 'Carregando metas...',
} as const;
