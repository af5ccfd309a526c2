import {
  MSG,
  PENDING_SUBMISSIONS_PAGE_SIZE,
  type BulkApproveSubmissionsResponse,
  type PendingSubmissionListQuery,
  type PendingSubmissionListResponse,
  type ReviewSubmissionResponse,
} from '@portal/contracts';
import { reviewDayChange, saoPauloToday, subtractXp, xpForReward } from '@portal/domain';
import { and, asc, eq, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, tasks, taskSubmissions, transactions } from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { decodeCursor, encodeCursor, rowsOf, type CursorKey } from '../../lib/keyset';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { setClause } from '../../db/sql-rows';
import { notifyEvents } from '../../lib/events/event-hub';
import { childNoticeInsert } from '../../lib/notifications/notify';
import { completedOn } from '../../lib/child-public';
import {
  lockChild,
  toChildProgress,
  writeMovement,
  type LedgerEntry,
} from '../../lib/ledger/ledger';
import type { ChildRow } from '../../lib/child-public';
import { refreshProgress } from '../../lib/progress/progress';
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

/** The ledger's descriptions of a review, followed by the submission's task title. */
const REVIEW_DESCRIPTIONS = {
  approved: 'Tarefa aprovada: ',
  rejected: 'Tarefa rejeitada: ',
} as const;

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
 * The task of submission `id`, locked (FOR NO KEY UPDATE), or null when it has none: a
 * rejection judges the occurrence again, which must see the task's submissions settled
 * (completions and reviews of an occurrence write its submissions under this lock).
 */
async function lockTaskOf(tx: Db, familyId: string, id: string): Promise<TaskRow | null> {
  const [row] = rowsOf<{ row: unknown }>(
    await tx.execute(
      sql`select to_jsonb(${tasks}) as row from ${tasks}
        where ${tasks.familyId} = ${familyId}
          and ${tasks.id} = (select s.task_id from ${taskSubmissions} s
            where s.id = ${id}::uuid and s.family_id = ${familyId})
        for no key update`,
    ),
  );
  return row ? rowFromJson(tasks, jsonValue(row.row)) : null;
}

/**
 * The submission `id`, locked, read in ONE statement with its child, its task as it is and what
 * the ledger credited for it at completion (0 when nothing). With `withChild` the child is
 * locked in that statement too (an approval writes nothing else before it); a rejection locks
 * it later with lockChild, so a hot child's row waits less. Every movement locks task →
 * submission → child; an approval takes no task lock (it changes no occurrence's state, and
 * its next occurrence is made once by the recurrence's unique key), so it never waits on a task
 * while holding a submission. After a wait the locked rows are read as they are now (READ
 * COMMITTED re-reads them); the review's write, a later statement, sees everything committed
 * before it.
 */
async function lockSubmission(tx: Db, familyId: string, id: string, withChild: boolean) {
  if (!isUuid(id)) throw notFound();
  const [row] = rowsOf<{ submission: unknown; child: unknown; task: unknown; credited: number }>(
    await tx.execute(
      // NO KEY UPDATE, as lockChild: reviews, completions and erasure queue on these rows; only
      // inserts that merely point at them (FOR KEY SHARE) pass.
      sql`select to_jsonb(${taskSubmissions}) as submission, to_jsonb(${children}) as child,
          to_jsonb(${tasks}) as task,
          coalesce((select l.amount_cents from ${transactions} l
            where l.task_submission_id = ${taskSubmissions.id} and l.type = 'task_reward'), 0)::int as credited
        from ${taskSubmissions}
        join ${children} on ${children.id} = ${taskSubmissions.childId} and ${children.familyId} = ${familyId}
        left join ${tasks} on ${tasks.id} = ${taskSubmissions.taskId} and ${tasks.familyId} = ${familyId}
        where ${taskSubmissions.id} = ${id}::uuid and ${taskSubmissions.familyId} = ${familyId}
        for no key update of ${withChild ? sql`${taskSubmissions}, ${children}` : sql`${taskSubmissions}`}`,
    ),
  );
  if (!row) throw notFound();
  const task = row.task ? jsonValue<unknown>(row.task) : null;
  return {
    submission: rowFromJson(taskSubmissions, jsonValue(row.submission)),
    child: rowFromJson(children, jsonValue(row.child)),
    task: task ? rowFromJson(tasks, task) : null,
    credited: Number(row.credited),
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
    // The child's message of the review (reviewNotice).
    { type: 'notifications.changed', familyId, childId },
  ]);
}

/**
 * How the child hears of its task's review (issue 41): the bell's message, which the child's
 * Home shows as a card until the child has seen it. Once per submission (its key); written in
 * the review's own statement.
 */
function reviewNotice(
  submission: SubmissionRow,
  review: { status: 'approved' } | { status: 'rejected'; reason: string },
  now: Date,
) {
  const base = {
    familyId: submission.familyId,
    audience: 'child',
    childId: submission.childId,
    key: `child:review:${submission.id}`,
  } as const;
  return childNoticeInsert(
    review.status === 'rejected'
      ? {
          ...base,
          kind: 'task_rejected',
          params: {
            taskTitle: submission.taskTitle,
            rejectedAt: now.toISOString(),
            reason: review.reason.trim() || null,
          },
        }
      : {
          ...base,
          kind: 'task_approved',
          params: { taskTitle: submission.taskTitle, amountCents: submission.valueCents },
        },
    now,
  );
}

/** The ledger line of a review that moves money, with what it records of the submission. */
function reviewEntry(
  type: 'task_reward' | 'task_reward_reversal',
  amountCents: number,
  submission: SubmissionRow,
  child: ChildRow,
  reviewer: Reviewer,
  now: Date,
  details: Record<string, unknown>,
): LedgerEntry {
  return {
    type,
    amountCents,
    description: `${REVIEW_DESCRIPTIONS[type === 'task_reward' ? 'approved' : 'rejected']}${submission.taskTitle}`,
    source: 'parent_app',
    createdBy: reviewer.userId,
    taskSubmissionId: submission.id,
    taskId: submission.taskId,
    createdAt: now,
    metadata: {
      type,
      task_submission_id: submission.id,
      task_title: submission.taskTitle,
      category: submission.category,
      child_id: child.id,
      child_name: child.name,
      ...details,
    },
  };
}

/** The review's update of the submission, returning it (a part of writeMovement's statement). */
function reviewUpdate(
  submission: SubmissionRow,
  set: Parameters<typeof setClause<typeof taskSubmissions>>[1],
) {
  return sql`update ${taskSubmissions} set ${setClause(taskSubmissions, set)}
    where ${taskSubmissions.id} = ${submission.id}::uuid returning *`;
}

/**
 * `POST /api/submissions/{id}/approve` (spec 001 §4 "Parent approves"), as ONE transaction:
 * the submission becomes approved; the child's pending count drops by 1 (never below 0); the
 * reward is credited through the ledger only if it was not credited at completion (the
 * ledger's unique (submission, type) key makes a second credit impossible); a recurring task
 * that requires approval gets its next occurrence; the submission's day counts it approved;
 * achievements are judged again.
 *
 * Approving an approved submission changes nothing and answers its current state (so a
 * retried or concurrent approval never pays twice); approving a rejected one is a 409.
 *
 * Statements: the lock of the submission and its child, the next occurrence when one is due,
 * every write in one statement (ledger.ts writeMovement), the COMMIT: the child's row is held
 * from the first.
 */
export async function approveSubmission(
  db: Db,
  reviewer: Reviewer,
  id: string,
  notes?: string,
  now: Date = new Date(),
): Promise<ReviewSubmissionResponse> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const { task, submission, child } = await lockSubmission(tx, reviewer.familyId, id, true);
    const status = statusOf(submission);
    if (status === 'approved') {
      return { submission: toSubmission(submission), child: toChildProgress(child, now) };
    }
    if (status === 'rejected') throw alreadyReviewed();
    // For a task of several children (ADR 024) the next occurrence starts at the FIRST
    // approval; later approvals find it made (unique recurrence parent) and add nothing.
    if (task?.requiresApproval && task.isRecurring) {
      await startNextOccurrence(tx, task, saoPauloToday(now));
    }
    const credit = !submission.rewardCreditedAtCompletion;
    const xpAwarded = xpForReward(submission.valueCents);
    const pendingTasks = Math.max(0, child.pendingTasks - 1);
    const notice = reviewNotice(submission, { status: 'approved' }, now);
    const moved = await writeMovement(tx, child, {
      at: now,
      days: [
        {
          day: saoPauloToday(submission.completedAt),
          change: reviewDayChange('pending', 'approved'),
        },
      ],
      also: {
        notice,
        submission: reviewUpdate(submission, {
          status: 'approved',
          approved: true,
          approvedAt: now,
          rejectedAt: null,
          rejectionReason: null,
          reviewedBy: reviewer.userId,
          metadata:
            sql`${taskSubmissions.metadata} || jsonb_build_object('reviewNotes', ${notes ?? null}::text)` as never,
        }),
      },
      // A legacy submission (not credited at completion): the reward moves now.
      ...(credit
        ? {
            entry: reviewEntry(
              'task_reward',
              submission.valueCents,
              submission,
              child,
              reviewer,
              now,
              {
                approved_at: now.toISOString(),
                rewardCreditedAtCompletion: false,
                approver_id: reviewer.userId,
                xp_awarded: xpAwarded,
                child_xp_before: child.xp,
                child_xp_after: child.xp + xpAwarded,
                notes: notes ?? null,
              },
            ),
            progress: {
              pendingTasks,
              totalEarnedCents: child.totalEarnedCents + submission.valueCents,
              xp: child.xp + xpAwarded,
            },
          }
        : { progress: { pendingTasks } }),
    });
    const approved = rowFromJson(taskSubmissions, moved.written.submission);
    await announce(tx, approved, task !== null);
    const progressed = await refreshProgress(tx, moved.child, now, moved);
    return { submission: toSubmission(approved), child: toChildProgress(progressed.child, now) };
  });
}

/**
 * `POST /api/submissions/{id}/reject` (spec 001 §4 "Parent rejects"), as ONE transaction:
 * pending count −1; a reward credited at completion is taken back by a `task_reward_reversal`
 * entry of exactly what can be taken (never more than the balance, so money the child already
 * saved or spent is not clawed into a negative balance) and the same amount leaves total
 * earned; tasks completed −1 when above 0, and completed today when the submission was one of
 * today's completions; XP minus the reward's XP
 * (never below 0); the occurrence is judged again; the submission becomes rejected with the
 * reason; its day no longer counts it (and may stop being active: the streak is counted
 * again).
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
  return db.transaction(async (tx) => {
    const task = await lockTaskOf(tx, reviewer.familyId, id);
    const found = await lockSubmission(tx, reviewer.familyId, id, false);
    const { submission, credited } = found;
    const status = statusOf(submission);
    if (status === 'rejected') {
      return { submission: toSubmission(submission), child: toChildProgress(found.child, now) };
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
    const notice = reviewNotice(submission, { status: 'rejected', reason }, now);
    await announce(tx, rejected!, task !== null);

    const child = await lockChild(tx, reviewer.familyId, submission.childId);
    if (!child) throw notFound();
    const today = saoPauloToday(now);
    // Completed today counts the portal's completions of today (the daily limit's figure):
    // only one of them leaves it.
    const countedToday =
      submission.rewardCreditedAtCompletion && saoPauloToday(submission.completedAt) === today;
    const progress = {
      pendingTasks: Math.max(0, child.pendingTasks - 1),
      completedToday: Math.max(0, completedOn(child, today) - (countedToday ? 1 : 0)),
      completedTodayDate: today,
      tasksCompleted: Math.max(0, child.tasksCompleted - 1),
      xp: subtractXp(child.xp, xpForReward(submission.valueCents)),
    };
    const takeBack = Math.min(
      submission.rewardCreditedAtCompletion ? credited : 0,
      child.balanceCents,
    );
    const moved = await writeMovement(tx, child, {
      at: now,
      days: [
        {
          day: saoPauloToday(submission.completedAt),
          change: reviewDayChange('pending', 'rejected'),
        },
      ],
      also: { notice },
      ...(takeBack > 0
        ? {
            entry: reviewEntry(
              'task_reward_reversal',
              -takeBack,
              submission,
              child,
              reviewer,
              now,
              {
                reason,
                credited: submission.rewardCreditedAtCompletion ? credited : 0,
                taken_back: takeBack,
              },
            ),
            progress: {
              ...progress,
              totalEarnedCents: Math.max(0, child.totalEarnedCents - takeBack),
            },
          }
        : { progress }),
    });
    const progressed = await refreshProgress(tx, moved.child, now, moved);
    return { submission: toSubmission(rejected!), child: toChildProgress(progressed.child, now) };
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
