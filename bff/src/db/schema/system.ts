import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { families } from './families';

/**
 * Webhook events of the payment provider, one row per event id (ADR 033): an event is applied
 * once; a redelivery of a processed event changes nothing. `processed_at` is null while (or if)
 * it failed, so the provider's retry applies it. No personal data: ids, type and times only.
 * `family_id` is set null when the family is erased (LGPD, ADR 027).
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    familyId: text('family_id').references(() => families.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('stripe_events_family_idx').on(t.familyId)],
);

/**
 * Stored outcomes of requests sent with an `Idempotency-Key`, so a replay gets the first
 * answer instead of moving money again. `response_status` is null while the first request
 * is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it (user id): the same key from two users is two requests. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Hash of method + path + body; the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Development mail outbox: mail "sent" without SMTP_URL lands here (dev-only endpoint). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);
