import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * better-auth 1.7.7 core tables for its drizzle adapter. The adapter looks tables up by model
 * name (user, session, account, verification, rateLimit) and columns by their camelCase JS
 * key (emailVerified, expiresAt, ...); the SQL column names are snake_case. Ids are text
 * because better-auth generates them.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Who may sign in: a parent, or a child (who signs in with username + PIN). */
export const USER_ROLES = ['parent', 'child'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A better-auth user. Additional fields: `role` (null while a social sign-up is unfinished),
 * `username` (children only) and `familyId` (the parent's own id for a parent).
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps,
    role: text('role', { enum: USER_ROLES }),
    username: text('username'),
    /**
     * Family of the user, copied onto the session-visible user so route guards need no join.
     * Deliberately no foreign key: families.id already references user.id (a family's id is
     * its parent's user id), and the truth for a child is children.user_id; a second FK would
     * make the two tables reference each other.
     */
    familyId: text('family_id'),
  },
  (t) => [
    index('user_family_id_idx').on(t.familyId),
    check('user_role_check', sql`${t.role} is null or ${t.role} in ('parent', 'child')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps,
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user: providerId 'credential' holds the password hash. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

/** E-mail confirmation and password-reset tokens. */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * better-auth's database rate-limit storage (`rateLimit: { storage: 'database' }`), shared
 * by every BFF instance. `lastRequest` is epoch milliseconds.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
