import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

/**
 * A child's savings goal (spec 001 §3). `saved_cents` moves only together with a ledger
 * entry (goal_deposit / goal_refund) in the same transaction.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    targetCents: integer('target_cents').notNull(),
    savedCents: integer('saved_cents').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    category: text('category').notNull().default('Meta'),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Id of the built-in catalogue goal it was created from (domain CATALOGUE_GOALS), or null. */
    catalogueId: text('catalogue_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('goals_child_id_idx').on(t.childId, t.createdAt),
    index('goals_family_id_idx').on(t.familyId),
    check('goals_target_check', sql`${t.targetCents} > 0`),
    check('goals_title_check', sql`length(trim(${t.title})) > 0`),
    check('goals_saved_check', sql`${t.savedCents} >= 0 and ${t.savedCents} <= ${t.targetCents}`),
  ],
);
