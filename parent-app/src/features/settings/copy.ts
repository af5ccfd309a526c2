import { emailChangePending } from '@portal/contracts/messages';
import type { SettingsTab } from '@portal/contracts/settings';

/**
 * pt-BR texts of 'Configurações' (spec 001 §2 "Family settings") that the spec leaves open:
 * labels, hints, notices. The spec's own texts come from `MSG.settings` / `MSG.settingsChild`
 * of `@portal/contracts/messages`; the tab labels and footer buttons are the spec's names in
 * pt-BR.
 */
export const settingsCopy = {
  title: 'Configurações',
  backLabel: 'Voltar para o Painel dos Pais',
  backToSettings: 'Voltar para as configurações',
  activeChildren: (count: number) => (count === 1 ? '1 filho ativo' : `${count} filhos ativos`),
  tabsLabel: 'Seções das configurações',
  tabs: {
    family: 'Família',
    children: 'Filhos',
    limits: 'Limites',
    notifications: 'Notificações',
    privacy: 'Privacidade',
    billing: 'Assinatura',
  } satisfies Record<SettingsTab, string>,
  loading: 'Carregando configurações...',
  loadFailed: 'Não foi possível carregar as configurações.',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
  footer: {
    label: 'Salvar ou descartar alterações',
    cancel: 'Cancelar alterações',
    save: 'Salvar configurações',
    saving: 'Salvando...',
    dirty: 'Há alterações não salvas.',
    clean: 'Nenhuma alteração pendente.',
  },
  family: {
    info: 'Informações da família',
    name: 'Nome da família',
    parentName: 'Nome do responsável',
    parentEmail: 'E-mail',
    parentEmailHint: 'Se você trocar o e-mail, enviaremos um link de confirmação para o novo.',
    /** ours: shown under the e-mail once it differs from the stored one (ADR 028, review fix). */
    emailPassword: 'Senha atual (para trocar o e-mail)',
    phone: 'Telefone (opcional)',
    security: 'Segurança da conta',
    currentPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    passwordHint: 'Pelo menos 6 caracteres. As outras sessões serão encerradas.',
    updatePassword: 'Atualizar senha',
    updatingPassword: 'Atualizando...',
    passwordFailed: 'Não foi possível atualizar a senha.',
    appearance: 'Aparência',
    theme: 'Tema',
    language: 'Idioma',
    currency: 'Moeda',
    currencyHint: 'Só o símbolo muda; os valores não são convertidos.',
  },
  themes: { light: 'Claro', dark: 'Escuro', auto: 'Automático' },
  languages: { 'pt-BR': 'Português (Brasil)', 'en-US': 'English (US)', 'es-ES': 'Español' },
  currencies: { BRL: 'Real (R$)', USD: 'Dólar americano (US$)', EUR: 'Euro (€)' },
  children: {
    title: 'Filhos da família',
    add: 'Adicionar filho',
    limitReached:
      'Sua família já tem 5 filhos ativos, o máximo. Desative um filho para adicionar outro.',
    empty: 'Nenhum filho cadastrado ainda.',
    listLabel: 'Filhos',
    age: (age: number) => `${age} anos`,
    weekly: (amount: string) => `Limite semanal ${amount}`,
    inactive: 'Inativo',
    active: 'Ativo',
    activeToggle: (name: string) => `${name} ativo`,
    activeHint: 'Um filho inativo não entra na conta nem recebe novas tarefas.',
    locked: 'PIN bloqueado',
    lockedUntil: (when: string) => `Entrada bloqueada por PINs errados até ${when}.`,
    unlock: 'Desbloquear PIN',
    unlocked: 'PIN desbloqueado.',
    unlockFailed: 'Não foi possível desbloquear o PIN.',
    edit: 'Editar',
    editLabel: (name: string) => `Editar ${name}`,
    resetPin: 'Redefinir PIN',
    resetPinLabel: (name: string) => `Redefinir PIN de ${name}`,
    delete: 'Excluir',
    deleteLabel: (name: string) => `Excluir ${name}`,
    save: 'Salvar',
    saving: 'Salvando...',
    saved: 'Dados da criança atualizados.',
    toggled: (name: string, active: boolean) =>
      active ? `${name} está ativo.` : `${name} foi desativado.`,
    editingOther: 'Termine a edição aberta antes de editar outro filho.',
    deleteTitle: (name: string) => `Excluir ${name}?`,
    deleteBody:
      'Isto apaga para sempre a conta da criança e tudo o que ela fez: tarefas concluídas, fotos, histórico de dinheiro (saldo e extrato), metas e conquistas. O nome de usuário fica livre. Não dá para desfazer.',
    deleteConfirm: 'Excluir para sempre',
    deleting: 'Excluindo...',
    deleted: (name: string) => `${name} foi excluído.`,
    deleteFailed: 'Não foi possível excluir a criança.',
  },
  /**
   * ours: a child's 'Mesada automática' (issue 38); the validation and save texts come from
   * `MSG.allowance`.
   */
  allowance: {
    title: 'Mesada automática',
    loading: 'Carregando mesada automática...',
    loadFailed: 'Não foi possível carregar a mesada automática.',
    empty: 'Sem mesada automática',
    emptyHint: 'Um valor fixo que cai sozinho no saldo, toda semana ou todo mês.',
    setUp: 'Configurar mesada',
    setUpLabel: (name: string) => `Configurar mesada de ${name}`,
    change: 'Alterar mesada',
    changeLabel: (name: string) => `Alterar mesada de ${name}`,
    turnOff: 'Desligar mesada',
    turnOffLabel: (name: string) => `Desligar mesada de ${name}`,
    turningOff: 'Desligando...',
    turnOffFailed: 'Não foi possível desligar a mesada automática.',
    formLabel: (name: string) => `Mesada automática de ${name}`,
    amount: 'Valor da mesada',
    amountHint: 'De R$ 0,50 a R$ 1.000,00.',
    period: 'Frequência',
    periods: { weekly: 'Semanal', monthly: 'Mensal' },
    weekday: 'Dia da semana',
    /** 0 Sunday … 6 Saturday, as the contract numbers them. */
    weekdays: [
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ],
    everyWeekday: [
      'todo domingo',
      'toda segunda-feira',
      'toda terça-feira',
      'toda quarta-feira',
      'toda quinta-feira',
      'toda sexta-feira',
      'todo sábado',
    ],
    monthDay: 'Dia do mês',
    monthDayHint: 'De 1 a 28, para cair em todos os meses.',
    choose: 'Escolha...',
    goalShare: 'Parte para a meta ativa (%)',
    goalShareHint: 'Vai direto para a meta que a criança está juntando. Use 0 para não separar.',
    payHour: (hour: number) => `A mesada cai às ${hour}h (horário de Brasília) no dia escolhido.`,
    next: (day: string, amount: string) => `Próxima mesada: ${day} — ${amount}`,
    noPreview: 'Preencha o valor e o dia para ver a próxima mesada.',
    weekly: (weekday: string) => `Semanal, ${weekday}`,
    monthly: (day: number) => `Mensal, todo dia ${day}`,
    share: (percent: number) => `${percent}% para a meta ativa`,
    save: 'Salvar mesada',
    saving: 'Salvando...',
  },
  /** ours: a child's 'Chave Pix' (issue 40); the form's texts are the kit's `pixCopy`. */
  pixKey: {
    setUp: 'Cadastrar chave Pix',
    setUpLabel: (name: string) => `Cadastrar chave Pix de ${name}`,
    change: 'Alterar chave Pix',
    changeLabel: (name: string) => `Alterar chave Pix de ${name}`,
    remove: 'Remover chave Pix',
    removeLabel: (name: string) => `Remover chave Pix de ${name}`,
    removing: 'Removendo...',
    removeFailed: 'Não foi possível remover a chave Pix.',
    formLabel: (name: string) => `Chave Pix de ${name}`,
  },
  /**
   * ours: 'Modo férias' of the family or of one child (issue 38); the validation and save texts
   * come from `MSG.pause`.
   */
  pause: {
    title: 'Modo férias',
    explanation: 'Sem mesada, sem novas tarefas recorrentes e a sequência não se perde.',
    familyHint: 'Vale para todos os filhos da família.',
    loading: 'Carregando modo férias...',
    loadFailed: 'Não foi possível carregar o modo férias.',
    empty: 'Sem férias programadas',
    /** Who a pause is for, in the buttons' and the form's names. */
    familyName: 'da família',
    childName: (name: string) => `de ${name}`,
    setUp: 'Programar férias',
    setUpLabel: (whose: string) => `Programar férias ${whose}`,
    change: 'Alterar férias',
    changeLabel: (whose: string) => `Alterar férias ${whose}`,
    turnOff: 'Desligar férias',
    turnOffLabel: (whose: string) => `Desligar férias ${whose}`,
    turningOff: 'Desligando...',
    formLabel: (whose: string) => `Modo férias ${whose}`,
    from: 'De',
    until: 'Até',
    range: (from: string, until: string) => `Férias de ${from} a ${until}`,
    /** A child's own pause is off, but the family's covers it. */
    byFamily: 'Pelas férias da família.',
    save: 'Salvar férias',
    saving: 'Salvando...',
  },
  child: {
    dialogTitle: 'Adicionar filho',
    dialogDescription: 'Crie a conta da criança. Ela entra com o nome de usuário e o PIN.',
    name: 'Nome (opcional)',
    nameEdit: 'Nome',
    namePlaceholder: 'Nova Criança',
    username: 'Nome de usuário',
    usernameHint: 'Letras minúsculas, números, ponto, hífen ou sublinhado.',
    age: 'Idade',
    ageHint: 'De 9 a 18 anos.',
    /** ours (issue 41): optional, LGPD's least data about minors (ADR 074). */
    email: 'E-mail da criança (opcional)',
    emailHint:
      'Pode ficar em branco: a criança entra com o nome de usuário e o PIN. Pela LGPD, pedimos o mínimo de dados de crianças.',
    emailEdit: 'E-mail da criança (opcional)',
    weeklyLimit: 'Limite semanal',
    /** Issue 41: what a child's weekly limit is (it blocks nothing by itself). */
    weeklyLimitHint:
      'Quanto você pretende dar a esta criança por semana; somado ao dos irmãos e × 4, é a projeção comparada com o orçamento mensal. Não bloqueia gastos nem tarefas.',
    pin: 'PIN',
    pinHint: 'Só números, 6 dígitos.',
    pinEdit: 'Novo PIN (opcional)',
    pinEditHint:
      'Deixe em branco para manter o PIN atual. Um novo PIN encerra as sessões da criança.',
    consent: 'Autorização do responsável',
    create: 'Criar conta',
    creating: 'Criando...',
    created: (name: string) => `Conta de ${name} criada.`,
  },
  limits: {
    title: 'Limites da família',
    maxWeeklySpending: 'Gasto semanal máximo',
    /** Issue 41: what the weekly maximum is measured against (spec 001 §9 "Weekly spending"). */
    maxWeeklySpendingHint:
      'O máximo da família por semana (de domingo a sábado). O card Gastos da semana do Painel dos Pais fica vermelho quando o que os filhos gastaram mais o valor das tarefas criadas na semana passa deste valor. Use 0 para não limitar.',
    /** Issue 41: the monthly budget is set at sign-up; shown here with what it is for. */
    monthlyBudget: 'Orçamento mensal de mesada',
    monthlyBudgetUnset: 'Não informado',
    monthlyBudgetHint:
      'Informado no cadastro da família. Na configuração inicial dos filhos, a soma dos limites semanais × 4 precisa caber nele.',
    maxDailyTasks: 'Máximo de tarefas por dia',
    maxDailyTasksHint:
      'Quantas tarefas cada criança pode concluir por dia (horário de Brasília). Use 0 para não limitar.',
    requirePhotoApproval: 'Exigir foto nas novas tarefas',
    requirePhotoApprovalHint:
      'Toda tarefa nova já vem pedindo uma foto como prova; você pode mudar em cada tarefa.',
  },
  notifications: {
    title: 'Notificações',
    /** What the notification centre does with each toggle (issue 38). */
    quietHours: 'As crianças não recebem notificações entre 21h e 8h.',
    taskReminders: 'Lembretes de tarefas',
    taskRemindersHint:
      'Lembra seu filho às 18h das tarefas do dia e avisa você quando uma tarefa espera aprovação há mais de 24 horas.',
    achievementAlerts: 'Conquistas',
    achievementAlertsHint: 'Avisa você quando seu filho desbloqueia uma conquista.',
    weeklyReports: 'Relatório semanal',
    weeklyReportsHint: 'Envia aos domingos, às 19h, um resumo da semana por e-mail.',
    goalMilestones: 'Metas',
    goalMilestonesHint: 'Avisa você e seu filho quando uma meta chega a 50% e a 100%.',
  },
  privacy: {
    title: 'Privacidade',
    shareProgressWithFamily: 'Compartilhar progresso com a família',
    shareProgressWithFamilyHint: 'Os filhos veem conquistas uns dos outros.',
    allowPhotoSharing: 'Permitir fotos nas tarefas',
    allowPhotoSharingHint: 'As crianças podem enviar fotos como prova.',
    dataCollection: 'Coleta de dados de uso',
    dataCollectionHint: 'Dados anônimos para melhorar o app.',
    policyTitle: 'Seus dados',
    policyText:
      'Você pode ler a política completa, baixar uma cópia de todos os dados da família ou excluir a conta a qualquer momento (LGPD).',
    fullPolicy: 'Política de privacidade completa',
    close: 'Fechar',
    export: 'Exportar meus dados',
    exporting: 'Preparando arquivo...',
    exported: 'Arquivo com os seus dados baixado.',
    exportFailed: 'Não foi possível exportar os dados. Tente novamente.',
    deleteAccount: 'Excluir conta',
    deleteTitle: 'Excluir a conta da família?',
    deleteBody:
      'Isto apaga para sempre a família, todos os filhos, tarefas, fotos, histórico de dinheiro, metas e conquistas, e encerra todas as sessões. Não dá para desfazer.',
    deletePassword: 'Digite sua senha para confirmar',
    deleteConfirm: 'Excluir conta para sempre',
    deleting: 'Excluindo...',
    deleted: 'Conta excluída. Sentiremos sua falta!',
    deleteFailed: 'Não foi possível excluir a conta.',
    /** ours (ADR 058): a parent who signs in with Google or Apple confirms by e-mail. */
    deleteByLink:
      'Sua conta entra com Google ou Apple, sem senha. Para confirmar, enviaremos um link para o seu e-mail; a conta só é excluída quando você abrir o link e tocar em Excluir.',
    sendLink: 'Enviar link por e-mail',
    sendingLink: 'Enviando...',
    sendLinkAgain: 'Enviar outro link',
    linkFailed: 'Não foi possível enviar o link. Tente novamente.',
  },
  /** ours: `/parent/delete-account`, where the e-mailed deletion link opens (ADR 058). */
  deletePage: {
    title: 'Excluir conta',
    heading: 'Excluir a conta da família?',
    confirm: 'Excluir',
    deleting: 'Excluindo...',
    keep: 'Cancelar',
    failed: 'Não foi possível excluir a conta. Tente novamente.',
  },
  billing: {
    title: 'Assinatura',
    status: 'Status',
    mode: 'Plano',
    modes: { subscription: 'Assinatura recorrente', one_time: 'Pagamento único' },
    noPlan: 'Nenhum plano selecionado',
    planName: 'Plano contratado',
    activatedAt: 'Ativada em',
    notActivated: '--',
    cancelsOn: (date: string) => `Cancela em ${date}`,
    graceUntil: (date: string) => `Acesso garantido até ${date}`,
    required: 'Assine um plano para usar o painel, as tarefas e a fila de aprovação.',
    statusLoadFailed: 'Não foi possível atualizar o status da assinatura.',
    plansTitle: 'Escolha um plano',
    plansLoading: 'Carregando planos...',
    plansLabel: 'Planos disponíveis',
    subscribe: 'Assinar',
    /** Names of plans can repeat (no nickname): the price tells them apart. */
    subscribeLabel: (plan: string, price: string) => `Assinar ${plan}, ${price}`,
    subscribing: 'Abrindo pagamento...',
    cancel: 'Cancelar assinatura',
    manage: 'Gerenciar assinatura',
    openingPortal: 'Abrindo portal...',
  },
} as const;

/**
 * The notice after an e-mail change that waits for its confirmation link (ADR 028): the
 * contracts' text, and when the new address takes effect.
 */
export function pendingEmailNotice(email: string): string {
  return `${emailChangePending(email)} O novo e-mail passa a valer depois da confirmação.`;
}
