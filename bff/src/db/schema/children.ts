import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { families } from './families';

/**
 * A child of a family (spec 000 §3 and 001 §3). Every child is also a better-auth user with
 * role 'child' (children.user_id). Money is integer centavos. The balance is a cache of the
 * ledger: it only changes in the same transaction that appends to `transactions`.
 */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Nova Criança'),
    /** Trimmed, lowercased; unique across every family (ADR 016). */
    username: text('username').notNull(),
    age: integer('age').notNull(),
    email: text('email'),
    /** PIN hashed like a password (better-auth's hasher); never stored or returned in clear. */
    pinHash: text('pin_hash'),
    weeklyLimitCents: integer('weekly_limit_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    balanceCents: integer('balance_cents').notNull().default(0),
    totalEarnedCents: integer('total_earned_cents').notNull().default(0),
    xp: integer('xp').notNull().default(0),
    level: integer('level').notNull().default(1),
    /**
     * Consecutive active São Paulo days (spec 001 §9 "Streak") ending on `streak_date`. A
     * reader on another day must not show it as is: the current streak is `streak` only when
     * `streak_date` is today (or 0), so the figure stays true across midnight without a job.
     */
    streak: integer('streak').notNull().default(0),
    /** The São Paulo day `streak` was counted up to (the last active day), or null. */
    streakDate: date('streak_date', { mode: 'string' }),
    /** Longest run of consecutive active days ever. */
    bestStreak: integer('best_streak').notNull().default(0),
    pendingTasks: integer('pending_tasks').notNull().default(0),
    completedToday: integer('completed_today').notNull().default(0),
    /** São Paulo calendar day `completed_today` counts; another day means it is really 0. */
    completedTodayDate: date('completed_today_date', { mode: 'string' }),
    tasksCompleted: integer('tasks_completed').notNull().default(0),
    /**
     * Failed PIN attempts of untrusted clients (no device cookie of this child) since the last
     * success or parent unlock, for the account-wide lockout (ADR 014).
     */
    pinFailedCount: integer('pin_failed_count').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /**
     * The parent's consent to this child's account (LGPD art. 14, ADR 027): the version of the
     * consent text (`CHILD_CONSENT_VERSION`) and when it was given. Recorded for every child
     * created since migration 0006; null for a child created before consent was asked.
     */
    consentVersion: text('consent_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('children_family_id_idx').on(t.familyId, t.createdAt),
    uniqueIndex('children_username_key').on(t.username),
    check('children_age_check', sql`${t.age} between 9 and 18`),
    check('children_balance_check', sql`${t.balanceCents} >= 0`),
    check('children_total_earned_check', sql`${t.totalEarnedCents} >= 0`),
    check('children_weekly_limit_check', sql`${t.weeklyLimitCents} >= 0`),
    check(
      'children_counters_check',
      sql`${t.xp} >= 0 and ${t.level} >= 1 and ${t.streak} >= 0 and ${t.bestStreak} >= 0 and ${t.pendingTasks} >= 0 and ${t.completedToday} >= 0 and ${t.tasksCompleted} >= 0 and ${t.pinFailedCount} >= 0`,
    ),
    check('children_username_check', sql`${t.username} ~ '^[a-z0-9._-]{3,}$'`),
    check('children_consent_check', sql`(${t.consentVersion} is null) = (${t.consentAt} is null)`),
  ],
);

/** Achievements a child has unlocked, with when (progress itself is derived). */
export const childAchievements = pgTable(
  'child_achievements',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Id of the built-in achievement (e.g. 'first-task'). */
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.achievementId] })],
);

/**
 * What each São Paulo day of a child adds up to (`DayFigures` of @portal/domain), written in
 * the transaction of every movement that changes it, so the profile's figures and the streak
 * read a few rows instead of the whole history (issue 37). A day with nothing left in it may
 * stay as a row of zeros.
 */
export const childDays = pgTable(
  'child_days',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    activities: integer('activities').notNull().default(0),
    tasksDone: integer('tasks_done').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    taskEarningsCents: integer('task_earnings_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.day] }),
    check(
      'child_days_counts_check',
      sql`${t.activities} >= 0 and ${t.tasksDone} >= 0 and ${t.approved} >= 0 and ${t.pending} >= 0`,
    ),
  ],
);

/**
 * A device on which the child signed in with its PIN (OWASP "device cookies", ADR 014). The
 * device holds a signed cookie with the child id and a random nonce; this row, keyed by the
 * SHA-256 of the nonce, keeps that device's own PIN failure counter, so wrong PINs sent by
 * untrusted clients never lock the child out of a device it already used.
 */
export const childDevices = pgTable(
  'child_devices',
  {
    /** base64url SHA-256 of the cookie's nonce (the nonce itself is never stored). */
    id: text('id').primaryKey(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    pinFailedCount: integer('pin_failed_count').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('child_devices_child_id_idx').on(t.childId),
    check('child_devices_failed_count_check', sql`${t.pinFailedCount} >= 0`),
  ],
);
