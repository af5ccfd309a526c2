import { REJECTED_HISTORY_LIMIT, type ChildTask, type ChildTasksResponse } from '@portal/contracts';
import {
  compareTasksForChild,
  saoPauloStartOfDay,
  saoPauloToday,
  TASK_EARNING_TYPES,
  taskAvailableFrom,
} from '@portal/domain';
import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  ne,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { taskAssignments, tasks, taskSubmissions, transactions } from '../../db/schema';
import {
  statusOf,
  submissionPhotoUrl,
  toRejectedSubmission,
  type SubmissionRow,
} from '../../lib/submission-public';
import { assignmentsOf, completionsOf, toTask } from '../tasks/tasks.service';
import type { ChildCaller } from './completion.service';

/** How long a completed task stays in the child's 'Concluídas' tab. */
const COMPLETED_VISIBLE_DAYS = 30;
/** Most tasks the child's list returns (incomplete first). */
const CHILD_TASKS_LIMIT = 200;

/** A task of `tasks` is the child's: assigned to it, or to nobody (for every child). */
export function taskIsForChild(child: SQL): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id} and ${taskAssignments.childId} = ${child}) or not exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id}))`;
}

/** When the child did the task's occurrence (its latest pending or approved submission), if it did. */
function childDidTaskAt(child: SQL): SQL {
  return sql`(select max(${taskSubmissions.completedAt}) from ${taskSubmissions} where ${taskSubmissions.taskId} = ${tasks.id} and ${taskSubmissions.childId} = ${child} and ${taskSubmissions.status} <> 'rejected')`;
}

/** Done for the child (ADR 024): the occurrence is closed, or — mode 'each' — it did its own. */
export function taskDoneByChild(child: SQL): SQL<boolean> {
  return sql<boolean>`(${tasks.completed} or (${tasks.assignmentMode} = 'each' and ${childDidTaskAt(child)} is not null))`;
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
  const child = sql`${caller.childId}::uuid`;
  const forChild = taskIsForChild(child);
  const mineAt = childDidTaskAt(child);
  const done = taskDoneByChild(child);
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
        inArray(transactions.type, [...TASK_EARNING_TYPES]),
        gte(transactions.createdAt, monthStart),
      ),
    );
  return row?.sum ?? 0;
}
