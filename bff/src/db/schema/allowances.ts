import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

/**
 * A child's automatic allowance (issue 38, ADR 064): at most one per child, paid at 08:00 São
 * Paulo time on each payday by the `allowance.pay-due` job. `last_paid_on` is the last payday
 * paid; the ledger line's Idempotency-Key `allowance:<payday>` (unique per child) makes a
 * payday pay once whatever runs it.
 */
export const allowances = pgTable(
  'allowances',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    period: text('period', { enum: ['weekly', 'monthly'] }).notNull(),
    /** 0 Sunday … 6 Saturday, for a weekly allowance. */
    weekday: integer('weekday'),
    /** 1–28, for a monthly allowance. */
    monthDay: integer('month_day'),
    goalSharePercent: integer('goal_share_percent').notNull().default(0),
    /** The São Paulo day it was first saved: no payday before it is paid. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    lastPaidOn: date('last_paid_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('allowances_amount_check', sql`${t.amountCents} between 50 and 100000`),
    check('allowances_goal_share_check', sql`${t.goalSharePercent} between 0 and 100`),
    check(
      'allowances_period_check',
      sql`(${t.period} = 'weekly' and ${t.weekday} between 0 and 6 and ${t.monthDay} is null)
        or (${t.period} = 'monthly' and ${t.monthDay} between 1 and 28 and ${t.weekday} is null)`,
    ),
  ],
);
