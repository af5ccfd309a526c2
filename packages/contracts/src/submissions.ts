import { z } from 'zod';
import {
  CalendarDaySchema,
  idList,
  optionalText,
  pageCursorField,
  requiredText,
  RowIdSchema,
  TimestampSchema,
  type TextLimits,
} from './fields';
import { MSG } from './messages';
import { ChildProgressSchema } from './child-public';
import { CentavosSchema } from './money';
import { TaskSchema } from './task-view';

export { ChildProgressSchema, type ChildProgress } from './child-public';

const T = MSG.task;

export { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from './photo-limits';

/** Longest child note, approval note or rejection reason. */
export const NOTES_MAX = 500;

/** Limits of the multi-line notes and of a rejection reason. */
const NOTES_LIMITS: TextLimits = { max: NOTES_MAX, tooLong: T.notesTooLong, multiline: true };
const REASON_LIMITS: TextLimits = { max: NOTES_MAX, tooLong: T.reasonTooLong, multiline: true };

/** How many recent rejections a child sees (spec 001 §9 "Rejected history"). */
export const REJECTED_HISTORY_LIMIT = 10;

/** Review state of a submission. */
export const SubmissionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type SubmissionStatusValue = z.infer<typeof SubmissionStatusSchema>;

/**
 * A submission as the BFF returns it. `photoUrl` is a same-origin BFF path, served only to
 * the family; `rewardCreditedAtCompletion` tells whether approval still has money to move.
 */
export const SubmissionSchema = z.object({
  id: RowIdSchema,
  taskId: RowIdSchema.nullable(),
  childId: RowIdSchema,
  taskTitle: z.string(),
  value: CentavosSchema,
  category: z.string(),
  status: SubmissionStatusSchema,
  approved: z.boolean(),
  completedAt: TimestampSchema,
  approvedAt: TimestampSchema.nullable(),
  rejectedAt: TimestampSchema.nullable(),
  rejectionReason: z.string().nullable(),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
  requiresApproval: z.boolean(),
  rewardCreditedAtCompletion: z.boolean(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** A pending submission as the approval queue shows it (spec 001 §3 "Pending task"). */
export const PendingSubmissionSchema = z.object({
  id: RowIdSchema,
  taskId: RowIdSchema.nullable(),
  childId: RowIdSchema,
  childName: z.string(),
  childAge: z.number().int(),
  taskTitle: z.string(),
  taskDescription: z.string().nullable(),
  value: CentavosSchema,
  category: z.string(),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
  requiresPhoto: z.boolean(),
  requiresApproval: z.boolean(),
  completedAt: TimestampSchema,
});
export type PendingSubmission = z.infer<typeof PendingSubmissionSchema>;

/** Pending submissions per page of the approval queue (spec 001: lists load 20 at a time). */
export const PENDING_SUBMISSIONS_PAGE_SIZE = 20;

/** `GET /api/submissions/pending` query: the opaque cursor of the page after the last one read. */
export const PendingSubmissionListQuerySchema = z.object({
  cursor: pageCursorField(),
});
export type PendingSubmissionListQuery = z.infer<typeof PendingSubmissionListQuerySchema>;

/**
 * `GET /api/submissions/pending` ('Fila de Aprovação'), oldest first by (completedAt, id), 20
 * per page; `nextCursor` null on the last page (a caller that ignores it reads the first page).
 * `total` and `totalValue` are over the whole queue, not the page. All three came with issue
 * 14: read from a BFF without them, all three are absent (no next page; the client
 * then counts what it has).
 */
export const PendingSubmissionListResponseSchema = z.object({
  submissions: z.array(PendingSubmissionSchema),
  nextCursor: z.string().nullable().optional(),
  total: z.number().int().nonnegative().optional(),
  totalValue: CentavosSchema.optional(),
});
export type PendingSubmissionListResponse = z.infer<typeof PendingSubmissionListResponseSchema>;

/** `POST /api/submissions/{id}/approve`: optional note, trimmed (blank = none). */
export const ApproveSubmissionInputSchema = z.object({
  notes: optionalText(NOTES_LIMITS),
});
export type ApproveSubmissionInput = z.infer<typeof ApproveSubmissionInputSchema>;

/** `POST /api/submissions/{id}/reject`: a non-blank reason, trimmed (spec 001 §5 "Reject"). */
export const RejectSubmissionInputSchema = z.object({
  reason: requiredText(T.rejectReasonRequired, REASON_LIMITS),
});
export type RejectSubmissionInput = z.infer<typeof RejectSubmissionInputSchema>;

/** `POST /api/submissions/bulk-approve`: approve in order, stopping at the first failure. */
export const BulkApproveSubmissionsInputSchema = z.object({
  ids: idList({ empty: MSG.text.noIds }),
});
export type BulkApproveSubmissionsInput = z.infer<typeof BulkApproveSubmissionsInputSchema>;

/** Answer of a bulk approval: what was approved, and the failure that stopped it (if any). */
export const BulkApproveSubmissionsResponseSchema = z.object({
  approved: z.array(RowIdSchema),
  failed: z.object({ id: RowIdSchema, code: z.string(), message: z.string() }).nullable(),
});
export type BulkApproveSubmissionsResponse = z.infer<typeof BulkApproveSubmissionsResponseSchema>;

/** Answer of approve / reject: the submission and the child's figures after it. */
export const ReviewSubmissionResponseSchema = z.object({
  submission: SubmissionSchema,
  child: ChildProgressSchema,
});
export type ReviewSubmissionResponse = z.infer<typeof ReviewSubmissionResponseSchema>;

/**
 * `POST /api/tasks/{id}/complete` (child). JSON, or multipart/form-data with the same fields
 * plus a `photo` file (≤ 5 MB, JPEG/PNG/WebP by content). Send an `Idempotency-Key` header:
 * a retry with the same key answers the first result and never pays twice.
 */
export const CompleteTaskInputSchema = z.object({
  notes: optionalText(NOTES_LIMITS),
});
export type CompleteTaskInput = z.infer<typeof CompleteTaskInputSchema>;

/** Answer of a completion: the submission (pending or approved), the task and the child. */
export const CompleteTaskResponseSchema = z.object({
  submission: SubmissionSchema,
  task: TaskSchema,
  child: ChildProgressSchema,
});
export type CompleteTaskResponse = z.infer<typeof CompleteTaskResponseSchema>;

/** A rejection shown as 'Tarefa rejeitada' on the child's tasks screen (spec 001 §3). */
export const RejectedSubmissionSchema = z.object({
  submissionId: RowIdSchema,
  taskId: RowIdSchema.nullable(),
  childId: RowIdSchema,
  taskTitle: z.string(),
  value: CentavosSchema,
  category: z.string(),
  rejectedAt: TimestampSchema,
  reason: z.string().nullable(),
});
export type RejectedSubmission = z.infer<typeof RejectedSubmissionSchema>;

/**
 * A task as the child sees it. `availableFrom` is the instant (due date at the time limit or
 * midnight, São Paulo) before which it cannot be marked done; null = available now.
 * `submission` is this child's latest submission of this occurrence, if any.
 */
export const ChildTaskSchema = TaskSchema.extend({
  availableFrom: TimestampSchema.nullable(),
  submission: z
    .object({ id: RowIdSchema, status: SubmissionStatusSchema, photoUrl: z.string().nullable() })
    .nullable(),
});
export type ChildTask = z.infer<typeof ChildTaskSchema>;

/**
 * `GET /api/child/tasks` (child): the tasks assigned to the child or to nobody, sorted
 * incomplete first then by due date (no date last); the last 10 rejections (one per task);
 * and what the child earned from tasks this month (São Paulo calendar).
 */
export const ChildTasksResponseSchema = z.object({
  today: CalendarDaySchema,
  tasks: z.array(ChildTaskSchema),
  rejected: z.array(RejectedSubmissionSchema),
  monthlyEarnings: z.number().int(),
});
export type ChildTasksResponse = z.infer<typeof ChildTasksResponseSchema>;

// Former names, kept until parent-app is renamed (ADR 022: names say which resource they are
// about). Same schema, old name.
