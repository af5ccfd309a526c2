/**
 * pt-BR texts of `/assinatura/sucesso` that the spec leaves open (titles, steps, buttons). The
 * spec's failure titles and messages come from `MSG.checkout` of `@portal/contracts/messages`.
 */
export const checkoutCopy = {
  title: 'Confirmação da assinatura',
  loading: 'Carregando...',
  signedOutTitle: 'Entre na sua conta',
  signedOutBody:
    'Para confirmar o pagamento, entre com a conta do responsável que fez a assinatura. Depois voltamos para esta página.',
  signIn: 'Entrar',
  steps: ['Verificando pagamento', 'Registrando assinatura'],
  progress: ['Verificando pagamento...', 'Registrando assinatura...'],
  successTitle: 'Assinatura ativada!',
  successBody: 'Todos os recursos do Mesadinha estão liberados para a sua família.',
  plan: (name: string) => `Plano: ${name}`,
  dashboard: 'Ir para o painel',
  manage: 'Gerenciar assinatura',
  retry: 'Tentar novamente',
} as const;
