import { z } from 'zod';
import {
  emailField,
  FAMILY_NAME_LIMITS,
  firstFailing,
  IdSchema,
  MAX_PASSWORD_LENGTH,
  NAME_MAX,
  optionalText,
  PHONE_LIMITS,
  SIGN_IN_PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  requiredLowercaseText,
  requiredText,
  textRules,
  USERNAME_MAX,
  type TextLimits,
} from './fields';
import { MSG } from './messages';
import { MAX_MONTHLY_BUDGET, maxAmount, moneyInput, positiveAmount } from './money';

const S = MSG.signup;

/** Minimum parent password length (spec 000 §9; better-auth's default of 8 must be lowered). */
export const MIN_PASSWORD_LENGTH = 6;

/** Limits of a password: at most 128 characters, no control characters. */
const PASSWORD_LIMITS: TextLimits = {
  max: MAX_PASSWORD_LENGTH,
  tooLong: MSG.text.passwordTooLong,
  controlOnly: true,
};
/** Limits of a parent's full name. */
const FULL_NAME_LIMITS: TextLimits = { max: NAME_MAX, tooLong: MSG.text.nameTooLong };

/**
 * Passwords are trimmed on sign-up as on login (spec 000 §5 trims the login password), so that
 * a password typed with a trailing space can still be used to sign in.
 */
function passwordField() {
  return requiredText(S.passwordRequired, PASSWORD_LIMITS, [
    (value) => value.length >= MIN_PASSWORD_LENGTH,
    S.passwordTooShort,
  ]);
}

const step1Fields = {
  fullName: requiredText(S.fullNameRequired, FULL_NAME_LIMITS),
  email: emailField(S.emailRequired, S.emailInvalid),
  password: passwordField(),
  confirmPassword: z
    .string({ error: S.passwordsDoNotMatch })
    .trim()
    .check(firstFailing<string>(textRules(PASSWORD_LIMITS))),
};

const step2Fields = {
  familyName: requiredText(S.familyNameRequired, FAMILY_NAME_LIMITS),
  phone: optionalText(PHONE_LIMITS),
  monthlyBudget: moneyInput({ required: S.monthlyBudgetRequired, invalid: S.valueInvalid }, [
    positiveAmount(S.valueInvalid),
    maxAmount(MAX_MONTHLY_BUDGET, S.valueInvalid),
  ]),
};

/**
 * "Senhas não coincidem" on confirmPassword. It runs even when other fields are invalid, so the
 * form shows every problem at once.
 */
function passwordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: S.passwordsDoNotMatch,
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
}

/** Sign-up wizard step 1: full name, e-mail (trimmed, lowercased), password, confirmation. */
export const ParentSignUpStep1Schema = passwordsMatch(z.object(step1Fields));
export type ParentSignUpStep1 = z.infer<typeof ParentSignUpStep1Schema>;

/** Sign-up wizard step 2: family name, optional phone, monthly budget (→ centavos > 0). */
export const ParentSignUpStep2Schema = z.object(step2Fields);
export type ParentSignUpStep2 = z.infer<typeof ParentSignUpStep2Schema>;

/** `POST /api/auth/parent/sign-up`: both wizard steps. */
export const ParentSignUpInputSchema = passwordsMatch(z.object({ ...step1Fields, ...step2Fields }));
export type ParentSignUpInput = z.infer<typeof ParentSignUpInputSchema>;

/**
 * Finishing a social sign-up (Google/Apple): no password fields; the e-mail is locked to the
 * provider's and is taken from the session on the server, so it is optional here.
 */
export const ParentSocialSignUpInputSchema = z.object({
  fullName: requiredText(S.fullNameRequired, FULL_NAME_LIMITS),
  email: emailField(S.emailRequired, S.emailInvalid).optional(),
  ...step2Fields,
});
export type ParentSocialSignUpInput = z.infer<typeof ParentSocialSignUpInputSchema>;

/** Parent login: e-mail trimmed and lowercased, password trimmed (spec 000 §5). */
export const ParentSignInInputSchema = z.object({
  email: emailField(MSG.login.emailRequired, MSG.login.emailInvalid),
  password: requiredText(MSG.login.passwordRequired, PASSWORD_LIMITS),
});
export type ParentSignInInput = z.infer<typeof ParentSignInInputSchema>;

/**
 * Child login: username trimmed and lowercased; PIN digits only, at most 12, and if entered
 * at least 6 (blank is allowed for a child without a stored PIN — the server then decides
 * 'PIN obrigatório'). `familyId` narrows the lookup when the profile picker was used.
 */
export const ChildSignInInputSchema = z.object({
  username: requiredLowercaseText(MSG.childLogin.usernameRequired, {
    max: USERNAME_MAX,
    tooLong: MSG.text.usernameTooLong,
  }),
  pin: z
    .string()
    .trim()
    .default('')
    .check(
      firstFailing<string>([
        [
          (pin) => /^\d*$/.test(pin) && pin.length <= SIGN_IN_PIN_MAX_LENGTH,
          MSG.childLogin.pinDigitsOnly,
        ],
        [(pin) => pin === '' || pin.length >= PIN_MIN_LENGTH, MSG.childLogin.pinTooShort],
      ]),
    ),
  familyId: IdSchema.optional(),
});
export type ChildSignInInput = z.infer<typeof ChildSignInInputSchema>;

/**
 * The child login form: as {@link ChildSignInInputSchema}, but a blank PIN never leaves the
 * device ('PIN obrigatório'): the BFF requires a PIN for every child now.
 */
export const ChildSignInFormSchema = ChildSignInInputSchema.refine((value) => value.pin !== '', {
  path: ['pin'],
  error: MSG.childLogin.pinRequired,
  // Also when the username is missing: the form shows both messages at once.
  when: (payload) => typeof (payload.value as { pin?: unknown } | undefined)?.pin === 'string',
});

/** Request for a password-reset e-mail. */
export const PasswordResetRequestInputSchema = z.object({
  email: emailField(MSG.login.emailRequired, MSG.login.emailInvalid),
});
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInputSchema>;

/**
 * 'Redefinir senha' (the e-mailed link): the new password follows the sign-up rules (spec 000
 * §5, trimmed) and the confirmation must match ('Senhas não coincidem'). Only `newPassword`
 * and the link's token go to the BFF.
 */
export const PasswordResetFormSchema = z
  .object({
    newPassword: passwordField(),
    confirmPassword: z
      .string()
      .trim()
      .check(firstFailing<string>(textRules(PASSWORD_LIMITS))),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: S.passwordsDoNotMatch,
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

/** Settings password change; new and confirmation must match (spec 001 §5 "Password change"). */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: requiredText(S.passwordRequired, PASSWORD_LIMITS),
    newPassword: passwordField(),
    confirmPassword: z
      .string()
      .trim()
      .check(firstFailing<string>(textRules(PASSWORD_LIMITS))),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MSG.settings.newPasswordsDoNotMatch,
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** Roles of an account. */
export const RoleSchema = z.enum(['parent', 'child']);
export type Role = z.infer<typeof RoleSchema>;

// Former names, kept until the remotes' forms are renamed (ADR 022: the operation is "sign
// in"; "login" names only the screens /parent/login and /child/login). Same schema, old name.
