import type {
  PendingSubmission,
  RejectedSubmission,
  Submission,
  SubmissionStatusValue,
} from '@portal/contracts';
import { deriveSubmissionStatus } from '@portal/domain';
import type { taskSubmissions } from '../db/schema';

/** A row of the `task_submissions` table. */
export type SubmissionRow = typeof taskSubmissions.$inferSelect;

/** Same-origin BFF path of a submission's proof photo (served only to its family). */
export function submissionPhotoUrl(row: Pick<SubmissionRow, 'id' | 'photoPath'>): string | null {
  return row.photoPath ? `/api/submissions/${row.id}/photo` : null;
}

/**
 * Review state of a row through the spec's derivation (status text, then the approved flag,
 * then the timestamps; spec 001 §4), so values written by older clients read the same way.
 */
export function statusOf(row: SubmissionRow): SubmissionStatusValue {
  return deriveSubmissionStatus({
    status: row.status,
    approved: row.approved,
    approved_at: row.approvedAt,
    rejected_at: row.rejectedAt,
  });
}

/** The one way a submission leaves the BFF. */
export function toSubmission(row: SubmissionRow): Submission {
  const status = statusOf(row);
  return {
    id: row.id,
    taskId: row.taskId,
    childId: row.childId,
    taskTitle: row.taskTitle,
    value: row.valueCents,
    category: row.category,
    status,
    approved: status === 'approved',
    completedAt: row.completedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    notes: row.notes,
    photoUrl: submissionPhotoUrl(row),
    requiresApproval: row.requiresApproval,
    rewardCreditedAtCompletion: row.rewardCreditedAtCompletion,
  };
}

/** A pending submission as the approval queue shows it (spec 001 §3 "Pending task"). */
export function toPendingSubmission(row: SubmissionRow): PendingSubmission {
  return {
    id: row.id,
    taskId: row.taskId,
    childId: row.childId,
    childName: row.childName,
    childAge: row.childAge,
    taskTitle: row.taskTitle,
    taskDescription: row.taskDescription,
    value: row.valueCents,
    category: row.category,
    notes: row.notes,
    photoUrl: submissionPhotoUrl(row),
    requiresPhoto: row.requiresPhoto,
    requiresApproval: row.requiresApproval,
    completedAt: row.completedAt.toISOString(),
  };
}

/** A rejection as the child's 'Tarefa rejeitada' alert shows it. */
export function toRejectedSubmission(row: SubmissionRow): RejectedSubmission {
  return {
    submissionId: row.id,
    taskId: row.taskId,
    childId: row.childId,
    taskTitle: row.taskTitle,
    value: row.valueCents,
    category: row.category,
    rejectedAt: (row.rejectedAt ?? row.createdAt).toISOString(),
    reason: row.rejectionReason,
  };
}
