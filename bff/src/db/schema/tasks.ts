import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { children } from './children';
import { families } from './families';

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * How a task for several children is done (ADR 024): `each` — every assigned child (or, with
 * no assignment, every active child) does and is paid for its own; `first` — "para quem fizer
 * primeiro": the first child to complete it takes it, once.
 */
export const TASK_ASSIGNMENT_MODES = ['each', 'first'] as const;
export type TaskAssignmentMode = (typeof TASK_ASSIGNMENT_MODES)[number];

export const RECURRING_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringType = (typeof RECURRING_TYPES)[number];

/** A paid task of a family (spec 001 §3 Task). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    valueCents: integer('value_cents').notNull(),
    category: text('category').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    requiresPhoto: boolean('requires_photo').notNull().default(false),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    /** Calendar date only ('YYYY-MM-DD'), or null for "always due". */
    dueDate: date('due_date', { mode: 'string' }),
    /**
     * Free text up to 40 characters ('15 min', 'Manhã'); an 'HH:MM' (24 h) value also sets the
     * due time on the due date, São Paulo time (spec 001 §3, §4; ADR 010).
     */
    timeLimit: text('time_limit'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('medium'),
    assignmentMode: text('assignment_mode', { enum: TASK_ASSIGNMENT_MODES })
      .notNull()
      .default('each'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringType: text('recurring_type', { enum: RECURRING_TYPES }),
    /**
     * The occurrence this one was spawned from. Unique, so "the next occurrence is created
     * once" is enforced by the database even when two approvals race.
     */
    recurrenceParentId: uuid('recurrence_parent_id')
      .unique()
      .references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // Migration 0008 (custom SQL, ADR 038) adds what drizzle-kit does not write: the generated
  // column `search_text` (folded title and description) with its trigram index, and the
  // partial indexes `tasks_family_open_idx` / `tasks_family_closed_idx` of the child's list.
  (t) => [
    // Keyset pagination: (created_at desc, id desc) is a stable cursor within a family.
    index('tasks_family_created_idx').on(t.familyId, desc(t.createdAt), desc(t.id)),
    check('tasks_value_check', sql`${t.valueCents} > 0`),
    check('tasks_title_check', sql`length(trim(${t.title})) > 0`),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check(
      'tasks_recurring_type_check',
      sql`${t.recurringType} is null or ${t.recurringType} in ('daily', 'weekly', 'monthly')`,
    ),
    check('tasks_assignment_mode_check', sql`${t.assignmentMode} in ('each', 'first')`),
    check('tasks_time_limit_check', sql`${t.timeLimit} is null or length(${t.timeLimit}) <= 40`),
  ],
);

/**
 * Children a task is assigned to. A join table rather than a uuid[] column: it gives real
 * foreign keys (deleting a child drops its assignments), an index for "tasks of child X", and
 * the spec's rule that a task with NO rows here is available to every child of the family
 * ("child incl. unassigned" is `exists(assignment for child) or not exists(any assignment)`).
 */
export const taskAssignments = pgTable(
  'task_assignments',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.childId] }),
    index('task_assignments_child_id_idx').on(t.childId),
  ],
);
