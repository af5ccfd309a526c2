import { z } from 'zod';
import { EMAIL_PATTERN, TimestampSchema } from './fields';
import { MSG } from './messages';

/*
 * A child's Pix key (issue 40): where a parent sends the child's money by Pix. The four kinds a
 * Brazilian bank lets a person register (Banco Central, "Manual de Padrões para Iniciação do
 * Pix"): CPF, mobile phone, e-mail and random key (EVP, a UUID). Each is stored normalised, in
 * the form the BR Code carries it: CPF as 11 digits, phone as +55DDNNNNNNNNN, e-mail in lower
 * case, random key as the lower-case UUID.
 */

const P = MSG.pixKey;

export const PIX_KEY_TYPES = ['cpf', 'phone', 'email', 'random'] as const;
export const PixKeyTypeSchema = z.enum(PIX_KEY_TYPES, { error: P.typeRequired });
export type PixKeyType = z.infer<typeof PixKeyTypeSchema>;

/** The most characters a typed key may have (a Pix e-mail key has at most 77). */
export const PIX_KEY_INPUT_MAX = 100;
export const PIX_EMAIL_MAX = 77;
/** The merchant city of a BR Code (EMV tag 60) has at most 15 characters. */
export const PIX_CITY_MAX = 15;
export { PIX_KEY_SELF_SERVICE_AGE } from './pix-age';

/** Whether `digits` (11 digits) is a CPF whose two check digits are right (mod 11). */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  // 000.000.000-00, 111.111.111-11 … pass the arithmetic but are not CPFs.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/**
 * A Brazilian phone number as a Pix key, `+55` + DDD (two digits 1–9) + 9 digits of a mobile
 * (starting with 9) or 8 of a landline (starting with 2–5); null when it is not one. Spaces,
 * dots, hyphens and brackets are ignored; without `+55` the number is read as Brazilian.
 */
export function normalizePixPhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (compact.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 || digits.length === 13) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  }
  if (!/^[1-9]{2}(9\d{8}|[2-5]\d{7})$/.test(digits)) return null;
  return `+55${digits}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `key` of `type` in its stored form, or the pt-BR message saying why it is not one. */
export function normalizePixKey(
  type: PixKeyType,
  key: string,
): { ok: true; key: string } | { ok: false; message: string } {
  const value = key.trim();
  switch (type) {
    case 'cpf': {
      return isValidCpf(value)
        ? { ok: true, key: value.replace(/\D/g, '') }
        : { ok: false, message: P.cpfInvalid };
    }
    case 'phone': {
      const phone = normalizePixPhone(value);
      return phone ? { ok: true, key: phone } : { ok: false, message: P.phoneInvalid };
    }
    case 'email': {
      const email = value.toLowerCase();
      return email.length <= PIX_EMAIL_MAX &&
        EMAIL_PATTERN.test(email) &&
        /^[\x21-\x7e]+$/.test(email)
        ? { ok: true, key: email }
        : { ok: false, message: P.emailInvalid };
    }
    case 'random': {
      const uuid = value.toLowerCase();
      return UUID_PATTERN.test(uuid)
        ? { ok: true, key: uuid }
        : { ok: false, message: P.randomInvalid };
    }
  }
}

/** The city of a key: letters, spaces, hyphens and apostrophes, at most 15 (EMV tag 60). */
const PixCityInput = z
  .string({ error: P.cityTooLong })
  .trim()
  .max(PIX_CITY_MAX, P.cityTooLong)
  .regex(/^[\p{L}\p{M} '-]*$/u, P.cityTooLong)
  .optional()
  .transform((city) => (city ? city : null));

/**
 * `PUT /api/children/{id}/pix-key` (parent) and `PUT /api/child/pix-key` (a child of 13 or
 * more): the key, validated and normalised for its type, and optionally the city the BR Code
 * names ('BRASIL' without one).
 */
export const PixKeyInputSchema = z
  .object({
    type: PixKeyTypeSchema,
    key: z
      .string({ error: P.keyRequired })
      .trim()
      .min(1, P.keyRequired)
      .max(PIX_KEY_INPUT_MAX, P.keyRequired),
    city: PixCityInput,
  })
  .transform((input, ctx) => {
    const normalized = normalizePixKey(input.type, input.key);
    if (!normalized.ok) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: normalized.message });
      return z.NEVER;
    }
    return { type: input.type, key: normalized.key, city: input.city };
  });
export type PixKeyInput = z.infer<typeof PixKeyInputSchema>;

/** A child's stored Pix key. */
export const PixKeySchema = z.object({
  type: PixKeyTypeSchema,
  key: z.string(),
  city: z.string().nullable(),
  updatedAt: TimestampSchema,
});
export type PixKey = z.infer<typeof PixKeySchema>;

/** `GET/PUT /api/children/{id}/pix-key`: the key, or null when the child has none. */
export const PixKeyResponseSchema = z.object({ pixKey: PixKeySchema.nullable() });
export type PixKeyResponse = z.infer<typeof PixKeyResponseSchema>;
