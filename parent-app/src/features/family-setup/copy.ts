/** pt-BR texts of 'Adicionar Filhos' that the spec leaves open; spec messages come from `MSG`. */
export const setupCopy = {
  title: 'Adicionar Filhos',
  subtitle: 'Cadastre as crianças da família',
  back: 'Voltar',
  budgetTitle: 'Orçamento mensal',
  projectionTitle: 'Projeção do mês',
  projectionHint: 'Soma dos limites semanais × 4',
  projectionLabel: 'Projeção em relação ao orçamento',
  projectionValue: (projected: string, budget: string) => `${projected} de ${budget}`,
  childTitle: (index: number) => `Criança ${index + 1}`,
  name: 'Nome',
  username: 'Nome de usuário',
  usernameHint: 'Usado para entrar: letras minúsculas, números, ponto, hífen ou sublinhado.',
  age: 'Idade',
  /** ours (issue 41): optional, LGPD's least data about minors (ADR 074). */
  email: 'E-mail da criança (opcional)',
  emailHint:
    'Pode ficar em branco: a criança entra com o nome de usuário e o PIN. Pela LGPD, pedimos o mínimo de dados de crianças.',
  weeklyLimit: 'Limite semanal',
  weeklyLimitHint: 'Sugerido pela idade e pelo orçamento; você pode ajustar.',
  /** ours: a PIN has 6 to 12 digits (issue 12). */
  pin: 'PIN (6 dígitos)',
  pinHint: 'A criança usa este PIN para entrar.',
  remove: 'Remover',
  add: 'Adicionar filho',
  finish: 'Finalizar Configuração',
  saving: 'Salvando...',
  /** ours: while the family is read after a reload. */
  loading: 'Carregando...',
} as const;
