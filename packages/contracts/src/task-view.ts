import { z } from 'zod';
import { RowIdSchema, TimestampSchema } from './fields';
import { CentavosSchema } from './money';

/*
 * A task as the BFF returns it, in a module of its own, not tasks.ts: the child's task list and
 * the approval queue read it, and their first visits need not build the task forms' schemas
 * (ADR 042).
 */

/** Task priority; `medium` by default. */
export const TaskPrioritySchema = z.enum(['low', 'medium', 'high']);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;

/** Recurrence of a task; `weekly` by default. */
export const RecurrenceTypeSchema = z.enum(['daily', 'weekly', 'monthly']);
export type RecurrenceTypeValue = z.infer<typeof RecurrenceTypeSchema>;

/**
 * How a task for several children is done (ADR 024): `each` — every assigned child (every
 * active child when none is assigned) does it and is paid for its own; `first` — 'Para quem
 * fizer primeiro': the first child to complete it takes it and the task closes for the others.
 */
export const TaskAssignmentModeSchema = z.enum(['each', 'first']);
export type TaskAssignmentMode = z.infer<typeof TaskAssignmentModeSchema>;

/**
 * One child's completion of a task occurrence, as the parent's lists show "who did what": the
 * child's latest submission of it (pending, approved or rejected).
 */
export const TaskCompletionSchema = z.object({
  childId: RowIdSchema,
  childName: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  completedAt: TimestampSchema,
});
export type TaskCompletion = z.infer<typeof TaskCompletionSchema>;

/**
 * A task as the BFF returns it; `value` in centavos, `assignedChildren` empty = everyone.
 * `completed`: for a parent, the occurrence is closed (mode `first`: someone did it; mode
 * `each`: every child it is for did it, rejections excepted); in the child's own list, this
 * child did it (or, mode `first`, anyone did). `completions`: each child's latest submission.
 */
export const TaskSchema = z.object({
  id: RowIdSchema,
  familyId: RowIdSchema,
  title: z.string(),
  description: z.string().nullable(),
  value: CentavosSchema,
  category: z.string(),
  completed: z.boolean(),
  completedAt: TimestampSchema.nullable(),
  requiresPhoto: z.boolean(),
  requiresApproval: z.boolean(),
  dueDate: z.string().nullable(),
  timeLimit: z.string().nullable(),
  assignedChildren: z.array(RowIdSchema),
  priority: TaskPrioritySchema,
  assignmentMode: TaskAssignmentModeSchema,
  completions: z.array(TaskCompletionSchema),
  recurring: z.boolean(),
  recurringType: RecurrenceTypeSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Task = z.infer<typeof TaskSchema>;
