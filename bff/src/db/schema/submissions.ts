import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { user } from './auth';
import { children } from './children';
import { families } from './families';
import { tasks } from './tasks';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * A child's completion of a task (spec 001 §3). Title, value, child name etc. are copied at
 * completion so history survives edits and deletion of the task (task_id then becomes null).
 */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    childName: text('child_name').notNull(),
    childAge: integer('child_age').notNull(),
    taskTitle: text('task_title').notNull(),
    taskDescription: text('task_description'),
    category: text('category').notNull(),
    valueCents: integer('value_cents').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Server-made path of the re-encoded proof photo under the data folder. */
    photoPath: text('photo_path'),
    requiresPhoto: boolean('requires_photo').notNull().default(false),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    notes: text('notes'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('pending'),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    /** True when the reward was credited at completion (approval then credits nothing). */
    rewardCreditedAtCompletion: boolean('reward_credited_at_completion').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0008 (custom SQL, ADR 038) adds the partial index of the child's recent
  // rejections, `task_submissions_child_rejected_idx`; migration 0011 (ADR 051) the one of its
  // submissions that are not rejected, `task_submissions_child_active_idx`.
  (t) => [
    index('task_submissions_family_status_idx').on(t.familyId, t.status, t.completedAt),
    index('task_submissions_child_idx').on(t.childId, t.completedAt),
    index('task_submissions_task_idx').on(t.taskId),
    // A task occurrence has at most ONE pending submission per child: double taps and races
    // fail on this index instead of paying twice.
    uniqueIndex('task_submissions_one_pending_key')
      .on(t.taskId, t.childId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('task_submissions_idempotency_key')
      .on(t.childId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('task_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('task_submissions_value_check', sql`${t.valueCents} > 0`),
    check('task_submissions_approved_check', sql`${t.approved} = (${t.status} = 'approved')`),
  ],
);
