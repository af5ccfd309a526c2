import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

/**
 * A pause ('Modo férias', issue 38): of one child, or with `child_id` null of the whole family,
 * from a São Paulo day to a day, both included. At most one per child and one per family (a new
 * one replaces it). The rules that read it live in `@portal/domain` (`pause.ts`).
 */
export const pauses = pgTable(
  'pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pauses_family_key')
      .on(t.familyId)
      .where(sql`${t.childId} is null`),
    uniqueIndex('pauses_child_key')
      .on(t.childId)
      .where(sql`${t.childId} is not null`),
    check(
      'pauses_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.endsOn} - ${t.startsOn} < 366`,
    ),
  ],
);
