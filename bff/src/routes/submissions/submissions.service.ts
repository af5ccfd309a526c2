import {
  MSG,
  PENDING_SUBMISSIONS_PAGE_SIZE,
  type BulkApproveSubmissionsResponse,
  type PendingSubmissionListQuery,
  type PendingSubmissionListResponse,
  type ReviewSubmissionResponse,
} from '@portal/contracts';
import { saoPauloToday, subtractXp, xpForReward } from '@portal/domain';
import { and, asc, eq, inArray, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { needsTransaction } from '../../db/retry';
import { children, tasks, taskSubmissions, transactions } from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { decodeCursor, encodeCursor, rowsOf, type CursorKey } from '../../lib/keyset';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { notifyEvents } from '../../lib/events/event-hub';
import { completedOn } from '../../lib/child-public';
import { lockChild, moveMoney, toChildProgress, updateProgress } from '../../lib/ledger/ledger';
import type { ChildRow } from '../../lib/child-public';
import { progressFactsOf, type ProgressFacts } from '../../lib/progress/activity-days';
import { refreshProgress } from '../../lib/progress/progress';
import { REVIEW_DESCRIPTIONS, REVIEW_RULES } from '../../lib/progress/sql-rules';
import {
  statusOf,
  toPendingSubmission,
  toSubmission,
  type SubmissionRow,
} from '../../lib/submission-public';
import {
  isUuid,
  startNextOccurrence,
  syncOccurrenceClosed,
  type TaskRow,
} from '../tasks/tasks.service';

/** Who reviews: a parent of the family. */
export interface Reviewer {
  familyId: string;
  userId: string;
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

function alreadyReviewed(): ApiError {
  return new ApiError(409, 'SUBMISSION_ALREADY_REVIEWED', MSG.task.alreadyReviewed);
}

/**
 * `GET /api/submissions/pending` ('Fila de Aprovação'): one page of the family's pending
 * submissions whose task (when it still exists) requires approval (spec 001 §4), oldest first
 * by (completed_at, id) with a keyset cursor (ADR 038): a submission arriving meanwhile is
 * newer than every one read, so it comes on a later page, and one reviewed meanwhile shifts
 * nothing. The page reads `task_submissions_family_status_idx` in order and stops after it.
 */
export async function listPendingSubmissions(
  db: Db,
  familyId: string,
  query: PendingSubmissionListQuery,
): Promise<PendingSubmissionListResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  // The page and the totals in one snapshot, so the badge never disagrees with the list.
  return db.transaction((tx) => readPendingPage(tx, familyId, after), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** {@link listPendingSubmissions}'s two reads: the page after `after`, then the totals. */
async function readPendingPage(
  db: Db,
  familyId: string,
  after: CursorKey | null,
): Promise<PendingSubmissionListResponse> {
  const rows = await db
    .select({
      submission: taskSubmissions,
      micros: sql<string>`(extract(epoch from ${taskSubmissions.completedAt}) * 1000000)::bigint::text`,
    })
    .from(taskSubmissions)
    .leftJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(
      and(
        eq(taskSubmissions.familyId, familyId),
        eq(taskSubmissions.status, 'pending'),
        or(isNull(tasks.id), eq(tasks.requiresApproval, true)),
        after
          ? sql`(${taskSubmissions.completedAt}, ${taskSubmissions.id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(taskSubmissions.completedAt), asc(taskSubmissions.id))
    .limit(PENDING_SUBMISSIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, PENDING_SUBMISSIONS_PAGE_SIZE);
  const last = page.at(-1);
  // The queue's size and value for the badge and the summary: one aggregate, no row leaves the
  // database. The task rule as an anti-join probes each pending row's task by its key, where
  // the page's join would hash every task of the family.
  const [totals] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      totalValue: sql<number>`coalesce(sum(${taskSubmissions.valueCents}), 0)`.mapWith(Number),
    })
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.familyId, familyId),
        eq(taskSubmissions.status, 'pending'),
        sql`not exists (select 1 from ${tasks} where ${tasks.id} = ${taskSubmissions.taskId} and not ${tasks.requiresApproval})`,
      ),
    );
  return {
    total: totals?.total ?? 0,
    totalValue: totals?.totalValue ?? 0,
    submissions: page.map((row) => toPendingSubmission(row.submission)),
    nextCursor:
      rows.length > PENDING_SUBMISSIONS_PAGE_SIZE && last
        ? encodeCursor({ micros: last.micros, id: last.submission.id })
        : null,
  };
}

/** A submission of `familyId` by id, or null (another family's is the same as unknown). */
export async function findSubmission(
  db: Db,
  familyId: string,
  id: string,
): Promise<SubmissionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.familyId, familyId)));
  return row ?? null;
}

/**
 * Locks, in the order every money movement uses (task → submission → child), the rows a
 * rejection changes up to the child, in TWO statements (ADR 037): the submission's task, found
 * and locked by one statement; then the submission, locked, read with its child (not locked:
 * the caller locks it LAST with lockChild) and what the ledger credited for it at completion
 * (0 when nothing). An approval locks the same way inside `mesadinha_approve_submission`
 * (migration 0009).
 */
async function lockForReview(tx: Db, familyId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [task = null] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.familyId, familyId),
        inArray(
          tasks.id,
          tx
            .select({ id: taskSubmissions.taskId })
            .from(taskSubmissions)
            .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.familyId, familyId))),
        ),
      ),
    )
    .for('no key update');
  const [locked] = await tx
    .select({
      submission: taskSubmissions,
      child: children,
      credited:
        sql<number>`coalesce((select ${transactions.amountCents} from ${transactions} where ${transactions.taskSubmissionId} = ${taskSubmissions.id} and ${transactions.type} = 'task_reward'), 0)`.mapWith(
          Number,
        ),
    })
    .from(taskSubmissions)
    .innerJoin(
      children,
      and(eq(children.id, taskSubmissions.childId), eq(children.familyId, familyId)),
    )
    .where(and(eq(taskSubmissions.id, id), eq(taskSubmissions.familyId, familyId)))
    // NO KEY UPDATE: reviews, completions and erasure still queue on it; only inserts that
    // merely point at it (FOR KEY SHARE) pass, as with lockChild.
    .for('no key update', { of: [taskSubmissions] });
  if (!locked) throw notFound();
  return {
    task: task as TaskRow | null,
    submission: locked.submission,
    child: locked.child,
    credited: locked.credited,
  };
}

async function announce(tx: Db, submission: SubmissionRow, taskChanged: boolean) {
  const { familyId, childId, id } = submission;
  // Published in this order once the review has committed (ADR 052).
  await notifyEvents(tx, [
    { type: 'submissions.changed', familyId, childId, submissionId: id },
    { type: 'balance.changed', familyId, childId },
    ...(taskChanged && submission.taskId
      ? [{ type: 'tasks.changed' as const, familyId, taskId: submission.taskId }]
      : []),
  ]);
}

/** What `mesadinha_approve_submission` and `mesadinha_reject_submission` (migration 0011) answer. */
interface ReviewResult {
  outcome: 'approved' | 'rejected' | 'credit' | 'unchanged' | 'already_reviewed' | 'not_found';
  submission?: unknown;
  child?: unknown;
  task?: unknown;
  facts?: unknown;
}

/**
 * Calls `mesadinha_approve_submission` (migration 0011). With `aloneToday` (the São Paulo day)
 * the function must finish the approval in this one statement or raise MS001.
 */
async function callApprove(
  db: Db,
  reviewer: Reviewer,
  id: string,
  notes: string | undefined,
  now: Date,
  aloneToday: string | null,
): Promise<ReviewResult> {
  const [row] = rowsOf<{ result: unknown }>(
    await db.execute(
      sql`select mesadinha_approve_submission(${reviewer.familyId}, ${id}::uuid, ${reviewer.userId}, ${notes ?? null}::text, ${now.toISOString()}::timestamptz, ${aloneToday}::date, ${REVIEW_RULES}::jsonb) as result`,
    ),
  );
  return jsonValue<ReviewResult>(row?.result);
}

/**
 * Calls `mesadinha_reject_submission` (migration 0011): the whole rejection in this one
 * statement, its own transaction, or MS001 with nothing written.
 */
async function callReject(
  db: Db,
  reviewer: Reviewer,
  id: string,
  reason: string,
  now: Date,
): Promise<ReviewResult> {
  const [row] = rowsOf<{ result: unknown }>(
    await db.execute(
      sql`select mesadinha_reject_submission(${reviewer.familyId}, ${id}::uuid, ${reviewer.userId}, ${reason}::text, ${now.toISOString()}::timestamptz, ${saoPauloToday(now)}::date, ${REVIEW_RULES}::jsonb) as result`,
    ),
  );
  return jsonValue<ReviewResult>(row?.result);
}

/** The answer of an outcome that ends the review with nothing more to do, else null. */
function answerOf(result: ReviewResult, now: Date): ReviewSubmissionResponse | null {
  if (result.outcome === 'not_found') throw notFound();
  if (result.outcome === 'already_reviewed') throw alreadyReviewed();
  return result.outcome === 'unchanged' ? responseOf(result, now) : null;
}

/** The response of the submission and child the function answered, as they are. */
function responseOf(
  result: ReviewResult,
  now: Date,
  submission: SubmissionRow = rowFromJson(taskSubmissions, result.submission),
): ReviewSubmissionResponse {
  return {
    submission: toSubmission(submission),
    child: toChildProgress(rowFromJson(children, result.child), now),
  };
}

/**
 * The response of a review the function finished alone (its own transaction, committed when
 * it answers), its events published (ADR 052): the function leaves them to the BFF.
 */
async function announced(db: Db, result: ReviewResult, now: Date) {
  const submission = rowFromJson(taskSubmissions, result.submission);
  // The task still exists when the submission points at one (deleting it sets task_id null).
  await announce(db, submission, submission.taskId !== null);
  return responseOf(result, now, submission);
}

/**
 * `POST /api/submissions/{id}/approve` (spec 001 §4 "Parent approves"), as ONE transaction:
 * the child's pending count drops by 1 (never below 0); the reward is credited through the
 * ledger only if it was not credited at completion (the ledger's unique (submission, type)
 * key makes a second credit impossible); the submission becomes approved; a recurring task
 * that requires approval gets its next occurrence.
 *
 * Approving an approved submission changes nothing and answers its current state (so a
 * retried or concurrent approval never pays twice); approving a rejected one is a 409.
 *
 * In ONE round trip (ADR 037, "Approvals in one round trip"): the SQL function
 * `mesadinha_approve_submission` locks task → submission, writes the submission and the
 * events, then drops the child's pending count (the child's lock, last). The normal case (a
 * credited submission, no next occurrence, the streak already counted today) is that one
 * statement alone, its own transaction. Otherwise the function refuses it unwritten (MS001)
 * and the approval runs in a transaction: the same call, which also reads the progress facts
 * under the child's lock, then what needs the domain package — the legacy credit through the
 * ledger, the next occurrence, streak and achievements (written only when they change).
 */
export async function approveSubmission(
  db: Db,
  reviewer: Reviewer,
  id: string,
  notes?: string,
  now: Date = new Date(),
): Promise<ReviewSubmissionResponse> {
  if (!isUuid(id)) throw notFound();
  // The normal case alone, in one statement that is its own transaction; the function refuses
  // (MS001, nothing written) what needs the rules below, which then run in a transaction.
  try {
    const result = await callApprove(db, reviewer, id, notes, now, saoPauloToday(now));
    return answerOf(result, now) ?? (await announced(db, result, now));
  } catch (error) {
    if (!needsTransaction(error)) throw error;
  }
  return db.transaction(async (tx) => {
    const result = await callApprove(tx, reviewer, id, notes, now, null);
    const answer = answerOf(result, now);
    if (answer) return answer;
    const approved = rowFromJson(taskSubmissions, result.submission);
    const child = rowFromJson(children, result.child);
    const task = result.task ? rowFromJson(tasks, result.task) : null;
    await announce(tx, approved, task !== null);
    // For a task of several children (ADR 024) the next occurrence starts at the FIRST
    // approval; later approvals find it made (unique recurrence parent) and add nothing.
    if (task?.requiresApproval && task.isRecurring) {
      await startNextOccurrence(tx, task, saoPauloToday(now));
    }
    let updatedChild: ChildRow = child;
    let facts: ProgressFacts | undefined;
    if (result.outcome === 'approved') {
      facts = progressFactsOf(result.facts);
    } else {
      // A legacy submission: the reward moves now, through the ledger, the child locked last.
      const locked = await lockChild(tx, reviewer.familyId, approved.childId);
      if (!locked) throw notFound();
      const xpAwarded = xpForReward(approved.valueCents);
      updatedChild = await moveMoney(
        tx,
        locked,
        {
          type: 'task_reward',
          amountCents: approved.valueCents,
          description: `${REVIEW_DESCRIPTIONS.approved}${approved.taskTitle}`,
          source: 'parent_app',
          createdBy: reviewer.userId,
          taskSubmissionId: approved.id,
          taskId: approved.taskId,
          metadata: {
            type: 'task_reward',
            task_submission_id: approved.id,
            task_title: approved.taskTitle,
            category: approved.category,
            child_id: locked.id,
            child_name: locked.name,
            approved_at: now.toISOString(),
            rewardCreditedAtCompletion: false,
            approver_id: reviewer.userId,
            xp_awarded: xpAwarded,
            child_xp_before: locked.xp,
            child_xp_after: locked.xp + xpAwarded,
            notes: notes ?? null,
          },
        },
        {
          pendingTasks: Math.max(0, locked.pendingTasks - 1),
          totalEarnedCents: locked.totalEarnedCents + approved.valueCents,
          xp: locked.xp + xpAwarded,
        },
      );
    }
    updatedChild = (await refreshProgress(tx, updatedChild, now, facts)).child;
    return { submission: toSubmission(approved), child: toChildProgress(updatedChild, now) };
  });
}

/**
 * `POST /api/submissions/{id}/reject` (spec 001 §4 "Parent rejects"), as ONE transaction:
 * pending count −1; a reward credited at completion is taken back by a `task_reward_reversal`
 * entry of exactly what can be taken (never more than the balance, so money the child already
 * saved or spent is not clawed into a negative balance) and the same amount leaves total
 * earned; completed today and tasks completed −1 when above 0; XP minus the reward's XP
 * (never below 0); the task reopens; the submission becomes rejected with the reason.
 *
 * Rejecting a rejected submission changes nothing; rejecting an approved one is a 409.
 */
export async function rejectSubmission(
  db: Db,
  reviewer: Reviewer,
  id: string,
  reason: string,
  now: Date = new Date(),
): Promise<ReviewSubmissionResponse> {
  if (!isUuid(id)) throw notFound();
  // The normal case alone, in one statement that is its own transaction (ADR 051); the function
  // refuses (MS001, nothing written) what needs refreshProgress's writes, which then run below.
  try {
    const result = await callReject(db, reviewer, id, reason, now);
    return answerOf(result, now) ?? (await announced(db, result, now));
  } catch (error) {
    if (!needsTransaction(error)) throw error;
  }
  return db.transaction(async (tx) => {
    // The child is locked LAST and as late as possible, as for an approval (ADR 037):
    // rejections of one child queue on its row, so the submission, the occurrence and the
    // events (published after the commit anyway) come first; then the child, its money and progress.
    const { task, submission, child, credited } = await lockForReview(tx, reviewer.familyId, id);
    const status = statusOf(submission);
    if (status === 'rejected') {
      return { submission: toSubmission(submission), child: toChildProgress(child, now) };
    }
    if (status === 'approved') throw alreadyReviewed();

    const [rejected] = await tx
      .update(taskSubmissions)
      .set({
        status: 'rejected',
        approved: false,
        approvedAt: null,
        rejectedAt: now,
        rejectionReason: reason,
        reviewedBy: reviewer.userId,
      })
      .where(eq(taskSubmissions.id, submission.id))
      .returning();
    // The occurrence is judged again now that this submission no longer counts: mode 'first'
    // reopens unless another child's submission still holds it, mode 'each' reopens for this
    // child only (ADR 024). Judging, not blindly reopening, keeps a task from staying open
    // when nobody left may do it, and a 'first' task from being paid twice.
    if (task) await syncOccurrenceClosed(tx, task, now);
    await announce(tx, rejected!, task !== null);

    const locked = await lockChild(tx, reviewer.familyId, submission.childId);
    if (!locked) throw notFound();
    const today = saoPauloToday(now);
    const doneToday = completedOn(locked, today);
    const progress = {
      pendingTasks: Math.max(0, locked.pendingTasks - 1),
      completedToday: Math.max(0, doneToday - 1),
      completedTodayDate: today,
      tasksCompleted: Math.max(0, locked.tasksCompleted - 1),
      xp: subtractXp(locked.xp, xpForReward(submission.valueCents)),
    };
    let updatedChild;
    const takeBack = Math.min(
      submission.rewardCreditedAtCompletion ? credited : 0,
      locked.balanceCents,
    );
    if (takeBack > 0) {
      updatedChild = await moveMoney(
        tx,
        locked,
        {
          type: 'task_reward_reversal',
          amountCents: -takeBack,
          description: `${REVIEW_DESCRIPTIONS.rejected}${submission.taskTitle}`,
          source: 'parent_app',
          createdBy: reviewer.userId,
          taskSubmissionId: submission.id,
          taskId: submission.taskId,
          metadata: {
            type: 'task_reward_reversal',
            task_submission_id: submission.id,
            task_title: submission.taskTitle,
            category: submission.category,
            child_id: locked.id,
            child_name: locked.name,
            reason,
            credited: submission.rewardCreditedAtCompletion ? credited : 0,
            taken_back: takeBack,
          },
        },
        { ...progress, totalEarnedCents: Math.max(0, locked.totalEarnedCents - takeBack) },
      );
    } else {
      updatedChild = await updateProgress(tx, locked, progress);
    }
    updatedChild = (await refreshProgress(tx, updatedChild, now)).child;
    return { submission: toSubmission(rejected!), child: toChildProgress(updatedChild, now) };
  });
}

/**
 * `POST /api/submissions/bulk-approve` (spec 001 §4 "Bulk approve"): approves one by one, each
 * in its own transaction, in the order given, and stops at the first failure. What was
 * approved before the failure stays approved.
 */
export async function bulkApproveSubmissions(
  db: Db,
  reviewer: Reviewer,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<BulkApproveSubmissionsResponse> {
  const approved: string[] = [];
  for (const id of ids) {
    try {
      await approveSubmission(db, reviewer, id, undefined, now);
      approved.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { approved, failed: { id, code: error.code, message: error.message } };
    }
  }
  return { approved, failed: null };
}
