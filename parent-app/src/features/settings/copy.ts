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
    email: 'E-mail da criança',
    emailEdit: 'E-mail da criança (opcional)',
    weeklyLimit: 'Limite semanal',
    pin: 'PIN',
    pinHint: 'Só números, de 6 a 12 dígitos.',
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
    maxWeeklySpendingHint:
      'O Painel dos Pais mostra o gasto da semana em vermelho quando passa deste valor. Use 0 para não limitar.',
    maxDailyTasks: 'Máximo de tarefas por dia',
    maxDailyTasksHint:
      'Quantas tarefas cada criança pode concluir por dia (horário de Brasília). Use 0 para não limitar.',
    requirePhotoApproval: 'Exigir foto nas novas tarefas',
    requirePhotoApprovalHint:
      'Toda tarefa nova já vem pedindo uma foto como prova; você pode mudar em cada tarefa.',
  },
  notifications: {
    title: 'Notificações',
    taskReminders: 'Lembretes de tarefas',
    taskRemindersHint: 'Avisos sobre tarefas para revisar.',
    achievementAlerts: 'Conquistas',
    achievementAlertsHint: 'Quando um filho desbloqueia uma conquista.',
    weeklyReports: 'Relatório semanal',
    weeklyReportsHint: 'Um resumo da semana da família.',
    goalMilestones: 'Metas',
    goalMilestonesHint: 'Quando um filho avança ou conclui uma meta.',
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
    policyDialogTitle: 'Política de privacidade',
    policyParagraphs: [
      'O Mesadinha guarda só o necessário para a família usar o app: os dados do responsável (nome, e-mail, telefone), os dados das crianças que você cadastra (nome, idade, nome de usuário, e-mail), tarefas, fotos enviadas como prova, o histórico de dinheiro, metas e conquistas.',
      'As crianças só têm conta com a autorização do responsável legal (LGPD, art. 14). As fotos ficam no nosso servidor, sem dados de localização, e só a família pode vê-las.',
      'Não vendemos nem compartilhamos os dados da família com terceiros. Pagamentos são processados pelo provedor de cartão, que não nos passa os dados do cartão.',
      'Você pode baixar todos os dados da família em "Exportar meus dados" e apagar tudo em "Excluir conta". Dúvidas: fale com o suporte.',
    ],
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
  },
  billing: {
    title: 'Assinatura',
    status: 'Status',
    mode: 'Plano',
    modes: { subscription: 'Assinatura recorrente', one_time: 'Pagamento único' },
    noPlan: 'Nenhum plano selecionado',
    activatedAt: 'Ativada em',
    notActivated: '--',
    comingSoon: 'A escolha de planos e o portal de cobrança chegam em breve.',
    required: 'Assine um plano para usar o painel, as tarefas e a fila de aprovação.',
  },
} as const;

/**
 * The notice after an e-mail change that waits for its confirmation link (ADR 028): the
 * contracts' text, and when the new address takes effect.
 */
export function pendingEmailNotice(email: string): string {
  return `${emailChangePending(email)} O novo e-mail passa a valer depois da confirmação.`;
}
