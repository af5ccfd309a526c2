import type { PixKey, PixKeyType } from '@portal/contracts/pix';

/** The pt-BR name of each kind of Pix key, as banks call them. */
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  phone: 'Celular',
  email: 'E-mail',
  random: 'Chave aleatória',
};

/**
 * A stored key as a person reads it: CPF '123.456.789-09', phone '+55 11 91234-5678', e-mail
 * and random key as stored.
 */
export function pixKeyText(pixKey: Pick<PixKey, 'type' | 'key'>): string {
  const { type, key } = pixKey;
  if (type === 'cpf' && /^\d{11}$/.test(key)) {
    return `${key.slice(0, 3)}.${key.slice(3, 6)}.${key.slice(6, 9)}-${key.slice(9)}`;
  }
  const phone = type === 'phone' ? /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(key) : null;
  if (phone) return `+55 ${phone[1]} ${phone[2]}-${phone[3]}`;
  return key;
}
