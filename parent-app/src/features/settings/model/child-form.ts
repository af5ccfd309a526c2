import {
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  ParentConsentSchema,
  type ChildPublic,
  type CreateChildInputSchema,
  type UpdateChildInputSchema,
} from '@portal/contracts/children';
import {
  EMAIL_PATTERN,
  optionalEmailField,
  PIN_LENGTH,
  usernameField,
} from '@portal/contracts/fields';
import { MSG } from '@portal/contracts/messages';
import { MAX_WEEKLY_LIMIT, parseMoneyText } from '@portal/contracts/money';
import { centavosToDecimalString } from '@portal/domain';
import { z } from 'zod';

const S = MSG.settingsChild;

/** Keeps the digits of a typed PIN (spec 001 §5: non-digits stripped), at most 6. */
export function pinDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/** What the new-child dialog holds while the parent types. */
export interface NewChildValues {
  name: string;
  username: string;
  age: string;
  email: string;
  weeklyLimit: string;
  pin: string;
  parentConsent: boolean;
}

export const EMPTY_NEW_CHILD: NewChildValues = {
  name: '',
  username: '',
  age: '',
  email: '',
  weeklyLimit: '',
  pin: '',
  parentConsent: false,
};

/** A child's row in edit mode. */
export interface EditChildValues {
  name: string;
  username: string;
  age: string;
  email: string;
  weeklyLimit: string;
  pin: string;
}

/** Body of `POST /api/children` as sent (weekly limit as the typed text). */
export type CreateChildBody = z.input<typeof CreateChildInputSchema>;
/** Body of `PATCH /api/children/{id}`. */
export type UpdateChildBody = z.input<typeof UpdateChildInputSchema>;

const ageField = z
  .string()
  .trim()
  .refine((text) => {
    const age = Number(text);
    return text !== '' && Number.isInteger(age) && age >= MIN_CHILD_AGE && age <= MAX_CHILD_AGE;
  }, MSG.childSetup.ageOutOfRange)
  .transform(Number);

/** A weekly limit: blank means R$ 0,00 (spec 001 §5); otherwise an amount up to the maximum. */
const weeklyLimitField = z
  .string()
  .trim()
  .refine((text) => {
    if (text === '') return true;
    const centavos = parseMoneyText(text);
    return centavos !== null && centavos <= MAX_WEEKLY_LIMIT;
  }, MSG.childSetup.valueInvalid);

/** Username rules of the dialog plus 'Este nome de usuário já está em uso.' among `taken`. */
function usernameOf(taken: ReadonlySet<string>) {
  return usernameField(S.usernameRequired, S.usernameInvalid).refine(
    (username) => !taken.has(username),
    S.usernameTaken,
  );
}

/**
 * The new child dialog (spec 001 §5 "New child dialog"): username trimmed and lowercased,
 * required, pattern, not used by another child of the family; e-mail optional (issue 41, ADR
 * 072: blank is none), lowercased; PIN of at least 6 digits; the parent's consent ticked. Name and weekly limit may be blank
 * (the BFF uses 'Nova Criança' and R$ 0,00).
 */
export function newChildSchema(takenUsernames: ReadonlySet<string>) {
  return z.object({
    name: z.string().trim(),
    username: usernameOf(takenUsernames),
    age: ageField,
    email: optionalEmailField(MSG.childServer.emailInvalid),
    weeklyLimit: weeklyLimitField,
    pin: z
      .string()
      .transform(pinDigits)
      .refine((pin) => pin.length === PIN_LENGTH, S.pinTooShort),
    parentConsent: ParentConsentSchema,
  });
}
export type NewChildOutput = z.output<ReturnType<typeof newChildSchema>>;

/** The request body for a validated new child. */
export function createChildBody(output: NewChildOutput): CreateChildBody {
  return {
    ...(output.name ? { name: output.name } : {}),
    username: output.username,
    age: output.age,
    ...(output.email ? { email: output.email } : {}),
    ...(output.weeklyLimit ? { weeklyLimit: output.weeklyLimit } : {}),
    pin: output.pin,
    parentConsent: output.parentConsent,
  };
}

/**
 * A child's row in edit mode (spec 001 §5 "Edit child"): the dialog's rules, the PIN optional
 * (blank keeps it) and the e-mail optional (blank removes it).
 */
export function editChildSchema(takenUsernames: ReadonlySet<string>) {
  return z.object({
    name: z.string().trim().min(1, MSG.childSetup.nameRequired),
    username: usernameOf(takenUsernames),
    age: ageField,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), MSG.childServer.emailInvalid),
    weeklyLimit: weeklyLimitField,
    pin: z
      .string()
      .transform(pinDigits)
      .refine((pin) => pin === '' || pin.length === PIN_LENGTH, S.pinTooShort),
  });
}
export type EditChildOutput = z.output<ReturnType<typeof editChildSchema>>;

/** The request body for a validated edit: an empty e-mail is null, an empty PIN not sent. */
export function updateChildBody(output: EditChildOutput): UpdateChildBody {
  return {
    name: output.name,
    username: output.username,
    age: output.age,
    email: output.email === '' ? null : output.email,
    weeklyLimit: output.weeklyLimit === '' ? 0 : output.weeklyLimit,
    ...(output.pin ? { pin: output.pin } : {}),
  };
}

/** Centavos as the text a money field shows ('35,00'). */
export function moneyText(centavos: number): string {
  return centavosToDecimalString(centavos).replace('.', ',');
}

/** The edit row's starting values. */
export function editChildValues(child: ChildPublic): EditChildValues {
  return {
    name: child.name,
    username: child.username,
    age: String(child.age),
    email: child.email ?? '',
    weeklyLimit: moneyText(child.weeklyLimit),
    pin: '',
  };
}

/** Usernames of the family's other children (the duplicate rule). */
export function usernamesOf(children: readonly ChildPublic[], except?: string): Set<string> {
  return new Set(children.filter((child) => child.id !== except).map((child) => child.username));
}
