import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

/**
 * A message of the notification centre (issue 38): for the family's parent (`audience`
 * 'parent', `child_id` the child it is about, if any) or for one child. `key` makes a message
 * once per family whatever runs it (`achievement:<child>:<id>`, `reminder:<child>:<day>`…).
 * `params` hold what its pt-BR text is written from (contracts `notificationText`); it shows
 * from `deliver_at` on (a child's quiet hours). A parent's message may also go out by e-mail:
 * `email_state` 'pending' until the mail job sends it ('sent') or gives up ('failed').
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ['parent', 'child'] }).notNull(),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'task_reminder',
        'submission_waiting',
        'achievement_unlocked',
        'goal_milestone',
        'weekly_report',
        'allowance_paid',
        'pause_set',
        'task_approved',
        'task_rejected',
      ],
    }).notNull(),
    key: text('key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state', { enum: ['pending', 'sent', 'failed'] }),
    emailAttempts: integer('email_attempts').notNull().default(0),
    /** The earliest next try of a pending e-mail (backoff after a refusal). */
    emailAfter: timestamp('email_after', { withTimezone: true }),
    /** When its Web Push went out to the recipient's devices; null until then (issue 39). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_key').on(t.familyId, t.key),
    index('notifications_inbox_idx').on(t.familyId, t.audience, t.childId, t.deliverAt),
    index('notifications_email_idx')
      .on(t.emailAfter)
      .where(sql`${t.emailState} = 'pending'`),
    index('notifications_push_idx')
      .on(t.deliverAt)
      .where(sql`${t.pushedAt} is null`),
    check(
      'notifications_audience_check',
      sql`${t.audience} = 'parent' or ${t.childId} is not null`,
    ),
    check('notifications_key_check', sql`length(${t.key}) <= 200`),
    check('notifications_audience_values_check', sql`${t.audience} in ('parent', 'child')`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('task_reminder', 'submission_waiting', 'achievement_unlocked', 'goal_milestone', 'weekly_report', 'allowance_paid', 'pause_set', 'task_approved', 'task_rejected')`,
    ),
    check(
      'notifications_email_state_check',
      sql`${t.emailState} is null or (${t.audience} = 'parent' and ${t.emailState} in ('pending', 'sent', 'failed'))`,
    ),
  ],
);
