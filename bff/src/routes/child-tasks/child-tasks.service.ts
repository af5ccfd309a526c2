import { randomUUID } from 'node:crypto';
import {
  dailyTaskLimitReached,
  DEFAULT_LIMITS,
  MSG,
  REJECTED_HISTORY_LIMIT,
  type ChildTask,
  type ChildTasksResponse,
  type CompleteTaskResponse,
  type PortalEvent,
  type TaskCompletion,
} from '@portal/contracts';
import {
  addDays,
  compareTasksForChild,
  isTaskAvailableAt,
  isTaskForChild,
  saoPauloStartOfDay,
  saoPauloToday,
  taskAvailableFrom,
  xpForReward,
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
import { joinSlots, slotsOf, statementCache, type Slots } from '../../db/cached-statement';
import type { Db } from '../../db/client';
import { needsTransaction } from '../../db/retry';
import { jsonValue, rowFromJson } from '../../db/row-json';
import {
  childAchievements,
  children,
  limits,
  taskAssignments,
  tasks,
  taskSubmissions,
  transactions,
} from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { notifyEvents } from '../../lib/events/event-hub';
import { completedOn, type ChildRow } from '../../lib/child-public';
import { rowsOf } from '../../lib/keyset';
import { ledgerLine, progressColumns, toChildProgress } from '../../lib/ledger/ledger';
import { progressFactsOf, type ProgressFacts } from '../../lib/progress/activity-days';
import { judgeProgress } from '../../lib/progress/progress';
import { REVIEW_RULES } from '../../lib/progress/sql-rules';
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
  latestCompletionsJson,
  nextOccurrenceOf,
  startNextOccurrence,
  TASK_SERVICE_MESSAGES,
  toTask,
  type LatestCompletionEntry,
  type TaskRow,
} from '../tasks/tasks.service';

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

/** A replayed completion, carried out of the transaction so it rolls back (it writes nothing). */
class Replay {
  constructor(readonly result: CompletionResult) {}
}

/** The row of {@link readTaskFacts}'s statement. */
type TaskFactsRow = {
  assigned: string[] | null;
  latest: unknown;
  mine: boolean;
  taken: boolean;
  targets: number;
  others_missing: number;
  max_daily: number | null;
};

/**
 * What a completion reads of its task under the task's lock, before the child's, in ONE
 * statement: the assigned children, each child's latest submission (as {@link completionsOf},
 * instants as floored epoch milliseconds like `GET /api/tasks/{id}`), whether this child or
 * anyone has a submission that is not rejected, for mode `each` the active children it is for
 * and how many of them besides this child have not done it, and the family's daily limit.
 * Submissions of a task are only written under its lock (completions, reviews), so all of it
 * holds until COMMIT.
 */
async function readTaskFacts(tx: Db, caller: ChildCaller, taskId: string) {
  const result = await tx.execute<TaskFactsRow>(
    sql`select ${taskFactsColumns(caller, sql`${taskId}::uuid`)}`,
  );
  return taskFactsOf(caller, rowsOf<TaskFactsRow>(result)[0]!);
}

/** The select list of {@link readTaskFacts} for the task `task` (an SQL expression). */
function taskFactsColumns(caller: ChildCaller, task: SQL) {
  const child = sql`${caller.childId}::uuid`;
  const notRejected = sql`s.status <> 'rejected'`;
  const assigned = sql`(select array_agg(a.child_id) from ${taskAssignments} a where a.task_id = ${task})`;
  // The children it is for (isOccurrenceClosed): the active assigned ones, or every active one.
  const targets = sql`${children} c where c.family_id = ${caller.familyId} and c.active and (not exists (select 1 from ${taskAssignments} a where a.task_id = ${task}) or c.id in (select a.child_id from ${taskAssignments} a where a.task_id = ${task}))`;
  return sql`${assigned} as assigned,
    ${latestCompletionsJson(task)} as latest,
    exists (select 1 from ${taskSubmissions} s where s.task_id = ${task} and s.child_id = ${child} and ${notRejected}) as mine,
    exists (select 1 from ${taskSubmissions} s where s.task_id = ${task} and ${notRejected}) as taken,
    (select count(*)::int from ${targets}) as targets,
    (select count(*)::int from ${targets} and c.id <> ${child} and not exists (
      select 1 from ${taskSubmissions} s where s.task_id = ${task} and s.child_id = c.id and ${notRejected})) as others_missing,
    (select l.max_daily_tasks from ${limits} l where l.family_id = ${caller.familyId}) as max_daily`;
}

/**
 * What a completion without a key judges of the child from {@link completeInOneStatement}'s
 * read, as the transaction does under the child's lock (mesadinha_lock_child_for_completion):
 * whether it is active (null: not of the family), and its completions since `dayStart` that
 * are not rejected, for the daily limit.
 */
function childRefusalColumns(caller: ChildCaller, dayStart: Date) {
  const child = sql`${caller.childId}::uuid`;
  return sql`(select c.active from ${children} c where c.id = ${child} and c.family_id = ${caller.familyId}) as child_active,
    (select count(*)::int from ${taskSubmissions} s where s.child_id = ${child} and s.status <> 'rejected'
      and s.completed_at >= ${dayStart.toISOString()}::timestamptz) as done_today`;
}

/** The facts of a {@link taskFactsColumns} row. */
function taskFactsOf(caller: ChildCaller, row: TaskFactsRow) {
  const latest = jsonValue<LatestCompletionEntry[]>(row.latest);
  return {
    assigned: row.assigned ?? [],
    // As completionsOf with onlyOwnRejectionsOf: a sibling's rejection is not shown.
    completions: latest
      .filter((entry) => entry.status !== 'rejected' || entry.childId === caller.childId)
      .map((entry) => ({
        childId: entry.childId,
        childName: entry.childName,
        status: entry.status as TaskCompletion['status'],
        at: Number(entry.at),
      })),
    mine: row.mine,
    taken: row.taken,
    targets: Number(row.targets),
    othersMissing: Number(row.others_missing),
    maxDailyTasks: row.max_daily ?? DEFAULT_LIMITS.maxDailyTasks,
  };
}

/**
 * `POST /api/tasks/{id}/complete` (spec 001 §4 "Child completes a task").
 *
 * The normal completion — no key used before, no daily limit reached — is ONE statement that
 * is its own transaction (completeInOneStatement, ADR 054): the child's row is held only while
 * PostgreSQL writes; without a key, that path's read also answers every refusal. Everything
 * else, and anything that changed between that path's read and its statement, runs as ONE
 * transaction that holds the child's row for 3 statements (ADR 037, "Completions in fewer round trips"), with every rule:
 *
 * 1. lock the task row, so completions of one occurrence run one after the other, and read
 *    what the task decides (readTaskFacts, one statement): not for this child (404), already
 *    done or taken (409), not yet available (409), missing its required photo (400). Without
 *    an `Idempotency-Key` a refusal answers here, before the child is locked; a completion
 *    without approval starts the recurrence here (its task's lock is held; undone with the
 *    transaction when the completion is refused or replayed);
 * 2. lock the child row and read, in the same statement (mesadinha_lock_child_for_completion,
 *    each read in a snapshot taken after the lock), its figures, the submission of the
 *    request's key, its completions today and its progress facts: completions by one child run
 *    one after the other and see each other. A key this child already used answers the first
 *    result (the transaction rolls back: nothing is written); then the refusals of step 1, an
 *    inactive child (404) and the daily limit (409 `DAILY_TASK_LIMIT`);
 * 3. write it all in ONE statement: the submission (pending when the task needs approval, else
 *    approved), the ledger line (`task_reward`, source child_app), the child's figures (reward,
 *    XP and level, counters, streak — judged by refreshProgress's rules on the facts plus
 *    today, the day this completion adds), the occurrence's closed state, the achievements
 *    reached; then COMMIT, after which the events are published (ADR 052:
 *    achievements.unlocked, tasks.changed, submissions.changed, balance.changed).
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
  const today = saoPauloToday(now);
  return (
    (await completeInOneStatement(db, caller, taskId, input, now, today)) ??
    (await completeInTransaction(db, caller, taskId, input, now, today))
  );
}

/** {@link completeTask}'s transaction, with every rule (steps 1–3 above). */
export async function completeInTransaction(
  db: Db,
  caller: ChildCaller,
  taskId: string,
  input: CompletionInput,
  now: Date,
  today: string,
): Promise<CompletionResult> {
  try {
    return await db.transaction(async (tx) => {
      const task = await findRow(tx, caller.familyId, taskId, true);
      if (!task) throw notFound();
      const facts = await readTaskFacts(tx, caller, task.id);
      const assigned = facts.assigned;
      if (!isTaskForChild(assigned, caller.childId)) throw notFound();
      const refusal = refusalOf(task, facts, input, now);
      const key = input.idempotencyKey ?? null;
      if (refusal && !key) throw refusal;
      const needsApproval = task.requiresApproval;
      // The next occurrence starts at the first completion of this one (once: unique parent);
      // the children who have not done this one can still do it (ADR 024). Before the child's
      // lock: it needs only the task's, and the transaction undoes it if the completion fails.
      if (!refusal && !needsApproval) await startNextOccurrence(tx, task, today);

      // Lock the child before looking the key up: two requests of one child with one key on
      // two tasks hold different task locks, and only the child lock makes the second see the
      // first. The daily limit is judged there for the same reason (issue 12).
      const locked = await lockChildForCompletion(
        tx,
        caller,
        key,
        facts.maxDailyTasks > 0 ? saoPauloStartOfDay(today) : null,
      );
      if (!locked) throw notFound();
      const { child } = locked;
      if (locked.earlier) {
        // A replay answers the same request only: the same task, the same note, a photo or not
        // as before (a retried upload stores its photo again; only its presence can match).
        if (
          locked.earlier.taskId !== task.id ||
          (locked.earlier.notes ?? null) !== (input.notes ?? null) ||
          (locked.earlier.photoPath !== null) !== ((input.photoPath ?? null) !== null)
        ) {
          throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.idempotencyKeyReused);
        }
        throw new Replay({
          replayed: true,
          response: {
            submission: toSubmission(locked.earlier),
            task: toTask(task, assigned),
            child: toChildProgress(child, now),
          },
        });
      }
      if (refusal) throw refusal;
      if (!child.active) throw notFound();
      refuseOverDailyLimit(facts.maxDailyTasks, locked.doneToday);

      const reward = task.valueCents;
      const xpAwarded = xpForReward(reward);
      const after = {
        balance: child.balanceCents + reward,
        totalEarned: child.totalEarnedCents + reward,
        completedToday: completedOn(child, today) + 1,
        tasksCompleted: child.tasksCompleted + 1,
        xp: child.xp + xpAwarded,
        pendingTasks: child.pendingTasks + (needsApproval ? 1 : 0),
      };
      const submissionId = randomUUID();
      const submission = slotsOf('s_', {
        id: submissionId,
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
        idempotencyKey: key,
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
      } satisfies typeof taskSubmissions.$inferInsert);
      const ledger = slotsOf(
        'l_',
        ledgerLine(child, {
          type: 'task_reward',
          amountCents: reward,
          description: completionDescription(task),
          source: 'child_app',
          createdBy: caller.userId,
          taskSubmissionId: submissionId,
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
        }),
      );
      const figures = progressColumns(child, {
        balanceCents: after.balance,
        totalEarnedCents: after.totalEarned,
        xp: after.xp,
        completedToday: after.completedToday,
        completedTodayDate: today,
        tasksCompleted: after.tasksCompleted,
        pendingTasks: after.pendingTasks,
      });
      // refreshProgress's rules, judged before the writes: this completion adds today to the
      // active days (a submission that is not rejected) and changes nothing else they count.
      const judged = judgeProgress({ ...child, ...figures }, withDay(locked.facts, today), today);
      const childUpdate = slotsOf('c_', {
        ...figures,
        streak: judged.row.streak,
        streakDate: judged.row.streakDate,
        bestStreak: judged.row.bestStreak,
        // A value, not drizzle's $onUpdate: the statement's text is built once per shape
        // (cached-statement.ts), and $onUpdate's instant would be the first build's.
        updatedAt: now,
      } satisfies Partial<typeof children.$inferInsert>);
      // 'first': closed now; 'each': closed when this was the last child it is for (nobody it
      // is for still active: closed, as someone did it).
      const closed =
        task.assignmentMode === 'first' || facts.targets === 0 || facts.othersMissing === 0;
      const taskUpdate =
        closed === task.completed
          ? null
          : slotsOf('t_', { completed: closed, completedAt: closed ? now : null, updatedAt: now });
      const achievements = judged.reached.map((id, n) =>
        slotsOf(`a${n}_`, { childId: child.id, achievementId: id, unlockedAt: now }),
      );
      const events = completionEvents(
        caller.familyId,
        child.id,
        task.id,
        submissionId,
        judged.reached,
      );
      // One statement, its text built once per shape (which columns, whether the task closes,
      // how many achievements): only the values change from one completion to the next.
      const { shape, values } = joinSlots([
        submission,
        ledger,
        childUpdate,
        taskUpdate,
        ...achievements,
      ]);
      const written = await writes.run(
        tx,
        shape,
        () => completionWrite(tx, submission, ledger, childUpdate, taskUpdate, achievements),
        { ...values, child_id: child.id, task_id: task.id },
      );
      // Published once the completion has committed (ADR 052).
      await notifyEvents(tx, events);
      const [row] = rowsOf<{ submission: unknown; child: unknown; task: unknown }>(written);
      const saved = rowFromJson(taskSubmissions, jsonValue(row!.submission));
      const updatedChild = rowFromJson(children, jsonValue(row!.child));
      const completedTask = taskUpdate ? rowFromJson(tasks, jsonValue(row!.task)) : task;
      return {
        replayed: false,
        response: completionAnswer(saved, completedTask, facts, child, updatedChild, now),
      };
    });
  } catch (error) {
    if (error instanceof Replay) return error.result;
    throw error;
  }
}

/** The row of {@link completeInOneStatement}'s read: the task, its version and fingerprint, its facts. */
type CompletionReadRow = TaskFactsRow & {
  task: unknown;
  version: string;
  print: string;
  /** Null when no key was sent: judged from this read only then. */
  child_active: boolean | null;
  done_today: number | null;
};

/**
 * The normal completion in ONE statement that is its own transaction (migration 0013, ADR
 * 054), the child's row held only while PostgreSQL writes: the task and its facts read
 * without a lock and judged here (for this child, not done, not taken, available, its photo
 * sent; the next occurrence it starts, if any), then `mesadinha_complete_task` locks the task,
 * checks that it and its submissions are still as read, starts that occurrence, locks the
 * child and writes it all, streak and achievements included. A task that is not found or not
 * for this child, and without a key a refusal, an inactive child or the daily limit reached,
 * are answered from the read (the state it read had committed; the transaction's order of
 * rules). Null — nothing written — whenever the transaction below must decide: any of those
 * with a key (it may replay an earlier answer), a key already used, or anything that changed
 * since the read (MS001). Called on the database, never inside a transaction (MS001 would
 * abort it).
 */
export async function completeInOneStatement(
  db: Db,
  caller: ChildCaller,
  taskId: string,
  input: CompletionInput,
  now: Date,
  today: string,
): Promise<CompletionResult | null> {
  const dayStart = saoPauloStartOfDay(today);
  const keyless = !input.idempotencyKey;
  const [read] = rowsOf<CompletionReadRow>(
    await db.execute<CompletionReadRow>(
      sql`select to_jsonb(t) as task, t.xmin::text as version, mesadinha_completion_print(t.id) as print,
        ${taskFactsColumns(caller, sql`t.id`)}, ${keyless ? childRefusalColumns(caller, dayStart) : sql`null as child_active, null as done_today`}
        from ${tasks} t where t.id = ${taskId}::uuid and t.family_id = ${caller.familyId}`,
    ),
  );
  // Not found, not for this child, or refused without a key: answered from this read, as the
  // transaction would (a key must first be looked up: it may replay an earlier answer).
  if (!read) throw notFound();
  const task = rowFromJson(tasks, jsonValue(read.task));
  const facts = taskFactsOf(caller, read);
  if (!isTaskForChild(facts.assigned, caller.childId)) throw notFound();
  const refusal = refusalOf(task, facts, input, now);
  if (refusal && keyless) throw refusal;
  // A refusal with a key: the transaction decides (it may replay an earlier answer).
  if (refusal) return null;
  if (keyless) {
    // Then the child's own refusals, in the transaction's order (it judges them with a key).
    if (!read.child_active) throw notFound();
    refuseOverDailyLimit(facts.maxDailyTasks, read.done_today);
  }
  // The next occurrence starts at the first completion of one that needs no approval.
  const next = task.requiresApproval ? null : nextOccurrenceOf(task, today);

  const submissionId = randomUUID();
  let written: {
    submission: unknown;
    child: unknown;
    task: unknown;
    reached: string[];
    next: string | null;
  };
  try {
    const [row] = rowsOf<{ result: unknown }>(
      await db.execute(
        sql`select mesadinha_complete_task(${caller.familyId}, ${caller.childId}::uuid, ${caller.userId}, ${task.id}::uuid, ${read.version}, ${read.print}, ${submissionId}::uuid, ${input.idempotencyKey ?? null}::text, ${input.photoPath ?? null}::text, ${input.notes ?? null}::text, ${now.toISOString()}::timestamptz, ${today}::date, ${dayStart.toISOString()}::timestamptz, ${saoPauloStartOfDay(addDays(today, 1)).toISOString()}::timestamptz, ${facts.maxDailyTasks}::int, ${completionDescription(task)}::text, ${REVIEW_RULES}::jsonb, ${next?.dueDate ?? null}::date, ${next?.type ?? null}::text) as result`,
      ),
    );
    written = jsonValue(row!.result);
  } catch (error) {
    if (needsTransaction(error)) return null;
    throw error;
  }
  const saved = rowFromJson(taskSubmissions, written.submission);
  const child = rowFromJson(children, written.child);
  const completedTask = rowFromJson(tasks, written.task);
  // Published now: the statement has committed (ADR 052).
  await notifyEvents(db, [
    // In the transaction's order: the occurrence started first (startNextOccurrence).
    ...(written.next
      ? [{ type: 'tasks.changed' as const, familyId: caller.familyId, taskId: written.next }]
      : []),
    ...completionEvents(caller.familyId, child.id, task.id, submissionId, written.reached),
  ]);
  return {
    replayed: false,
    response: completionAnswer(saved, completedTask, facts, child, child, now),
  };
}

/**
 * A completion's events, published once it has committed (ADR 052): the achievements it
 * unlocked, then the task, the submission and the balance.
 */
function completionEvents(
  familyId: string,
  childId: string,
  taskId: string,
  submissionId: string,
  reached: readonly string[],
): PortalEvent[] {
  return [
    ...(reached.length > 0
      ? [
          {
            type: 'achievements.unlocked' as const,
            familyId,
            childId,
            achievementIds: [...reached],
          },
        ]
      : []),
    { type: 'tasks.changed', familyId, taskId },
    { type: 'submissions.changed', familyId, childId, submissionId },
    { type: 'balance.changed', familyId, childId },
  ];
}

/** The ledger description of a completion's reward. */
function completionDescription(task: TaskRow): string {
  return `Tarefa concluída: ${task.title}`;
}

/**
 * A completion's answer: the submission `saved`, the task as the child's own list shows it
 * (done by this child, its completions with this one), the child's figures after it.
 */
function completionAnswer(
  saved: SubmissionRow,
  task: TaskRow,
  facts: { assigned: string[]; completions: Parameters<typeof withCompletion>[0] },
  child: ChildRow,
  after: ChildRow,
  now: Date,
): CompleteTaskResponse {
  return {
    submission: toSubmission(saved),
    task: {
      ...toTask(task, facts.assigned, withCompletion(facts.completions, child, saved)),
      completed: true,
      completedAt: now.toISOString(),
    },
    child: toChildProgress(after, now),
  };
}

/** The completions' write statements, by shape (`cached-statement.ts`). */
const writes = statementCache();

/**
 * A completion's write, placeholders only (`child_id`, `task_id` and each row's slots): the
 * submission, its ledger line, the child's figures, the occurrence's closed state when it
 * changes, the achievements reached; the submission, child and task as JSON.
 */
function completionWrite(
  tx: Db,
  submission: Slots<typeof taskSubmissions.$inferInsert>,
  ledger: Slots<typeof transactions.$inferInsert>,
  childUpdate: Slots<Partial<typeof children.$inferInsert>>,
  taskUpdate: Slots<{ completed: boolean; completedAt: Date | null; updatedAt: Date }> | null,
  achievements: Slots<typeof childAchievements.$inferInsert>[],
) {
  const s = tx.insert(taskSubmissions).values(submission.slots).returning();
  const l = tx.insert(transactions).values(ledger.slots);
  // drizzle's update types take no placeholder, its update does: each becomes a parameter with
  // its column's encoder, as in an insert (fillPlaceholders).
  const c = tx
    .update(children)
    .set(childUpdate.slots as unknown as Partial<typeof children.$inferInsert>)
    .where(eq(children.id, sql.placeholder('child_id')))
    .returning();
  const t = taskUpdate
    ? tx
        .update(tasks)
        .set(taskUpdate.slots as unknown as Partial<typeof tasks.$inferInsert>)
        .where(eq(tasks.id, sql.placeholder('task_id')))
        .returning()
    : null;
  const a =
    achievements.length === 0
      ? null
      : tx
          .insert(childAchievements)
          .values(achievements.map((row) => row.slots))
          .onConflictDoNothing();
  return sql`
    with s as (${s.getSQL()}),
      l as (${l.getSQL()}),
      c as (${c.getSQL()})${t ? sql`, t as (${t.getSQL()})` : sql``}${a ? sql`, a as (${a.getSQL()})` : sql``}
    select (select to_jsonb(s) from s) as submission, (select to_jsonb(c) from c) as child,
      ${t ? sql`(select to_jsonb(t) from t)` : sql`null::jsonb`} as task`;
}

/** 409 `DAILY_TASK_LIMIT` when `doneToday` completions reach the family's limit (0: none). */
function refuseOverDailyLimit(maxDailyTasks: number, doneToday: number | null): void {
  if (maxDailyTasks > 0 && (doneToday ?? 0) >= maxDailyTasks) {
    throw new ApiError(409, 'DAILY_TASK_LIMIT', dailyTaskLimitReached(maxDailyTasks));
  }
}

/** Why the task refuses this completion, judged under its lock (null: it does not). */
function refusalOf(
  task: TaskRow,
  facts: { mine: boolean; taken: boolean },
  input: CompletionInput,
  now: Date,
): ApiError | null {
  // Once per occurrence for this child (ADR 024): its own pending or approved submission
  // blocks a second one (a rejected one reopens it); a closed occurrence is closed for all.
  // A 'first' occurrence is judged from the submissions themselves, not the stored flag: it is
  // taken while any child's submission of it is not rejected.
  if (task.assignmentMode === 'first' && !facts.mine && facts.taken) {
    // The same code as any closed occurrence (clients switch on it); the text says why.
    return new ApiError(409, 'TASK_ALREADY_COMPLETED', TASK_SERVICE_MESSAGES.takenByAnother);
  }
  if ((task.assignmentMode === 'each' && task.completed) || facts.mine) {
    return new ApiError(409, 'TASK_ALREADY_COMPLETED', MSG.task.alreadyCompleted);
  }
  if (!isTaskAvailableAt(task, now)) {
    return new ApiError(409, 'TASK_NOT_AVAILABLE', MSG.task.notAvailableYet);
  }
  if (task.requiresPhoto && !input.photoPath) {
    return new ApiError(400, 'PHOTO_REQUIRED', MSG.task.photoRequired);
  }
  return null;
}

/**
 * Locks the child (of the caller's family) and reads what the completion judges under that
 * lock, in ONE statement (migration 0010); null when the child is not of the family.
 */
async function lockChildForCompletion(
  tx: Db,
  caller: ChildCaller,
  key: string | null,
  dayStart: Date | null,
) {
  const result = await tx.execute<{ locked: unknown }>(
    sql`select mesadinha_lock_child_for_completion(${caller.familyId}, ${caller.childId}::uuid, ${key}::text, ${dayStart ? dayStart.toISOString() : null}::timestamptz) as locked`,
  );
  const locked = jsonValue<{
    child: unknown;
    earlier: unknown;
    doneToday: number | null;
    facts: unknown;
  } | null>(rowsOf<{ locked: unknown }>(result)[0]?.locked);
  if (!locked?.child) return null;
  return {
    child: rowFromJson(children, locked.child),
    earlier: locked.earlier ? rowFromJson(taskSubmissions, locked.earlier) : null,
    doneToday: locked.doneToday === null ? null : Number(locked.doneToday),
    facts: progressFactsOf(locked.facts),
  };
}

/** The progress facts with `day` among the active days (sorted, as the SQL returns them). */
function withDay(facts: ProgressFacts, day: string): ProgressFacts {
  if (facts.days.includes(day)) return facts;
  return { ...facts, days: [...facts.days, day].sort() };
}

/**
 * The task's completions as completionsOf would read them after this child's new submission:
 * the child's latest entry is the new one, placed in the order of completion (then child id).
 */
function withCompletion(
  before: readonly {
    childId: string;
    childName: string;
    status: TaskCompletion['status'];
    at: number;
  }[],
  child: ChildRow,
  submission: SubmissionRow,
): TaskCompletion[] {
  const at = submission.completedAt.getTime();
  const others = before.filter((entry) => entry.childId !== child.id);
  let index = others.findIndex(
    (entry) => entry.at > at || (entry.at === at && entry.childId > child.id),
  );
  if (index < 0) index = others.length;
  const mine = { childId: child.id, childName: child.name, status: submission.status, at };
  return [...others.slice(0, index), mine, ...others.slice(index)].map((entry) => ({
    childId: entry.childId,
    childName: entry.childName,
    status: entry.status,
    completedAt: new Date(entry.at).toISOString(),
  }));
}
