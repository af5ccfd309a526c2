import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { session, user } from './auth';
import { children } from './children';
import { families } from './families';

/**
 * A device's Web Push subscription (issue 39): one per push endpoint (a device's browser), owned
 * by the session that made it, so it goes with that session (sign-out, expiry, a password
 * change) and with the account. Its messages are a parent's (`child_id` null) or one child's
 * notifications, encrypted to `p256dh`/`auth` (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_inbox_idx').on(t.familyId, t.childId),
    index('push_subscriptions_session_idx').on(t.sessionId),
    check('push_subscriptions_endpoint_check', sql`length(${t.endpoint}) <= 1000`),
  ],
);
