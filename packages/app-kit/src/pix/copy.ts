import type { PixKeyType } from '@portal/contracts/pix';

/**
 * pt-BR text of a child's Pix key (issue 40), the same in the parent's settings and the child's
 * profile. The validation and save texts are `MSG.pixKey` of `@portal/contracts`.
 */
export const pixCopy = {
  title: 'Chave Pix',
  loading: 'Carregando chave Pix...',
  loadFailed: 'Não foi possível carregar a chave Pix.',
  empty: 'Sem chave Pix',
  /** The parent's settings. */
  emptyHint: 'Com uma chave Pix, você paga a mesada pelo app do seu banco com um QR Code.',
  type: 'Tipo da chave',
  choose: 'Escolha',
  key: 'Chave',
  keyHints: {
    cpf: 'Os 11 dígitos do CPF, com ou sem pontos.',
    phone: 'Celular com DDD, ex.: (11) 91234-5678.',
    email: 'O e-mail cadastrado no banco.',
    random: 'A chave de 36 caracteres que o banco criou.',
  } satisfies Record<PixKeyType, string>,
  city: 'Cidade (opcional)',
  cityHint: 'Aparece no Pix. Até 15 letras; sem ela, aparece BRASIL.',
  save: 'Salvar chave Pix',
  saving: 'Salvando...',
  saveFailed: 'Não foi possível salvar a chave Pix.',
  cancel: 'Cancelar',
  stored: (type: string, key: string) => `${type}: ${key}`,
  cityOf: (city: string) => `Cidade: ${city}`,
} as const;
