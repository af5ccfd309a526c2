/**
 * Every user-visible validation and error text of the spec (000 §5/§8, 001 §5/§8), verbatim.
 * Users and the acceptance tests read these strings: never paraphrase them. Entries marked
 * "ours" fill a gap where the spec has a rule but shows no text (or only its gist).
 */

/** The product name, for texts that embed it (`{product}` in the spec). */
export const PRODUCT_NAME = 'Mesadinha';

/** Replaces `{product}` in a spec text with the product name. */
export function withProduct(text: string, product: string = PRODUCT_NAME): string {
  return text.replaceAll('{product}', product);
}

/** Spec texts that embed the product name, with the `{product}` placeholder. */
export const PRODUCT_TEMPLATES = {
  emailNotConfirmed: 'Confirme seu e-mail para acessar o {product}. Confira sua caixa de entrada.',
  welcomeDiscover: 'Conhecer o {product}',
} as const;

/** Messages grouped by area. */
export const MSG = {
  /**
   * ours: limits of every text, id and list field (issue 9). The spec sets no lengths; these
   * answer API callers (the forms' `maxLength` keep users from reaching most of them).
   */
  text: {
    invalidCharacters: 'O texto contém caracteres não permitidos.',
    nameTooLong: 'O nome deve ter no máximo 80 caracteres.',
    familyNameTooLong: 'O nome da família deve ter no máximo 80 caracteres.',
    usernameTooLong: 'O nome de usuário deve ter no máximo 30 caracteres.',
    passwordTooLong: 'A senha deve ter no máximo 128 caracteres.',
    phoneTooLong: 'O telefone deve ter no máximo 30 caracteres.',
    goalNameTooLong: 'O nome da meta deve ter no máximo 80 caracteres.',
    categoryTooLong: 'A categoria deve ter no máximo 40 caracteres.',
    searchTooLong: 'A busca deve ter no máximo 120 caracteres.',
    textTooLong: 'O texto deve ter no máximo 500 caracteres.',
    addressTooLong: 'O endereço deve ter no máximo 2048 caracteres.',
    longTextTooLong: 'O texto deve ter no máximo 2048 caracteres.',
    idInvalid: 'Identificador inválido.',
    noIds: 'Selecione pelo menos um item.',
    tooManyIds: 'Selecione no máximo 100 itens por vez.',
    pageSizeInvalid: 'O tamanho da página deve ser um número inteiro entre 1 e 100.',
    cursorInvalid: 'Cursor de paginação inválido.',
    numberOutOfRange: 'Número fora do intervalo permitido.',
  },
  /** Parent sign-up wizard (spec 000 §5 "Parent sign-up", §8 "Sign-up and login"). */
  signup: {
    fullNameRequired: 'Nome completo é obrigatório',
    emailRequired: 'E-mail é obrigatório',
    emailInvalid: 'E-mail inválido',
    passwordRequired: 'Senha é obrigatória',
    passwordTooShort: 'Senha deve ter pelo menos 6 caracteres',
    passwordsDoNotMatch: 'Senhas não coincidem',
    familyNameRequired: 'Nome da família é obrigatório',
    monthlyBudgetRequired: 'Orçamento mensal é obrigatório',
    valueInvalid: 'Valor inválido',
    emailAlreadyRegistered: 'E-mail já cadastrado',
    userCreationFailed: 'user creation failed',
    noAuthenticatedUser: 'Nenhum usuário autenticado para concluir o cadastro.',
    socialSignUpFailed: 'Não foi possível concluir o cadastro social.',
    createAccountFailed: 'Erro ao criar conta. Tente novamente.',
    verifyEmail: 'Verifique seu e-mail para confirmar sua conta.',
  },
  /** Parent login (spec 000 §5 "Parent login", §6, §8). */
  login: {
    emailRequired: 'E-mail é obrigatório',
    emailInvalid: 'E-mail inválido',
    passwordRequired: 'Senha é obrigatória',
    emailNotConfirmed: withProduct(PRODUCT_TEMPLATES.emailNotConfirmed),
    failed: 'Erro ao fazer login',
    parentsOnly: 'Acesso permitido apenas para responsáveis',
    unexpected: 'Erro inesperado ao fazer login',
    googleStartFailed: 'Não foi possível iniciar com Google',
    appleStartFailed: 'Não foi possível iniciar com Apple',
    googleUnexpected: 'Erro inesperado ao iniciar com Google',
    appleUnexpected: 'Erro inesperado ao iniciar com Apple',
    socialStartFailed: 'Não foi possível iniciar o login social. Tente novamente em instantes.',
    /** ours: the spec gives the gist only. */
    socialRedirectRejected:
      'O provedor recusou a URL de redirecionamento. Verifique a configuração do login social.',
    /** ours: the spec gives the gist only. */
    appleInvalidClient:
      'A Apple recusou o cliente ou a URL de redirecionamento. Verifique a configuração do login com Apple.',
    /** ours: the spec gives the gist only. */
    appleRequiresHttps: 'O login com Apple exige HTTPS. Acesse o site por uma conexão segura.',
  },
  /** Child login (spec 000 §5 "Child login", §6, §8 "Child login"). */
  childLogin: {
    usernameRequired: 'Informe seu nome de usuário',
    pinTooShort: 'PIN deve ter pelo menos 6 dígitos',
    /** ours: the form strips non-digits and cuts to 12, so only API callers see it. */
    pinDigitsOnly: 'PIN deve conter apenas números (no máximo 12 dígitos)',
    pinRequired: 'PIN obrigatório',
    pinIncorrect: 'PIN incorreto',
    pinValidationFailed: 'Não foi possível validar o PIN',
    accountNotFoundOrInvalidPin: 'Conta não encontrada ou PIN inválido',
    pinSyncFailed: 'Não foi possível sincronizar o PIN',
    parentSessionExpiredPinSync:
      'Sua sessão de responsável expirou. Faça login novamente para sincronizar o PIN.',
    childAccountValidationFailed: 'Não foi possível validar a conta infantil',
    parentSessionExpiredAccountValidation:
      'Sua sessão de responsável expirou. Faça login novamente com o responsável para validar a conta infantil.',
    sessionExpiredUpdatePin:
      'Sua sessão expirou. Faça login novamente para atualizar o PIN da criança.',
    updatePinFailed: 'Não foi possível atualizar o PIN da criança.',
    otherParentsChild:
      'Esta conta infantil pertence a outro responsável. Faça login com o responsável correto.',
  },
  /** Child setup rows, client side (spec 000 §5 "Child creation / setup row", §8 "Setup"). */
  childSetup: {
    nameRequired: 'Nome é obrigatório',
    nameTaken: 'Nome já existe',
    usernameRequired: 'Nome de usuário é obrigatório',
    usernameInvalid: 'Use ao menos 3 caracteres com letras, números, ponto, hífen ou sublinhado',
    usernameTaken: 'Nome de usuário já está em uso',
    emailRequired: 'E-mail é obrigatório',
    emailInvalid: 'Informe um e-mail válido',
    ageRequired: 'Idade é obrigatória',
    ageOutOfRange: 'Idade deve estar entre 9 e 18 anos',
    weeklyLimitRequired: 'Limite semanal é obrigatório',
    valueInvalid: 'Valor inválido',
    pinTooShort: 'PIN deve ter pelo menos 6 dígitos',
    /** ours: the field keeps 6 digits, so only API callers see it (issue 37). */
    pinTooLong: 'PIN deve ter no máximo 6 dígitos',
    projectionOverBudget: 'A projeção está acima do orçamento. Ajuste os limites semanais.',
    /** ours: the add button disappears, so only API callers see these two. */
    tooFewChildren: 'Adicione pelo menos uma criança.',
    /** ours */
    tooManyChildren: 'Você pode adicionar no máximo 5 crianças.',
    emailAlreadyRegistered: 'E-mail já cadastrado.',
    saveFailed: 'Erro ao salvar filhos. Tente novamente.',
  },
  /** Child creation and update on the server (spec 000 §5 "Server-side", §8 "Child creation"). */
  childServer: {
    usernameRequired: 'Informe um nome de usuário válido para a criança.',
    usernameInvalid:
      'O nome de usuário deve ter pelo menos 3 caracteres e pode conter letras, números, ponto, hífen ou sublinhado.',
    usernameTaken: 'Este nome de usuário já está em uso na família.',
    emailInvalid: 'Informe um email válido para a criança.',
    pinTooShort: 'O PIN da criança deve ter pelo menos 6 dígitos.',
    /** ours: a PIN sent longer than the 6 digits the forms keep (issue 37). */
    pinTooLong: 'O PIN da criança deve ter no máximo 6 dígitos.',
    emailRequiredForAccessUpdate: 'Informe o email da criança para atualizar os dados de acesso.',
    emailAlreadyRegistered: 'E-mail já cadastrado',
    familyNotFound: 'Família não encontrada.',
    createFailed: 'Não foi possível criar a conta da criança.',
    missingCreatedId: 'A função não retornou o identificador da criança criada.',
    updateCreatedFailed: 'Erro ao atualizar dados da criança criada.',
    unknownCreateError: 'Erro desconhecido ao criar a criança.',
    invalidUsername: 'Nome de usuário inválido',
  },
  /** New child dialog and child editing in settings (spec 001 §5, §8 "Settings"). */
  settingsChild: {
    usernameRequired: 'Informe um nome de usuário.',
    usernameInvalid: 'Use pelo menos 3 caracteres com letras, números, ponto, hífen ou sublinhado.',
    usernameTaken: 'Este nome de usuário já está em uso.',
    emailRequired: 'Informe o email da criança.',
    pinTooShort: 'O PIN deve ter pelo menos 6 dígitos.',
    /** ours: the field keeps 6 digits, so only API callers see it (issue 37). */
    pinTooLong: 'O PIN deve ter no máximo 6 dígitos.',
    createFailed: 'Não foi possível criar a conta da criança.',
    updateFailed: 'Não foi possível atualizar os dados da criança.',
  },
  /** ours: the automatic allowance of a child (issue 38 'Mesada automática'). */
  allowance: {
    amountRequired: 'Informe o valor da mesada.',
    amountRange: 'A mesada deve ser de R$ 0,50 a R$ 1.000,00.',
    periodRequired: 'Escolha se a mesada é semanal ou mensal.',
    weekdayRequired: 'Escolha o dia da semana da mesada.',
    monthDayRange: 'Escolha um dia do mês de 1 a 28.',
    goalShareRange: 'A parte para a meta deve ser de 0% a 100%.',
    saved: 'Mesada automática salva!',
    removed: 'Mesada automática desligada.',
    saveFailed: 'Não foi possível salvar a mesada automática.',
  },
  /** ours: a pause of a child or of the family (issue 38 'Modo férias'). */
  pause: {
    startRequired: 'Informe a data de início das férias.',
    endRequired: 'Informe a data de fim das férias.',
    endBeforeStart: 'A data de fim deve ser igual ou posterior à de início.',
    endInPast: 'As férias devem terminar hoje ou depois.',
    tooLong: 'As férias podem durar no máximo 1 ano.',
    saved: 'Modo férias salvo!',
    removed: 'Modo férias desligado.',
    saveFailed: 'Não foi possível salvar o modo férias.',
  },
  /** ours: paying the child its money, in cash or by Pix (issue 40 'Pagar ao filho'). */
  payout: {
    amountRequired: 'Informe o valor a pagar.',
    amountInvalid: 'Informe um valor válido maior que zero.',
    methodRequired: 'Escolha como o pagamento foi feito: dinheiro ou Pix.',
    txidInvalid: 'Identificador do Pix inválido.',
    overBalance: 'O valor é maior que o saldo disponível da criança.',
    noBalance: 'A criança não tem saldo disponível para receber.',
    awaitingReview: 'Parte do saldo ainda aguarda aprovação: só o saldo disponível pode ser pago.',
    pixKeyMissing: 'Cadastre uma chave Pix da criança antes de pagar via Pix.',
    recorded: 'Pagamento registrado!',
    failed: 'Não foi possível registrar o pagamento.',
    /** The portal never moves money: it records what the parent paid. */
    notMovedHere:
      'O Mesadinha não movimenta dinheiro: pague pelo app do seu banco e confirme aqui.',
  },
  /** ours: a child's Pix key (issue 40). */
  pixKey: {
    typeRequired: 'Escolha o tipo da chave Pix.',
    keyRequired: 'Informe a chave Pix.',
    cpfInvalid: 'CPF inválido. Confira os 11 dígitos.',
    phoneInvalid: 'Celular inválido. Use +55, o DDD e o número, ex.: +55 11 91234-5678.',
    emailInvalid: 'E-mail inválido.',
    randomInvalid: 'Chave aleatória inválida. Cole a chave de 36 caracteres do seu banco.',
    cityTooLong: 'A cidade deve ter no máximo 15 letras.',
    tooYoung: 'Só quem tem 13 anos ou mais pode cadastrar a própria chave Pix.',
    saved: 'Chave Pix salva!',
    removed: 'Chave Pix removida.',
  },
  /** ours: reports and the CSV export (issue 40 'Relatórios'). */
  report: {
    rangeInvalid: 'Escolha um período válido.',
    fromAfterTo: 'A data inicial deve ser igual ou anterior à final.',
    rangeTooLong: 'O período pode ter no máximo 366 dias.',
  },
  /** ours: Web Push on this device (issue 39). */
  push: {
    disabled: 'Notificações push não estão disponíveis.',
    endpointRefused: 'Este endereço de notificações não é aceito.',
  },
  /** Family settings (spec 001 §5 "Password change", §8 "Settings"). */
  settings: {
    newPasswordsDoNotMatch: 'As novas senhas não coincidem',
    passwordUpdated: 'Senha atualizada com sucesso!',
    saved: 'Configurações salvas com sucesso!',
    saveFailed: 'Erro ao salvar configurações',
    appearanceSaveFailed: 'Erro ao salvar aparência',
    familyNotLoaded: 'Informações da família não carregadas. Tente novamente mais tarde.',
    /** ours: the spec does not check the current password; the BFF does (issue 12). */
    currentPasswordIncorrect: 'Senha atual incorreta.',
    /** ours: a Google/Apple parent has no password to change. */
    noPasswordToChange: 'Sua conta entra com o Google ou a Apple e não tem senha para alterar.',
    /** ours: a new e-mail needs the current password (review fix, ADR 028). */
    currentPasswordRequiredForEmail: 'Informe sua senha atual para trocar o e-mail.',
    /** ours: a Google/Apple parent has no password to confirm a new e-mail with (ADR 028). */
    emailChangeNeedsPassword:
      'Sua conta entra com Google ou Apple; a troca de e-mail ainda não está disponível.',
  },
  /** Tasks (spec 001 §5 "Create task"/"Edit task"/"Reject", §2, §8). */
  task: {
    titleRequired: 'Título é obrigatório',
    valueMustBePositive: 'Valor deve ser maior que R$ 0,00',
    categoryRequired: 'Categoria é obrigatória',
    selectAtLeastOneChild: 'Selecione pelo menos uma criança',
    createFailedTitle: 'Erro ao criar tarefa',
    createFailed: 'Ocorreu um erro ao criar a tarefa.',
    /** ours: edit-form bounds (min 0.50, max 100, step 0.50) have no text in the spec. */
    valueOutOfRange: 'O valor deve estar entre R$ 0,50 e R$ 100,00',
    /** ours */
    valueStep: 'O valor deve ser múltiplo de R$ 0,50',
    /** ours */
    dateInvalid: 'Data inválida',
    /** ours: the UI disables rejection with a blank reason; the API answers this. */
    rejectReasonRequired: 'Informe o motivo da rejeição.',
    photoMissing: 'Esta tarefa requer uma foto, mas nenhuma foi enviada.',
    deleteConfirm: 'Tem certeza que deseja excluir esta tarefa?',
    noChildrenSelected:
      'Nenhuma criança selecionada. A tarefa ficará disponível para todas as crianças ativas.',
    rejectedNoReason: 'Converse com seu responsável para saber o motivo.',
    /** ours */
    timeLimitTooLong: 'O tempo limite deve ter no máximo 40 caracteres.',
    /** ours: length limits of free text (the spec sets none; the BFF needs one). */
    titleTooLong: 'O título deve ter no máximo 120 caracteres.',
    descriptionTooLong: 'A descrição deve ter no máximo 500 caracteres.',
    notesTooLong: 'O recado deve ter no máximo 500 caracteres.',
    reasonTooLong: 'O motivo deve ter no máximo 500 caracteres.',
    /** ours: answers of the BFF when a completion cannot happen (the UI prevents them). */
    notAvailableYet: 'Esta tarefa ainda não está disponível.',
    alreadyCompleted: 'Esta tarefa já foi concluída.',
    notForThisChild: 'Esta tarefa não é para você.',
    photoRequired: 'Esta tarefa requer uma foto. Tire uma foto para concluir.',
    photoTooLarge: 'A foto deve ter no máximo 5 MB.',
    photoInvalidType: 'Envie uma foto em JPEG, PNG ou WebP.',
    photoUnreadable: 'Não foi possível ler a foto. Tente tirar outra.',
    alreadyReviewed: 'Esta tarefa já foi revisada.',
    approveFailed: 'Não foi possível aprovar a tarefa. Tente novamente.',
    rejectFailed: 'Não foi possível rejeitar a tarefa. Tente novamente.',
    completeFailed: 'Não foi possível concluir a tarefa. Tente novamente.',
    loadFailed: 'Não foi possível carregar as tarefas.',
  },
  /** Goals (spec 001 §5 "Custom goal", §8). */
  goal: {
    nameRequired: 'Informe um nome para a meta.',
    valueInvalid: 'Informe um valor válido maior que zero.',
    /** ours: a target above the largest goal (a valid amount, just too big). */
    valueTooLarge: 'O valor de uma meta pode ser de até R$ 1.000.000,00.',
    createFailed: 'Não foi possível criar a meta. Tente novamente.',
    /** Ours (the spec shows no message for these failures; issue 11). */
    depositFailed: 'Não foi possível guardar o dinheiro na meta. Tente novamente.',
    cancelFailed: 'Não foi possível cancelar a meta. Tente novamente.',
    noBalance: 'Você não tem saldo para guardar nesta meta.',
    awaitingApproval:
      'Parte do seu saldo ainda espera a aprovação das suas tarefas. Você poderá guardar esse dinheiro depois que o responsável aprovar.',
    alreadyCompleted: 'Esta meta já foi concluída.',
    catalogueUnknown: 'Esta meta do catálogo não existe.',
    /** Ours: MAX_ACTIVE_GOALS reached (issue 11). */
    tooManyActive:
      'Você atingiu o limite de metas ativas. Conclua ou cancele uma meta antes de criar outra.',
    loadFailed: 'Não foi possível carregar as metas.',
  },
  /** Sign-out toasts (spec 000 §8, 001 §4 "Logout"). */
  signOut: {
    failed: 'Não foi possível sair. Tente novamente.',
    unexpected: 'Ocorreu um erro ao sair. Tente novamente.',
    childSuccess: 'Até logo! Você saiu da conta.',
    parentSuccess: 'Sessão encerrada com sucesso.',
  },
  /** Billing API and plans (spec 001 §5 "Checkout and verification", §8 "Billing"). */
  billing: {
    priceIdRequired: 'Informe o identificador do preço do Stripe.',
    sessionIdRequired: 'Informe o identificador da sessão de checkout.',
    plansLoadFailed: 'Não foi possível carregar os planos disponíveis.',
    /** ours: the spec gives the gist only. */
    noPlansFound:
      'Nenhum plano encontrado. Verifique se o endpoint de preços retorna os produtos cadastrados.',
    checkoutFailed: 'Não foi possível iniciar o checkout do Stripe.',
    checkoutMissingSessionId: 'A API não retornou o identificador da sessão de checkout.',
    portalFailed: 'Não foi possível abrir o portal de cobrança.',
    portalMissingUrl: 'A API não retornou a URL do portal de cobrança.',
    /** ours: the spec gives the gist only. */
    apiUrlNotConfigured: 'A URL da API não está configurada.',
    priceOnRequest: 'Valor sob consulta',
    oneTimePayment: 'Pagamento único',
    /** ours: a return path that is not a path of this portal. */
    invalidReturnPath: 'Endereço de retorno inválido.',
    /** ours: a price id that is not one of the family plans. */
    unknownPrice: 'Este plano não está disponível. Escolha um dos planos da lista.',
    /** ours: the 402 of a gated API (ADR 034). */
    subscriptionRequired:
      'A assinatura da família não está ativa. O responsável pode assinar um plano em Configurações › Assinatura.',
    /** ours: the shell's page for a child whose family has no access (ADR 034). */
    childNoAccessTitle: 'Peça ajuda a um responsável',
    childNoAccessBody:
      'O Mesadinha da sua família está pausado no momento. Peça para um responsável entrar na conta dele e ativar a assinatura.',
    /** Spec 001 §4: the gate while the status loads. */
    checkingSubscription: 'Verificando status da assinatura…',
    /**
     * ours: spec 001 §4 "Premium access and billing panel" — premium, but not a monthly
     * subscription (yearly or one-time), so no 'Cancelar assinatura' button.
     */
    contactSupport:
      'Sua família já tem uma assinatura ativa. Para cancelar ou mudar de plano, fale com o suporte.',
    /** ours: a second checkout opened while the first is being opened (409, ADR 056). */
    checkoutInProgress:
      'Já estamos abrindo um pagamento para a sua família. Aguarde um instante e tente de novo.',
    /** ours: a boleto or Pix of the family not confirmed yet (409, ADR 056). */
    paymentPending:
      'Há um pagamento da família aguardando confirmação (boleto ou Pix). O acesso é liberado assim que ele for confirmado; se ele não for pago até o vencimento, você poderá escolher um plano novamente.',
    /** ours: a checkout for a family that already has premium access (409, issue 13). */
    alreadySubscribed:
      'Sua família já tem uma assinatura ativa. Para mudar de plano, use “Gerenciar assinatura”.',
    /** ours: a webhook call without a valid provider signature (400, issue 13). */
    invalidWebhookSignature: 'Assinatura do webhook inválida.',
    /** ours: the provider could not be reached (create, portal, prices). */
    providerUnavailable:
      'Não foi possível falar com o provedor de pagamentos. Tente novamente em instantes.',
  },
  /** Checkout success verification (spec 001 §8 "Checkout verification"). */
  checkout: {
    verifyFailedTitle: 'Não foi possível validar o pagamento',
    missingSessionId:
      'Não recebemos o identificador da sessão de pagamento. Verifique o link enviado pelo provedor e tente novamente.',
    paymentNotFinished:
      'O pagamento ainda não foi concluído. Aguarde alguns instantes e tente novamente.',
    notConfirmed: 'O provedor ainda não confirmou o pagamento desta sessão.',
    modeMismatch: 'O tipo da sessão de checkout não corresponde ao plano selecionado.',
    otherFamily:
      'O pagamento está associado a outra família. Acesse com a conta utilizada durante o checkout.',
    emailMismatch: 'Entre com o mesmo e-mail utilizado no checkout para ativar a assinatura.',
    generic: 'Não foi possível verificar o pagamento junto ao provedor.',
    saveFailedTitle: 'Não foi possível registrar a assinatura',
    saveFailed: 'Não foi possível registrar a assinatura no banco de dados',
    /** ours: a one-time payment refunded or lost in a dispute grants nothing (ADR 056). */
    paymentReversed:
      'Este pagamento foi estornado ou contestado e não libera mais o acesso. Escolha um plano em Configurações › Assinatura.',
    /** ours: a second plan paid while another is live is cancelled and refunded (ADR 056). */
    alreadySubscribed:
      'Sua família já tem uma assinatura ativa. Este pagamento em duplicidade foi cancelado e será estornado.',
  },
} as const;

/** "Falha na requisição" to the payment provider with the HTTP status (spec 001 §8 "Billing"). */
export function billingRequestFailed(status: number): string {
  return `Falha na requisição ao Stripe (${status})`;
}

/** Default name of a child created without one (spec 000 §3). */
export const DEFAULT_CHILD_NAME = 'Nova Criança';

/**
 * The parent's consent for a child's account (LGPD art. 14: specific consent of a parent or
 * legal guardian for a child's data). Both the setup screen and the add-child dialog show this
 * text beside a checkbox the parent must tick; the BFF stores the version with the date for each
 * child it creates (ADR 027). Change the version whenever the text changes.
 */
export const CHILD_CONSENT_VERSION = '2026-11-23';
export const CHILD_CONSENT_TEXT =
  'Sou o responsável legal e autorizo o uso dos dados desta criança no Mesadinha (tarefas, fotos e mesada), conforme a Política de Privacidade.';
/** The words of {@link CHILD_CONSENT_TEXT} that link to the policy (issue 41). */
export const PRIVACY_POLICY_LINK_TEXT = 'Política de Privacidade';
/** ours (issue 41): the public page of the privacy policy, served by the shell. */
export const PRIVACY_POLICY_PATH = '/privacidade';
/** ours: the checkbox left unticked. */
export const CHILD_CONSENT_REQUIRED = 'Confirme a autorização do responsável para continuar.';

/** ours: the family's data export and account deletion (LGPD, issue 12; ADR 027). */
export const PRIVACY_MSG = {
  /** ours: the delete-account dialog's password left blank. */
  passwordRequired: 'Informe sua senha para confirmar.',
  /** ours: a wrong password in the delete-account dialog. */
  wrongPassword: 'Senha incorreta.',
  /**
   * ours: the e-mailed deletion link (ADR 058) opened without its token, or with one that
   * expired, was used, was replaced by a newer link, or belongs to another account.
   */
  deleteLinkInvalid:
    'Este link de exclusão não vale mais: ele expirou, já foi usado, foi substituído por um mais novo ou é de outra conta. Peça um novo em Configurações › Privacidade.',
  /** ours: a deletion link asked by an account whose e-mail was never confirmed. */
  deleteLinkNeedsVerifiedEmail: 'Confirme seu e-mail antes de pedir o link de exclusão.',
  /** ours: the deletion link could not be e-mailed. */
  deleteLinkNotSent: 'Não foi possível enviar o e-mail. Tente novamente em instantes.',
} as const;

/** Minutes an e-mailed deletion link is valid (ADR 058). */
export const FAMILY_DELETE_LINK_MINUTES = 30;

/** ours: where the deletion link went and for how long it is valid (ADR 058). */
export function deleteLinkSent(
  email: string,
  minutes: number = FAMILY_DELETE_LINK_MINUTES,
): string {
  return `Enviamos um link para ${email}. Abra-o em até ${minutes} minutos e toque em 'Excluir' para apagar a conta.`;
}

/**
 * ours: a completion past the family's `maxDailyTasks` for the child's São Paulo day (issue
 * 12); `limit` is the family's limit. The BFF answers it with code `DAILY_TASK_LIMIT`.
 */
export function dailyTaskLimitReached(limit: number): string {
  return limit === 1
    ? 'Você já fez 1 tarefa hoje, o limite do dia. Volte amanhã!'
    : `Você já fez ${limit} tarefas hoje, o limite do dia. Volte amanhã!`;
}

/**
 * The `error` an e-mail-change link lands with on `/parent/settings?tab=family&emailChanged=1`
 * when it no longer counts: the password changed (or was reset) after it was asked, or a newer
 * change was asked (issue 36, ADR 028). better-auth's own codes arrive the same way
 * (`TOKEN_EXPIRED`, `INVALID_TOKEN`, `USER_NOT_FOUND`…).
 */
export const EMAIL_CHANGE_LINK_SUPERSEDED = 'EMAIL_CHANGE_LINK_SUPERSEDED';

/** ours: what the settings page says when an e-mail-change link lands there (ADR 028). */
export const EMAIL_CHANGE_LINK_MSG = {
  changed: 'Pronto! O e-mail da conta foi alterado.',
  superseded:
    'Este link de troca de e-mail não vale mais: a senha da conta foi trocada, ou um pedido de troca mais novo foi feito, depois que ele foi enviado. Se ainda quiser trocar o e-mail, peça de novo abaixo.',
  invalid:
    'Este link de troca de e-mail expirou ou já foi usado. Se ainda quiser trocar o e-mail, peça de novo abaixo.',
} as const;

/**
 * ours: the parent changed the e-mail in settings; it changes only once the link sent to the
 * new address is opened (ADR 028).
 */
export function emailChangePending(newEmail: string): string {
  return `Enviamos um link de confirmação para ${newEmail}.`;
}
