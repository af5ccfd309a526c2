import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Stripe subscription statuses plus 'inactive' (spec 001 §4 "Subscription status"). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MODES = ['subscription', 'one_time'] as const;
export type SubscriptionMode = (typeof SUBSCRIPTION_MODES)[number];

/** Family appearance (spec 001 §2 Family settings). */
export interface FamilyAppearance {
  theme: 'light' | 'dark' | 'auto';
  language: 'pt-BR' | 'en-US' | 'es-ES';
  currency: 'BRL' | 'USD' | 'EUR';
}

/** Notification and privacy toggles (spec 001 §2 and §9 defaults). */
export interface FamilySettings {
  notifications: {
    taskReminders: boolean;
    achievementAlerts: boolean;
    weeklyReports: boolean;
    goalMilestones: boolean;
  };
  privacy: {
    shareProgressWithFamily: boolean;
    allowPhotoSharing: boolean;
    dataCollection: boolean;
  };
}

export const DEFAULT_APPEARANCE: FamilyAppearance = {
  theme: 'light',
  language: 'pt-BR',
  currency: 'BRL',
};

export const DEFAULT_SETTINGS: FamilySettings = {
  notifications: {
    taskReminders: true,
    achievementAlerts: true,
    weeklyReports: true,
    goalMilestones: true,
  },
  privacy: { shareProgressWithFamily: true, allowPhotoSharing: true, dataCollection: false },
};

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A family. Its id is the parent's user id (spec 000 §3). */
export const families = pgTable(
  'families',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    phone: text('phone'),
    /** Sign-up's monthly allowance budget; the reference for the children's weekly limits. */
    monthlyBudgetCents: integer('monthly_budget_cents'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('inactive'),
    subscriptionMode: text('subscription_mode', { enum: SUBSCRIPTION_MODES }),
    subscriptionIntervalCount: integer('subscription_interval_count'),
    subscriptionActivatedAt: timestamp('subscription_activated_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The provider's price of the plan bought (ADR 033). */
    stripePriceId: text('stripe_price_id'),
    /**
     * The payment of a one-time purchase (ADR 056): its refund or lost dispute ends the access.
     * Null for a subscription.
     */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** Name of that plan (price nickname or product name), for the billing panel. */
    subscriptionPlanName: text('subscription_plan_name'),
    /** End of the paid (or trial) period the provider reported. */
    subscriptionCurrentPeriodEnd: timestamp('subscription_current_period_end', {
      withTimezone: true,
    }),
    /** The subscription ends at period end (cancelled in the portal); still active until then. */
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end')
      .notNull()
      .default(false),
    /** When the family became past_due (start of the 3-day grace, ADR 033); null otherwise. */
    subscriptionPastDueSince: timestamp('subscription_past_due_since', { withTimezone: true }),
    /**
     * When the stored state was read from the provider: a state read earlier never overwrites
     * it (replayed or reordered webhooks cannot move the state backwards, ADR 033).
     */
    subscriptionSyncedAt: timestamp('subscription_synced_at', { withTimezone: true }),
    appearance: jsonb('appearance').$type<FamilyAppearance>().notNull().default(DEFAULT_APPEARANCE),
    settings: jsonb('settings').$type<FamilySettings>().notNull().default(DEFAULT_SETTINGS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'families_subscription_status_check',
      sql`${t.subscriptionStatus} in (${inList(SUBSCRIPTION_STATUSES)})`,
    ),
    check(
      'families_subscription_mode_check',
      sql`${t.subscriptionMode} is null or ${t.subscriptionMode} in (${inList(SUBSCRIPTION_MODES)})`,
    ),
    check(
      'families_monthly_budget_check',
      sql`${t.monthlyBudgetCents} is null or ${t.monthlyBudgetCents} > 0`,
    ),
  ],
);

/** Family limits, one row per family (spec 000 §3, defaults from §9). */
export const limits = pgTable(
  'limits',
  {
    familyId: text('family_id')
      .primaryKey()
      .references(() => families.id, { onDelete: 'cascade' }),
    maxWeeklySpendingCents: integer('max_weekly_spending_cents').notNull().default(10000),
    maxDailyTasks: integer('max_daily_tasks').notNull().default(5),
    requirePhotoApproval: boolean('require_photo_approval').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('limits_max_weekly_spending_check', sql`${t.maxWeeklySpendingCents} >= 0`),
    check('limits_max_daily_tasks_check', sql`${t.maxDailyTasks} >= 0`),
  ],
);
