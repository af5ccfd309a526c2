import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

/**
 * A child's Pix key (issue 40, ADR 070): at most one per child, stored normalised by
 * `PixKeyInputSchema` (CPF digits, +55 phone, lower-case e-mail or UUID) by the parent, or by a
 * child of 13 or more. `city` is the merchant city its BR Codes name ('BRASIL' when null).
 */
export const pixKeys = pgTable(
  'pix_keys',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => children.id, { onDelete: 'cascade' }),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    keyType: text('key_type', { enum: ['cpf', 'phone', 'email', 'random'] }).notNull(),
    keyValue: text('key_value').notNull(),
    city: text('city'),
    /** User id of whoever stored it (the parent, or the child itself). */
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pix_keys_type_check', sql`${t.keyType} in ('cpf', 'phone', 'email', 'random')`),
    check('pix_keys_value_check', sql`length(${t.keyValue}) between 1 and 77`),
    check('pix_keys_city_check', sql`${t.city} is null or length(${t.city}) <= 15`),
  ],
);
