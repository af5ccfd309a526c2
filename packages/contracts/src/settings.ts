import { z } from 'zod';
import { AppearanceSchema } from './appearance';
import {
  boundedText,
  emailField,
  FAMILY_NAME_LIMITS,
  MAX_PASSWORD_LENGTH,
  NAME_MAX,
  PHONE_LIMITS,
  requiredText,
  RowIdSchema,
  TimestampSchema,
  wholeNumberInput,
} from './fields';
import { MSG } from './messages';
import { CentavosSchema, MAX_WEEKLY_LIMIT, maxAmount, moneyInput } from './money';

export { AppearanceSchema, DEFAULT_APPEARANCE, type Appearance } from './appearance';

/** Most tasks a family may allow per child and day. */
export const MAX_DAILY_TASKS = 100;

/** Settings tabs; only these six are accepted as the initial tab (spec 001 §2). */
export const SETTINGS_TABS = [
  'family',
  'children',
  'limits',
  'notifications',
  'privacy',
  'billing',
] as const;
export const SettingsTabSchema = z.enum(SETTINGS_TABS);
export type SettingsTab = z.infer<typeof SettingsTabSchema>;

/** Notification toggles (spec 001 §2 "Notifications tab"). */
export const NotificationSettingsSchema = z.object({
  taskReminders: z.boolean(),
  achievementAlerts: z.boolean(),
  weeklyReports: z.boolean(),
  goalMilestones: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Privacy toggles (spec 001 §2 "Privacy tab"). */
export const PrivacySettingsSchema = z.object({
  shareProgressWithFamily: z.boolean(),
  allowPhotoSharing: z.boolean(),
  dataCollection: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/**
 * Family limits as the client names them; weekly spending in centavos. `0` means "no limit"
 * for both numbers: a weekly spending of 0 shows 'Sem limite semanal definido' and a daily
 * task limit of 0 lets a child complete any number of tasks (issue 12, ADR 028).
 */
export const LimitsSchema = z.object({
  maxWeeklySpending: CentavosSchema,
  maxDailyTasks: z.number().int().nonnegative(),
  requirePhotoApproval: z.boolean(),
});
export type Limits = z.infer<typeof LimitsSchema>;

/** Limits of a family without a limits row (spec 001 §9). */
export const DEFAULT_LIMITS: Limits = {
  maxWeeklySpending: 10_000,
  maxDailyTasks: 5,
  requirePhotoApproval: true,
};

/** Default notification toggles: all on (spec 001 §9). */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  taskReminders: true,
  achievementAlerts: true,
  weeklyReports: true,
  goalMilestones: true,
};

/** Default privacy toggles: progress and photo sharing on, data collection off (spec 001 §9). */
export const DEFAULT_PRIVACY: PrivacySettings = {
  shareProgressWithFamily: true,
  allowPhotoSharing: true,
  dataCollection: false,
};

/**
 * `PUT /api/family/limits`: the limits tab; spending accepts amount text or centavos. Both
 * numbers take 0 for "no limit" (the daily tasks also null); the daily tasks at most
 * {@link MAX_DAILY_TASKS}.
 */
export const UpdateLimitsInputSchema = z.object({
  maxWeeklySpending: moneyInput(
    { required: MSG.signup.valueInvalid, invalid: MSG.signup.valueInvalid },
    [maxAmount(MAX_WEEKLY_LIMIT, MSG.signup.valueInvalid)],
  ),
  // null is "no limit" like 0, as released in 1.0.0; nothing else that is not a whole number.
  maxDailyTasks: z
    .union(
      [
        z.null(),
        wholeNumberInput(MSG.signup.valueInvalid).pipe(
          z
            .number()
            .nonnegative(MSG.signup.valueInvalid)
            .max(MAX_DAILY_TASKS, MSG.signup.valueInvalid),
        ),
      ],
      { error: MSG.signup.valueInvalid },
    )
    .transform((limit) => limit ?? 0),
  requirePhotoApproval: z.boolean(),
});
export type UpdateLimitsInput = z.infer<typeof UpdateLimitsInputSchema>;

/**
 * `PATCH /api/family`: family info of the settings family tab plus appearance, notifications
 * and privacy; every field optional (absent = unchanged). The spec shows no messages for the
 * info; the sign-up ones are reused for the same fields. A blank or null phone clears it. A
 * changed `parentEmail` is not applied at once: a confirmation link goes to the new address
 * and the answer carries `pendingParentEmail` (ADR 028).
 */
export const UpdateFamilyInputSchema = z.object({
  name: requiredText(MSG.signup.familyNameRequired, FAMILY_NAME_LIMITS).optional(),
  parentName: requiredText(MSG.signup.fullNameRequired, {
    max: NAME_MAX,
    tooLong: MSG.text.nameTooLong,
  }).optional(),
  parentEmail: emailField(MSG.signup.emailRequired, MSG.signup.emailInvalid).optional(),
  phone: boundedText(PHONE_LIMITS)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null)),
  appearance: AppearanceSchema.optional(),
  notifications: NotificationSettingsSchema.optional(),
  privacy: PrivacySettingsSchema.optional(),
  /**
   * ours (review fix, ADR 028): the parent's current password, required by the BFF when
   * `parentEmail` differs from the account's e-mail ('Informe sua senha atual para trocar o
   * e-mail.' when blank, 'Senha atual incorreta.' when wrong). Trimmed like every password.
   */
  currentPassword: boundedText({
    max: MAX_PASSWORD_LENGTH,
    tooLong: MSG.text.passwordTooLong,
    controlOnly: true,
  }).optional(),
});
export type UpdateFamilyInput = z.infer<typeof UpdateFamilyInputSchema>;

/** Subscription status; unknown values are `inactive` on the server before they get here. */
export const SubscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
  'inactive',
]);
export type SubscriptionStatusValue = z.infer<typeof SubscriptionStatusSchema>;

/** How the family pays. */
export const SubscriptionModeSchema = z.enum(['subscription', 'one_time']);
export type SubscriptionModeValue = z.infer<typeof SubscriptionModeSchema>;

/** A family as `GET /api/family` returns it. */
export const FamilySchema = z.object({
  id: RowIdSchema,
  name: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
  phone: z.string().nullable(),
  monthlyBudget: CentavosSchema.nullable(),
  subscriptionStatus: SubscriptionStatusSchema,
  subscriptionMode: SubscriptionModeSchema.nullable(),
  subscriptionIntervalCount: z.number().int().positive().nullable(),
  subscriptionActivatedAt: TimestampSchema.nullable(),
  limits: LimitsSchema,
  appearance: AppearanceSchema,
  notifications: NotificationSettingsSchema,
  privacy: PrivacySettingsSchema,
  /**
   * Whether the parent signs in with a password (false: Google or Apple only). The settings
   * show the password fields, and 'Excluir conta' asks for the password or e-mails a link
   * (ADR 058), by it.
   */
  hasPassword: z.boolean(),
  /**
   * Only in the answer of a `PATCH /api/family` that asked for a new e-mail: the address the
   * confirmation link was sent to (`parentEmail` changes once it is opened). Show
   * `emailChangePending(pendingParentEmail)`.
   */
  pendingParentEmail: z.string().optional(),
});
export type Family = z.infer<typeof FamilySchema>;
