import { z } from 'zod';
import {
  digitsAsNumber,
  firstFailing,
  NAME_MAX,
  optionalEmailField,
  optionalText,
  PIN_INPUT_MAX,
  PIN_LENGTH,
  requiredPinField,
  requiredText,
  RowIdSchema,
  type TextLimits,
  usernameField,
} from './fields';
import { AgeGroupSchema, ChildPublicSchema } from './child-public';
import { CHILD_CONSENT_REQUIRED, DEFAULT_CHILD_NAME, MSG } from './messages';
import {
  MAX_MONTHLY_BUDGET,
  MAX_WEEKLY_LIMIT,
  maxAmount,
  moneyInput,
  positiveAmount,
} from './money';

export {
  AgeGroupSchema,
  ChildListResponseSchema,
  ChildPublicSchema,
  type AgeGroupValue,
  type ChildListResponse,
  type ChildPublic,
} from './child-public';

/** Limits of a child's name. */
const CHILD_NAME_LIMITS: TextLimits = { max: NAME_MAX, tooLong: MSG.text.nameTooLong };

/** Child ages and family size (spec 000 §9); mirrored from `@portal/domain` (no import allowed). */
export const MIN_CHILD_AGE = 9;
export const MAX_CHILD_AGE = 18;
export const MAX_CHILDREN = 5;

/**
 * An age typed in a form (text of digits) or sent as a number, checked against 9-18; blank is
 * missing, and no other text is read as a number ('0x10', '1e1': {@link digitsAsNumber}).
 */
function ageField(required: string, outOfRange: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : digitsAsNumber(value),
    z
      .number({ error: required })
      .int(outOfRange)
      .min(MIN_CHILD_AGE, outOfRange)
      .max(MAX_CHILD_AGE, outOfRange),
  );
}

const C = MSG.childSetup;

/**
 * A child's e-mail on creation: optional (issue 41, ADR 074; the spec made it required only
 * because the old hosted auth needed one). Missing, `null` or blank is `null`.
 */
function optionalEmail(invalid: string) {
  return optionalEmailField(invalid)
    .optional()
    .transform((email) => email ?? null);
}

/**
 * One child card of "Adicionar Filhos" on final submit (spec 000 §5 "Child creation / setup
 * row"); money fields output centavos. While typing, the form keeps the PIN optional; on
 * submit this schema makes a PIN of exactly 6 digits mandatory.
 */
export const ChildSetupRowSchema = z.object({
  name: requiredText(C.nameRequired, CHILD_NAME_LIMITS),
  username: usernameField(C.usernameRequired, C.usernameInvalid),
  age: ageField(C.ageRequired, C.ageOutOfRange),
  /** Optional (issue 41, ADR 074): blank is `null`; the child signs in with username + PIN. */
  email: optionalEmail(C.emailInvalid),
  weeklyLimit: moneyInput({ required: C.weeklyLimitRequired, invalid: C.valueInvalid }, [
    positiveAmount(C.valueInvalid),
    maxAmount(MAX_WEEKLY_LIMIT, C.valueInvalid),
  ]),
  pin: requiredPinField({ tooShort: C.pinTooShort, tooLong: C.pinTooLong }),
});
export type ChildSetupRow = z.infer<typeof ChildSetupRowSchema>;

/**
 * The parent's consent to a child's account (LGPD art. 14): the checkbox must be ticked; the
 * BFF records `CHILD_CONSENT_VERSION` and the date for each child it creates.
 */
export const ParentConsentSchema = z.literal(true, { error: CHILD_CONSENT_REQUIRED });

/** Projection of the setup screen: sum of weekly limits × 4, in centavos. */
function projectedMonth(rows: readonly { weeklyLimit: number }[]): number {
  return rows.reduce((sum, row) => sum + row.weeklyLimit, 0) * 4;
}

/**
 * `POST /api/children/setup`: the children of a new family (1 to 5) with the monthly budget
 * the projection is checked against. Names ('Nome já existe') and usernames ('Nome de usuário
 * já está em uso') must be unique across rows; the issue is put on each later duplicate. The
 * projection must not exceed the budget. Usernames must also be unique within the family —
 * only the server can check that (`MSG.childServer.usernameTaken`).
 */
export const FamilySetupInputSchema = z
  .object({
    monthlyBudget: moneyInput(
      { required: MSG.signup.monthlyBudgetRequired, invalid: MSG.signup.valueInvalid },
      [
        positiveAmount(MSG.signup.valueInvalid),
        maxAmount(MAX_MONTHLY_BUDGET, MSG.signup.valueInvalid),
      ],
    ),
    children: z
      .array(ChildSetupRowSchema)
      .min(1, C.tooFewChildren)
      .max(MAX_CHILDREN, C.tooManyChildren),
    /** One tick covers every child of the setup; recorded per child. */
    parentConsent: ParentConsentSchema,
  })
  .superRefine(
    (value, ctx) => {
      // Also while other fields are wrong (`when`), so 'Nome já existe' shows with the other
      // messages, not only once they are fixed (QA finding): rows are read as far as they go.
      const rows: unknown = (value as { children?: unknown } | undefined)?.children;
      if (!Array.isArray(rows)) return;
      const names = new Set<string>();
      const usernames = new Set<string>();
      rows.forEach((row: { name?: unknown; username?: unknown } | undefined, index) => {
        if (typeof row?.name === 'string' && row.name !== '') {
          const name = row.name.toLocaleLowerCase('pt-BR');
          if (names.has(name)) {
            ctx.addIssue({
              code: 'custom',
              path: ['children', index, 'name'],
              message: C.nameTaken,
            });
          }
          names.add(name);
        }
        if (typeof row?.username === 'string' && row.username !== '') {
          if (usernames.has(row.username)) {
            ctx.addIssue({
              code: 'custom',
              path: ['children', index, 'username'],
              message: C.usernameTaken,
            });
          }
          usernames.add(row.username);
        }
      });
    },
    { when: () => true },
  )
  .superRefine((value, ctx) => {
    if (projectedMonth(value.children) > value.monthlyBudget) {
      ctx.addIssue({ code: 'custom', path: ['children'], message: C.projectionOverBudget });
    }
  });
export type FamilySetupInput = z.infer<typeof FamilySetupInputSchema>;

const V = MSG.childServer;

/** A server-side username: one message when missing, one when malformed (spec 000 §5). */
const serverUsername = usernameField(V.usernameRequired, V.usernameInvalid);

/**
 * `POST /api/children` (settings "add child" dialog and the BFF): server-side messages of
 * spec 000 §5. A blank name becomes 'Nova Criança'; the weekly limit defaults to 0 centavos.
 * The PIN has its non-digits stripped and must then have exactly 6 digits.
 */
export const CreateChildInputSchema = z.object({
  name: optionalText(CHILD_NAME_LIMITS).transform((name) => name ?? DEFAULT_CHILD_NAME),
  username: serverUsername,
  age: ageField(C.ageOutOfRange, C.ageOutOfRange),
  /** Optional (ADR 074): missing, `null` or blank is `null`. */
  email: optionalEmail(V.emailInvalid),
  weeklyLimit: moneyInput({ required: C.valueInvalid, invalid: C.valueInvalid }, [
    maxAmount(MAX_WEEKLY_LIMIT, C.valueInvalid),
  ]).default(0),
  pin: requiredPinField({ tooShort: V.pinTooShort, tooLong: V.pinTooLong }),
  parentConsent: ParentConsentSchema,
});
export type CreateChildInput = z.infer<typeof CreateChildInputSchema>;

/**
 * `PATCH /api/children/{id}`: every field optional. An empty PIN means "no change" (output
 * `undefined`); a given PIN has its non-digits stripped and needs exactly 6 digits. An empty e-mail is
 * stored as `null`. The spec's 'Informe o email da criança para atualizar os dados de acesso.'
 * came from the old hosted auth needing an e-mail to change a PIN; the BFF owns child accounts
 * and does not need it, so it is not enforced here.
 */
export const UpdateChildInputSchema = z.object({
  name: requiredText(C.nameRequired, CHILD_NAME_LIMITS).optional(),
  username: serverUsername.optional(),
  age: ageField(C.ageOutOfRange, C.ageOutOfRange).optional(),
  email: optionalEmailField(V.emailInvalid).optional(),
  weeklyLimit: moneyInput({ required: C.valueInvalid, invalid: C.valueInvalid }, [
    maxAmount(MAX_WEEKLY_LIMIT, C.valueInvalid),
  ]).optional(),
  active: z.boolean().optional(),
  pin: z
    .string()
    .max(PIN_INPUT_MAX, V.pinTooLong)
    .transform((pin) => pin.replace(/\D/g, ''))
    .check(
      firstFailing<string>([
        [(pin) => pin === '' || pin.length >= PIN_LENGTH, V.pinTooShort],
        [(pin) => pin.length <= PIN_LENGTH, V.pinTooLong],
      ]),
    )
    .transform((pin) => (pin === '' ? undefined : pin))
    .optional(),
});
export type UpdateChildInput = z.infer<typeof UpdateChildInputSchema>;

/**
 * A card of the 'Quem é você?' picker on child login, shown before anyone signs in: only what
 * the card shows (name, age badge, @username) plus `hasPin`. No balance, e-mail or PIN.
 */
export const ChildProfileCardSchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  username: z.string(),
  age: z.number().int(),
  ageGroup: AgeGroupSchema,
  hasPin: z.boolean(),
});
export type ChildProfileCard = z.infer<typeof ChildProfileCardSchema>;

/**
 * `GET /api/device/profiles`: the children of the family this device remembers (public card
 * fields only). `familyId` is null when the device knows no family.
 */
export const DeviceProfilesResponseSchema = z.object({
  familyId: RowIdSchema.nullable(),
  profiles: z.array(ChildProfileCardSchema),
});
export type DeviceProfilesResponse = z.infer<typeof DeviceProfilesResponseSchema>;

/** `POST /api/child-auth/sign-in` answer: the child now signed in (the cookie comes with it). */
export const ChildSignInResponseSchema = z.object({ child: ChildPublicSchema });
export type ChildSignInResponse = z.infer<typeof ChildSignInResponseSchema>;

/** Most free usernames `GET /api/children/username-availability` proposes. */
export const USERNAME_SUGGESTIONS_MAX = MAX_CHILDREN;

/**
 * `GET /api/children/username-availability?username=`: the username a parent is about to give
 * a child (the one suggested from the name, issue 41), checked by the server's rule (one
 * username in every family, ADR 016). Bounded like every username; blank or malformed is 400.
 */
export const UsernameAvailabilityQuerySchema = z.object({
  username: serverUsername,
});
export type UsernameAvailabilityQuery = z.infer<typeof UsernameAvailabilityQuerySchema>;

/**
 * Its answer: whether `username` is free, and free usernames in the order they are proposed
 * (`username` itself first when free, then `lia2`, `lia3`, …; at most
 * {@link USERNAME_SUGGESTIONS_MAX}, so a form can skip the ones its other rows use). Empty
 * when no variant is free.
 */
export const UsernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  suggestions: z.array(z.string()).max(USERNAME_SUGGESTIONS_MAX),
});
export type UsernameAvailability = z.infer<typeof UsernameAvailabilitySchema>;
