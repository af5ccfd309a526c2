import { ChangePasswordInputSchema } from '@portal/contracts/auth';
import {
  AppearanceSchema,
  NotificationSettingsSchema,
  PrivacySettingsSchema,
  SettingsTabSchema,
  UpdateFamilyInputSchema,
  UpdateLimitsInputSchema,
  type Appearance,
  type Family,
  type NotificationSettings,
  type PrivacySettings,
  type SettingsTab,
} from '@portal/contracts/settings';
import { EMAIL_CHANGE_LINK_MSG, EMAIL_CHANGE_LINK_SUPERSEDED } from '@portal/contracts/messages';
import { z } from 'zod';
import { moneyText } from './child-form';

/** Everything the footer's 'Salvar configurações' saves, as the fields hold it (text). */
export interface SettingsFormValues {
  /** `currentPassword`: asked only when `parentEmail` differs from the stored one (ADR 028). */
  family: {
    name: string;
    parentName: string;
    parentEmail: string;
    phone: string;
    currentPassword: string;
  };
  password: { currentPassword: string; newPassword: string; confirmPassword: string };
  appearance: Appearance;
  limits: { maxWeeklySpending: string; maxDailyTasks: string; requirePhotoApproval: boolean };
  notifications: NotificationSettings;
  privacy: PrivacySettings;
}

export const EMPTY_PASSWORD: SettingsFormValues['password'] = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The form's values for a family as `GET /api/family` returns it. */
export function settingsValues(family: Family): SettingsFormValues {
  return {
    family: {
      name: family.name,
      parentName: family.parentName,
      parentEmail: family.parentEmail,
      phone: family.phone ?? '',
      currentPassword: '',
    },
    password: EMPTY_PASSWORD,
    appearance: family.appearance,
    limits: {
      maxWeeklySpending: moneyText(family.limits.maxWeeklySpending),
      maxDailyTasks: String(family.limits.maxDailyTasks),
      requirePhotoApproval: family.limits.requirePhotoApproval,
    },
    notifications: family.notifications,
    privacy: family.privacy,
  };
}

/** The three password fields are all filled: only then does Save change the password (§5). */
export function passwordFilled(password: SettingsFormValues['password']): boolean {
  return (
    password.currentPassword !== '' &&
    password.newPassword !== '' &&
    password.confirmPassword !== ''
  );
}

/**
 * The password section: blank or half-filled is no change (spec 001 §5: changed only if all
 * three are filled); all three filled follow `ChangePasswordInputSchema` ('As novas senhas não
 * coincidem').
 */
const passwordSection = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!passwordFilled(value)) return;
    const parsed = ChangePasswordInputSchema.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

const familySection = UpdateFamilyInputSchema.pick({
  name: true,
  parentName: true,
  parentEmail: true,
  phone: true,
  currentPassword: true,
}).required({ name: true, parentName: true, parentEmail: true });

/**
 * Whether the e-mail typed differs from the stored one (trimmed, case aside, as the contracts
 * normalise it): then the BFF needs the current password with it (ADR 028, review fix).
 */
export function emailChanged(typed: string, stored: string): boolean {
  return typed.trim().toLowerCase() !== stored.trim().toLowerCase();
}

/** The whole settings form, on the contracts' schemas and messages. */
export const SettingsFormSchema = z.object({
  family: familySection,
  password: passwordSection,
  appearance: AppearanceSchema,
  limits: UpdateLimitsInputSchema,
  notifications: NotificationSettingsSchema,
  privacy: PrivacySettingsSchema,
});
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** Which tab shows each section (to open the tab of the first invalid field). */
export const SECTION_TAB: Record<keyof SettingsFormValues, SettingsTab> = {
  family: 'family',
  password: 'family',
  appearance: 'family',
  limits: 'limits',
  notifications: 'notifications',
  privacy: 'privacy',
};

/** Whether a section differs from the values last loaded or saved. */
export function sectionChanged<K extends keyof SettingsFormValues>(
  current: SettingsFormValues,
  baseline: SettingsFormValues,
  key: K,
): boolean {
  return JSON.stringify(current[key]) !== JSON.stringify(baseline[key]);
}

/**
 * The tab to open (spec 001 §2): the `tab` query parameter when it is one of the six names,
 * else the navigation state's `openTab`, else billing when the subscription gate sent the
 * parent here (`subscriptionRequired`), else family.
 */
export function initialTab(search: string, state: unknown): SettingsTab {
  const fromQuery = SettingsTabSchema.safeParse(new URLSearchParams(search).get('tab'));
  if (fromQuery.success) return fromQuery.data;
  const nav = (typeof state === 'object' && state !== null ? state : {}) as {
    openTab?: unknown;
    subscriptionRequired?: unknown;
  };
  const fromState = SettingsTabSchema.safeParse(nav.openTab);
  if (fromState.success) return fromState.data;
  if (nav.subscriptionRequired) return 'billing';
  return 'family';
}

/** A notice of the settings page, above its tabs. */
export interface SettingsNotice {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * What an e-mail-change link says where it lands (`?emailChanged=1`, ADR 028): done, or why it
 * was refused (`error`: the BFF's `EMAIL_CHANGE_LINK_SUPERSEDED` after a password change or a
 * newer request, issue 36; better-auth's codes for an expired or used link).
 */
export function emailLinkNotice(search: string): SettingsNotice | null {
  const params = new URLSearchParams(search);
  if (params.get('emailChanged') !== '1') return null;
  const error = params.get('error');
  if (!error) return { tone: 'success', text: EMAIL_CHANGE_LINK_MSG.changed };
  return {
    tone: 'danger',
    text:
      error === EMAIL_CHANGE_LINK_SUPERSEDED
        ? EMAIL_CHANGE_LINK_MSG.superseded
        : EMAIL_CHANGE_LINK_MSG.invalid,
  };
}
