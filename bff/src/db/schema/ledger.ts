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
import { taskSubmissions } from './submissions';

/**
 * Kinds of ledger entries. A reversal is a new compensating entry, never an edit:
 * task_reward ↔ task_reward_reversal, goal_deposit ↔ goal_refund. A `payout` (always negative,
 * source parent_app) records money handed to the child; `metadata.method` says 'cash' or 'pix'.
 */
export const LEDGER_ENTRY_TYPES = [
  'task_reward',
  'task_reward_reversal',
  'goal_deposit',
  'goal_refund',
  'spending',
  'adjustment',
  'allowance',
  // Money a parent paid the child in cash or by Pix ('Saque', issue 40, ADR 070).
  'payout',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** Who wrote an entry (spec 001 §3: 'parent_app' on approval, 'child_app' on completion). */
export const LEDGER_ENTRY_SOURCES = ['parent_app', 'child_app', 'system', 'seed'] as const;
export type LedgerEntrySource = (typeof LEDGER_ENTRY_SOURCES)[number];

/**
 * THE LEDGER, append-only. The database refuses UPDATE, DELETE and TRUNCATE on this table
 * (trigger in migration 0001_ledger_append_only). For every child at all times
 * `children.balance_cents = sum(transactions.amount_cents)`; each row also records the
 * balance around it, and the CHECK below keeps that arithmetic true.
 *
 * Foreign keys never cascade or set null here, as both would be an UPDATE/DELETE of history:
 * a child or family with ledger rows cannot be hard-deleted. goal_id and task_id are kept
 * without a foreign key because goals and tasks are deleted while their history stays.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id),
    taskSubmissionId: uuid('task_submission_id').references(() => taskSubmissions.id),
    taskId: uuid('task_id'),
    goalId: uuid('goal_id'),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    description: text('description').notNull(),
    /** Signed centavos: positive is income/reward, negative is spending or money saved away. */
    amountCents: integer('amount_cents').notNull(),
    balanceBeforeCents: integer('balance_before_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** User id of whoever caused the movement (parent, child user, or null for the system). */
    createdBy: text('created_by'),
    source: text('source', { enum: LEDGER_ENTRY_SOURCES }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('transactions_child_created_idx').on(t.childId, t.createdAt),
    index('transactions_family_created_idx').on(t.familyId, t.createdAt),
    // A submission is credited at most once, and reversed at most once.
    uniqueIndex('transactions_submission_type_key')
      .on(t.taskSubmissionId, t.type)
      .where(sql`${t.taskSubmissionId} is not null`),
    uniqueIndex('transactions_child_idempotency_key')
      .on(t.childId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'transactions_type_check',
      sql`${t.type} in ('task_reward', 'task_reward_reversal', 'goal_deposit', 'goal_refund', 'spending', 'adjustment', 'allowance', 'payout')`,
    ),
    check(
      'transactions_source_check',
      sql`${t.source} in ('parent_app', 'child_app', 'system', 'seed')`,
    ),
    check(
      'transactions_balance_check',
      sql`${t.balanceAfterCents} = ${t.balanceBeforeCents} + ${t.amountCents} and ${t.balanceBeforeCents} >= 0 and ${t.balanceAfterCents} >= 0`,
    ),
  ],
);
