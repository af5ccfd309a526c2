import {
  dailyTaskLimitReached,
  MSG,
  REJECTED_HISTORY_LIMIT,
  type ChildTask,
  type ChildTasksResponse,
  type CompleteTaskResponse,
} from '@portal/contracts';
import {
  compareTasksForChild,
  isTaskAvailableAt,
  isTaskForChild,
  saoPauloStartOfDay,
  saoPauloToday,
  taskAvailableFrom,
  xpForReward,
} from '@portal/domain';
import { and, count, desc, eq, gt, gte, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { taskAssignments, tasks, taskSubmissions, transactions } from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { notifyEvents } from '../../lib/events/event-hub';
import { completedOn } from '../../lib/child-public';
import { lockChild, moveMoney, toChildProgress } from '../../lib/ledger/ledger';
import { refreshProgress } from '../../lib/progress/progress';
import {
  statusOf,
  submissionPhotoUrl,
  toRejectedSubmission,
  toSubmission,
  type SubmissionRow,
} from '../../lib/submission-public';
import {
  assignmentsOf,
  completionsOf,
  findRow,
  isUuid,
  startNextOccurrence,
  syncOccurrenceClosed,
  TASK_SERVICE_MESSAGES,
  toTask,
} from '../tasks/tasks.service';
import { readFamilyLimits } from '../family/family.service';

/** Who is completing: the signed-in child. */
export interface ChildCaller {
  familyId: string;
  childId: string;
  userId: string;
}

/** How long a completed task stays in the child's 'Concluídas' tab. */
const COMPLETED_VISIBLE_DAYS = 30;
/** Most tasks the child's list returns (incomplete first). */
const CHILD_TASKS_LIMIT = 200;

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/**
 * `GET /api/child/tasks`: the tasks assigned to the child or to nobody (incomplete ones, and
 * those completed in the last 30 days), sorted incomplete first then by due date with no date
 * last; each with its availability instant and the child's latest submission of it. Also the
 * child's 10 most recent rejections (one per task) and this month's task earnings.
 */
export async function listChildTasks(
  db: Db,
  caller: ChildCaller,
  now: Date = new Date(),
): Promise<ChildTasksResponse> {
  const today = saoPauloToday(now);
  const completedSince = new Date(now.getTime() - COMPLETED_VISIBLE_DAYS * 86_400_000);
  const since = sql`${completedSince.toISOString()}::timestamptz`;
  const forChild = sql`(exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id} and ${taskAssignments.childId} = ${caller.childId}::uuid) or not exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id}))`;
  // When this child did the occurrence (its latest pending or approved submission), if it did.
  const mineAt = sql`(select max(${taskSubmissions.completedAt}) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id} and ${taskSubmissions.childId} = ${caller.childId}::uuid and ${taskSubmissions.status} <> 'rejected')`;
  // Done for this child (ADR 024): the occurrence is closed, or — mode 'each' — it did its own.
  const done = sql<boolean>`(${tasks.completed} or (${tasks.assignmentMode} = 'each' and ${mineAt} is not null))`;
  const doneAt = sql<Date | null>`(case when ${tasks.completed} then coalesce(${mineAt}, ${tasks.completedAt}) when ${tasks.assignmentMode} = 'each' then ${mineAt} end)`;
  const rows = await db
    .select({ task: tasks, done, doneAt: sql<Date | null>`${doneAt}`.mapWith(tasks.completedAt) })
    .from(tasks)
    .where(
      and(
        eq(tasks.familyId, caller.familyId),
        // What the two partial indexes of migration 0008 find (ADR 038): open occurrences, and
        // those closed in the window. A closed one closed at or after every submission of it
        // (a closed occurrence takes none), so its `doneAt` is in the window only if its
        // `completed_at` is (or is unknown, in rows older than that rule).
        sql`(not ${tasks.completed} or (${tasks.completed} and (${tasks.completedAt} >= ${since} or ${tasks.completedAt} is null)))`,
        forChild,
        sql`(not ${done} or ${doneAt} >= ${since})`,
      ),
    )
    .orderBy(done, sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt))
    .limit(CHILD_TASKS_LIMIT);
  const ids = rows.map((row) => row.task.id);
  const assigned = await assignmentsOf(db, ids);
  const completions = await completionsOf(db, ids, { onlyOwnRejectionsOf: caller.childId });
  const latest = new Map<string, SubmissionRow>();
  if (ids.length > 0) {
    const submissions = await db
      .select()
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.childId, caller.childId), inArray(taskSubmissions.taskId, ids)))
      .orderBy(desc(taskSubmissions.createdAt));
    for (const row of submissions) {
      if (row.taskId && !latest.has(row.taskId)) latest.set(row.taskId, row);
    }
  }
  const list: ChildTask[] = rows.map(({ task: row, done: completed, doneAt: completedAt }) => {
    const submission = latest.get(row.id);
    return {
      ...toTask(row, assigned.get(row.id) ?? [], completions.get(row.id) ?? []),
      completed,
      completedAt: completed && completedAt ? completedAt.toISOString() : null,
      availableFrom: taskAvailableFrom(row.dueDate, row.timeLimit)?.toISOString() ?? null,
      submission: submission
        ? {
            id: submission.id,
            status: statusOf(submission),
            photoUrl: submissionPhotoUrl(submission),
          }
        : null,
    };
  });
  list.sort(compareTasksForChild);

  return {
    today,
    tasks: list,
    rejected: await recentRejections(db, caller.childId),
    monthlyEarnings: await monthlyTaskEarnings(db, caller.childId, today),
  };
}

/**
 * The child's most recent rejections, one per task, at most 10 (spec 001 §3, §9), of tasks
 * that still exist and that the child has not completed again since: the 'Tarefa rejeitada'
 * alert goes away once the task is done again or deleted (a deleted task leaves its
 * submissions with no task).
 */
async function recentRejections(db: Db, childId: string) {
  const later = alias(taskSubmissions, 'later');
  const rows = await db
    .select()
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.childId, childId),
        eq(taskSubmissions.status, 'rejected'),
        isNotNull(taskSubmissions.taskId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.taskId, taskSubmissions.taskId),
                eq(later.childId, taskSubmissions.childId),
                ne(later.status, 'rejected'),
                gt(later.createdAt, taskSubmissions.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(taskSubmissions.rejectedAt), desc(taskSubmissions.createdAt))
    .limit(REJECTED_HISTORY_LIMIT * 10);
  const seen = new Set<string>();
  const recent: SubmissionRow[] = [];
  for (const row of rows) {
    const key = row.taskId ?? row.id;
    if (seen.has(key)) continue;
    seen.add(key);
    recent.push(row);
    if (recent.length === REJECTED_HISTORY_LIMIT) break;
  }
  return recent.map(toRejectedSubmission);
}

/** Net task earnings (rewards minus reversals) since the 1st of this São Paulo month. */
async function monthlyTaskEarnings(db: Db, childId: string, today: string): Promise<number> {
  const monthStart = saoPauloStartOfDay(`${today.slice(0, 8)}01`);
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${transactions.amountCents}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.childId, childId),
        inArray(transactions.type, ['task_reward', 'task_reward_reversal']),
        gte(transactions.createdAt, monthStart),
      ),
    );
  return row?.sum ?? 0;
}

/**
 * The family's `maxDailyTasks` (0 = no limit) against the child's completions of its São
 * Paulo day: every submission completed since the day's start counts except rejected ones (a
 * rejection reopens the task and takes the reward back, so that task was not done). Runs
 * under the child's row lock, so concurrent completions of one child see each other:
 * 409 `DAILY_TASK_LIMIT` once the limit is reached (issue 12).
 */
async function checkDailyLimit(tx: Db, caller: ChildCaller, today: string): Promise<void> {
  const { maxDailyTasks } = await readFamilyLimits(tx, caller.familyId);
  if (maxDailyTasks <= 0) return;
  const [done] = await tx
    .select({ n: count() })
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.childId, caller.childId),
        ne(taskSubmissions.status, 'rejected'),
        gte(taskSubmissions.completedAt, saoPauloStartOfDay(today)),
      ),
    );
  if ((done?.n ?? 0) >= maxDailyTasks) {
    throw new ApiError(409, 'DAILY_TASK_LIMIT', dailyTaskLimitReached(maxDailyTasks));
  }
}

/** What a completion needs besides the task id. */
export interface CompletionInput {
  notes?: string | undefined;
  /** Path of the already re-encoded proof photo, if one was sent. */
  photoPath?: string | null;
  idempotencyKey?: string | null;
}

/** A completion's answer, and whether it replays an earlier one (nothing moved this time). */
export interface CompletionResult {
  response: CompleteTaskResponse;
  replayed: boolean;
}

/**
 * `POST /api/tasks/{id}/complete` (spec 001 §4 "Child completes a task"), as ONE transaction:
 *
 * 1. lock the task row, so completions of one occurrence run one after the other, then the
 *    child row, so completions by one child run one after the other;
 * 2. a request whose `Idempotency-Key` this child already used answers the first result;
 * 3. refuse a task not for this child (404), already completed (409), not yet available
 *    (409) or missing its required photo (400);
 * 4. create the submission (pending when the task needs approval, else
 *    approved), credit the reward through the ledger (`task_reward`, source child_app) with
 *    XP, level and counters, mark the task completed and, without approval, start the
 *    recurrence; announce it all on commit.
 *
 * The reward is credited at completion in both cases, as the spec says; approval then moves
 * no money and rejection takes it back.
 */
export async function completeTask(
  db: Db,
  caller: ChildCaller,
  taskId: string,
  input: CompletionInput,
  now: Date = new Date(),
): Promise<CompletionResult> {
  if (!isUuid(taskId)) throw notFound();
  return db.transaction(async (tx) => {
    const task = await findRow(tx, caller.familyId, taskId, true);
    if (!task) throw notFound();
    const assigned = (await assignmentsOf(tx, [task.id])).get(task.id) ?? [];
    if (!isTaskForChild(assigned, caller.childId)) throw notFound();
    // Lock the child before looking the key up: two requests of one child with one key on two
    // tasks hold different task locks, and only the child lock makes the second see the first.
    const child = await lockChild(tx, caller.familyId, caller.childId);

    if (input.idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(taskSubmissions)
        .where(
          and(
            eq(taskSubmissions.childId, caller.childId),
            eq(taskSubmissions.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (earlier) {
        if (earlier.taskId !== task.id) {
          throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.idempotencyKeyReused);
        }
        return {
          replayed: true,
          response: {
            submission: toSubmission(earlier),
            task: toTask(task, assigned),
            child: toChildProgress(child!, now),
          },
        };
      }
    }
    // Once per occurrence for this child (ADR 024): its own pending or approved submission
    // blocks a second one (a rejected one reopens it); a closed occurrence is closed for all.
    const [mine] = await tx
      .select({ id: taskSubmissions.id })
      .from(taskSubmissions)
      .where(
        and(
          eq(taskSubmissions.taskId, task.id),
          eq(taskSubmissions.childId, caller.childId),
          ne(taskSubmissions.status, 'rejected'),
        ),
      )
      .limit(1);
    if (task.assignmentMode === 'first' && !mine) {
      // Judged from the submissions themselves (under the task lock), not the stored flag: a
      // 'first' occurrence is taken while any child's submission of it is not rejected.
      const [taken] = await tx
        .select({ id: taskSubmissions.id })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.taskId, task.id), ne(taskSubmissions.status, 'rejected')))
        .limit(1);
      if (taken) {
        // The same code as any closed occurrence (clients switch on it); the text says why.
        throw new ApiError(409, 'TASK_ALREADY_COMPLETED', TASK_SERVICE_MESSAGES.takenByAnother);
      }
    }
    if ((task.assignmentMode === 'each' && task.completed) || mine) {
      throw new ApiError(409, 'TASK_ALREADY_COMPLETED', MSG.task.alreadyCompleted);
    }
    if (!isTaskAvailableAt(task, now)) {
      throw new ApiError(409, 'TASK_NOT_AVAILABLE', MSG.task.notAvailableYet);
    }
    if (task.requiresPhoto && !input.photoPath) {
      throw new ApiError(400, 'PHOTO_REQUIRED', MSG.task.photoRequired);
    }
    if (!child?.active) throw notFound();

    const today = saoPauloToday(now);
    await checkDailyLimit(tx, caller, today);
    const reward = task.valueCents;
    const xpAwarded = xpForReward(reward);
    const needsApproval = task.requiresApproval;
    const after = {
      balance: child.balanceCents + reward,
      totalEarned: child.totalEarnedCents + reward,
      completedToday: completedOn(child, today) + 1,
      tasksCompleted: child.tasksCompleted + 1,
      xp: child.xp + xpAwarded,
      pendingTasks: child.pendingTasks + (needsApproval ? 1 : 0),
    };
    const [submission] = await tx
      .insert(taskSubmissions)
      .values({
        familyId: caller.familyId,
        childId: child.id,
        taskId: task.id,
        childName: child.name,
        childAge: child.age,
        taskTitle: task.title,
        taskDescription: task.description,
        category: task.category,
        valueCents: reward,
        completedAt: now,
        photoPath: input.photoPath ?? null,
        requiresPhoto: task.requiresPhoto,
        requiresApproval: needsApproval,
        notes: input.notes ?? null,
        status: needsApproval ? 'pending' : 'approved',
        approved: !needsApproval,
        approvedAt: needsApproval ? null : now,
        rewardCreditedAtCompletion: true,
        idempotencyKey: input.idempotencyKey ?? null,
        metadata: {
          source: 'child_app',
          rewardAmount: reward,
          balanceBefore: child.balanceCents,
          balanceAfter: after.balance,
          totalEarnedBefore: child.totalEarnedCents,
          totalEarnedAfter: after.totalEarned,
          completedTodayBefore: completedOn(child, today),
          completedTodayAfter: after.completedToday,
          tasksCompletedBefore: child.tasksCompleted,
          tasksCompletedAfter: after.tasksCompleted,
          xpBefore: child.xp,
          xpAfter: after.xp,
          pendingTasksBefore: child.pendingTasks,
          pendingTasksAfter: after.pendingTasks,
        },
      })
      .returning();
    const updatedChild = await moveMoney(
      tx,
      child,
      {
        type: 'task_reward',
        amountCents: reward,
        description: `Tarefa concluída: ${task.title}`,
        source: 'child_app',
        createdBy: caller.userId,
        taskSubmissionId: submission!.id,
        taskId: task.id,
        metadata: {
          type: 'task_reward',
          task_id: task.id,
          task_title: task.title,
          category: task.category,
          child_id: child.id,
          child_name: child.name,
          completed_at: now.toISOString(),
          requiresApproval: needsApproval,
          source: 'child_app',
          xp_awarded: xpAwarded,
        },
      },
      {
        totalEarnedCents: after.totalEarned,
        xp: after.xp,
        completedToday: after.completedToday,
        completedTodayDate: today,
        tasksCompleted: after.tasksCompleted,
        pendingTasks: after.pendingTasks,
      },
    );
    // 'first': closed now; 'each': closed when this was the last child it is for.
    const completedTask = await syncOccurrenceClosed(tx, task, assigned, now);
    // The next occurrence starts at the first completion of this one (once: unique parent);
    // the children who have not done this one can still do it (ADR 024).
    if (!needsApproval) await startNextOccurrence(tx, completedTask, today);
    const progressed = await refreshProgress(tx, updatedChild, now);

    // One statement for the three events (ADR 037), delivered on commit in this order.
    await notifyEvents(tx, [
      { type: 'tasks.changed', familyId: caller.familyId, taskId: task.id },
      {
        type: 'submissions.changed',
        familyId: caller.familyId,
        childId: child.id,
        submissionId: submission!.id,
      },
      { type: 'balance.changed', familyId: caller.familyId, childId: child.id },
    ]);
    return {
      replayed: false,
      response: {
        submission: toSubmission(submission!),
        // As the child's own list shows it: done by this child.
        task: {
          ...toTask(
            completedTask,
            assigned,
            (await completionsOf(tx, [task.id], { onlyOwnRejectionsOf: child.id })).get(task.id) ??
              [],
          ),
          completed: true,
          completedAt: now.toISOString(),
        },
        child: toChildProgress(progressed.child, now),
      },
    };
  });
}
