import { randomUUID } from 'node:crypto';
import {
  dailyTaskLimitReached,
  DEFAULT_LIMITS,
  MSG,
  type CompleteTaskResponse,
  type PortalEvent,
  type TaskCompletion,
} from '@portal/contracts';
import {
  isDailyTaskLimitReached,
  isOccurrenceClosed,
  isTaskAvailableAt,
  isTaskForChild,
  saoPauloToday,
  submissionDayFigures,
  xpForReward,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { insertRow, setClause } from '../../db/sql-rows';
import { children, limits, taskAssignments, tasks, taskSubmissions } from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { notifyEvents } from '../../lib/events/event-hub';
import { completedOn, type ChildRow } from '../../lib/child-public';
import { rowsOf } from '../../lib/keyset';
import { toChildProgress, writeMovement } from '../../lib/ledger/ledger';
import { refreshProgress } from '../../lib/progress/progress';
import { toSubmission, type SubmissionRow } from '../../lib/submission-public';
import {
  isUuid,
  latestCompletionsJson,
  occurrenceColumns,
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

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/**
 * `POST /api/tasks/{id}/complete` (spec 001 §4 "Child completes a task"), as ONE transaction
 * with every rule:
 *
 * 1. lock the task row, so completions of one occurrence run one after the other, and read
 *    what the task decides (readTaskFacts, one statement): not for this child (404), already
 *    done or taken (409), not yet available (409), missing its required photo (400). Without
 *    an `Idempotency-Key` a refusal answers here, before the child is locked; a completion
 *    without approval starts the recurrence here (its task's lock is held; undone with the
 *    transaction when the completion is refused or replayed);
 * 2. lock the child row, with the submission of the request's key (one statement):
 *    completions by one child run one after the other and see each other. A key this child
 *    already used answers the first result (the transaction rolls back: nothing is written);
 *    then the refusals of step 1, an inactive child (404) and the daily limit (409
 *    `DAILY_TASK_LIMIT`, on the child's completions today);
 * 3. write it all in ONE statement (ledger.ts writeMovement): the submission (pending when
 *    the task needs approval, else approved), the ledger line (`task_reward`, source
 *    child_app), the child's figures (reward, XP and level, counters), today's day figures,
 *    the occurrence's closed state; then streak and achievements (progress.ts) and COMMIT,
 *    after which the events are published (ADR 052).
 *
 * The reward is credited at completion, as the spec says; approval then moves no money and
 * rejection takes it back.
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
  try {
    return await completeOnce(db, caller, taskId, input, now, today);
  } catch (error) {
    // The key was taken by a request that committed while this one waited: run it again, to
    // replay that one's answer (or refuse the key's reuse).
    if (isKeyRace(error)) return completeOnce(db, caller, taskId, input, now, today);
    throw error;
  }
}

/** {@link completeTask}'s transaction, once. */
async function completeOnce(
  db: Db,
  caller: ChildCaller,
  taskId: string,
  input: CompletionInput,
  now: Date,
  today: string,
): Promise<CompletionResult> {
  try {
    return await db.transaction(async (tx) => {
      const task = await lockTask(tx, caller.familyId, taskId);
      if (!task) throw notFound();
      const facts = await readTaskFacts(tx, caller, task.id);
      if (!isTaskForChild(facts.assigned, caller.childId)) throw notFound();
      const refusal = refusalOf(task, facts, input, now);
      const key = input.idempotencyKey ?? null;
      if (refusal && !key) throw refusal;
      const needsApproval = task.requiresApproval;
      // The next occurrence starts at the first completion of this one (once: unique parent);
      // the children who have not done this one can still do it (ADR 024). Before the child's
      // lock: it needs only the task's, and the transaction undoes it if the completion fails.
      if (!refusal && !needsApproval) await startNextOccurrence(tx, task, today);

      // The child's lock, with the submission of the request's key (one statement): two
      // requests of one child with one key on two tasks hold different task locks, and only the
      // child's makes the second see the first; should the key's row have committed while this
      // one waited (the subquery reads before the wait), the key's unique index refuses the
      // write and the request runs again (KeyRace). Today's count for the daily limit is the
      // child row's own, read as it is after the wait (issue 12).
      const locked = await lockChildWithKey(tx, caller, key);
      if (!locked) throw notFound();
      const { child, earlier } = locked;
      if (earlier) {
        // A replay answers the same request only: the same task, the same note, a photo or not
        // as before (a retried upload stores its photo again; only its presence can match).
        if (
          earlier.taskId !== task.id ||
          (earlier.notes ?? null) !== (input.notes ?? null) ||
          (earlier.photoPath !== null) !== ((input.photoPath ?? null) !== null)
        ) {
          throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.idempotencyKeyReused);
        }
        throw new Replay({
          replayed: true,
          response: {
            submission: toSubmission(earlier),
            task: toTask(task, facts.assigned),
            child: toChildProgress(child, now),
          },
        });
      }
      if (refusal) throw refusal;
      if (!child.active) throw notFound();
      if (isDailyTaskLimitReached(facts.maxDailyTasks, completedOn(child, today))) {
        throw new ApiError(409, 'DAILY_TASK_LIMIT', dailyTaskLimitReached(facts.maxDailyTasks));
      }

      const submissionId = randomUUID();
      const status = needsApproval ? 'pending' : 'approved';
      const reward = task.valueCents;
      const xpAwarded = xpForReward(reward);
      const after = {
        balanceCents: child.balanceCents + reward,
        totalEarnedCents: child.totalEarnedCents + reward,
        completedToday: completedOn(child, today) + 1,
        completedTodayDate: today,
        tasksCompleted: child.tasksCompleted + 1,
        xp: child.xp + xpAwarded,
        pendingTasks: child.pendingTasks + (needsApproval ? 1 : 0),
      };
      const closed = isOccurrenceClosed({
        mode: task.assignmentMode,
        targets: facts.targets,
        doneBy: [...facts.doneBy, child.id],
      });
      const moved = await writeMovement(tx, child, {
        at: now,
        entry: {
          type: 'task_reward',
          amountCents: reward,
          description: completionDescription(task),
          source: 'child_app',
          createdBy: caller.userId,
          taskSubmissionId: submissionId,
          taskId: task.id,
          createdAt: now,
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
        progress: after,
        days: [{ day: today, change: submissionDayFigures(status) }],
        also: {
          submission: submissionInsert({
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
            status,
            approved: !needsApproval,
            approvedAt: needsApproval ? null : now,
            rewardCreditedAtCompletion: true,
            idempotencyKey: key,
            metadata: {
              source: 'child_app',
              rewardAmount: reward,
              balanceBefore: child.balanceCents,
              balanceAfter: after.balanceCents,
              totalEarnedBefore: child.totalEarnedCents,
              totalEarnedAfter: after.totalEarnedCents,
              completedTodayBefore: completedOn(child, today),
              completedTodayAfter: after.completedToday,
              tasksCompletedBefore: child.tasksCompleted,
              tasksCompletedAfter: after.tasksCompleted,
              xpBefore: child.xp,
              xpAfter: after.xp,
              pendingTasksBefore: child.pendingTasks,
              pendingTasksAfter: after.pendingTasks,
            },
          }),
          ...(closed === task.completed
            ? {}
            : {
                task: sql`update ${tasks} set ${setClause(tasks, { completed: closed, completedAt: closed ? now : null, updatedAt: now })}
                  where ${tasks.id} = ${task.id}::uuid returning *`,
              }),
        },
      });
      const progressed = await refreshProgress(tx, moved.child, now, moved);
      // Published once the completion has committed (ADR 052), after achievements.unlocked.
      await notifyEvents(tx, completionEvents(caller.familyId, child.id, task.id, submissionId));
      const saved = rowFromJson(taskSubmissions, moved.written.submission);
      const completedTask = moved.written.task ? rowFromJson(tasks, moved.written.task) : task;
      return {
        replayed: false,
        response: completionAnswer(saved, completedTask, facts, child, progressed.child, now),
      };
    });
  } catch (error) {
    if (error instanceof Replay) return error.result;
    throw error;
  }
}

/** The insert of a completion's submission, returning it (part of writeMovement's statement). */
function submissionInsert(row: typeof taskSubmissions.$inferInsert): SQL {
  return sql`${insertRow(taskSubmissions, row)} returning *`;
}

/** The row of {@link readTaskFacts}'s statement. */
type TaskFactsRow = {
  assigned: string[] | null;
  latest: unknown;
  targets: string[];
  done_by: string[];
  max_daily: number | null;
};

/**
 * What a completion reads of its task under the task's lock, before the child's, in ONE
 * statement: the assigned children, each child's latest submission (as completionsOf,
 * instants as floored epoch milliseconds like `GET /api/tasks/{id}`), who it is for and who
 * did it (the closed state's facts, tasks.service occurrenceColumns), and the family's daily
 * limit. Submissions of a task are only written under its lock (completions, reviews), so all
 * of it holds until COMMIT.
 */
async function readTaskFacts(tx: Db, caller: ChildCaller, taskId: string) {
  const task = sql`${taskId}::uuid`;
  const [row] = rowsOf<TaskFactsRow>(
    await tx.execute(
      sql`select (select array_agg(a.child_id) from ${taskAssignments} a where a.task_id = ${task}) as assigned,
        ${latestCompletionsJson(task)} as latest,
        ${occurrenceColumns(caller.familyId, task)},
        (select l.max_daily_tasks from ${limits} l where l.family_id = ${caller.familyId}) as max_daily`,
    ),
  );
  const latest = jsonValue<LatestCompletionEntry[]>(row!.latest);
  const doneBy = row!.done_by ?? [];
  return {
    assigned: row!.assigned ?? [],
    // As completionsOf with onlyOwnRejectionsOf: a sibling's rejection is not shown.
    completions: latest
      .filter((entry) => entry.status !== 'rejected' || entry.childId === caller.childId)
      .map((entry) => ({
        childId: entry.childId,
        childName: entry.childName,
        status: entry.status as TaskCompletion['status'],
        at: Number(entry.at),
      })),
    targets: row!.targets ?? [],
    doneBy,
    mine: doneBy.includes(caller.childId),
    taken: doneBy.length > 0,
    maxDailyTasks: row!.max_daily ?? DEFAULT_LIMITS.maxDailyTasks,
  };
}

/**
 * Locks the child (of the caller's family) and reads, in the same statement, its submission
 * with `key` (null without a key): the row as it is after any wait for the lock, the key's
 * submission as of the statement's start. Null when the child is not of the family.
 */
async function lockChildWithKey(tx: Db, caller: ChildCaller, key: string | null) {
  const [row] = rowsOf<{ child: unknown; earlier: unknown }>(
    await tx.execute(
      // NO KEY UPDATE, as lockChild (ledger.ts). First the child's completion queue, an advisory
      // lock taken by the index key's InitPlan before the row is read: PostgreSQL hands a
      // released row to whoever asks first, so a hot child's completions overtook each other
      // (p99 4× the p50, docs/perf/rules-once.md); the advisory lock's waiters are served in order.
      sql`select to_jsonb(${children}) as child, ${
        key === null
          ? sql`null::jsonb`
          : sql`(select to_jsonb(s) from ${taskSubmissions} s where s.child_id = ${caller.childId}::uuid and s.idempotency_key = ${key})`
      } as earlier
        from ${children}
        where ${children.id} = (select ${caller.childId}::uuid from (select pg_advisory_xact_lock(hashtextextended(${`completion:${caller.childId}`}, 0))) queued)
          and ${children.familyId} = ${caller.familyId}
        for no key update`,
    ),
  );
  if (!row) return null;
  const earlier = row.earlier ? jsonValue<unknown>(row.earlier) : null;
  return {
    child: rowFromJson(children, jsonValue(row.child)),
    earlier: earlier ? rowFromJson(taskSubmissions, earlier) : null,
  };
}

/** The task `id` of `familyId`, locked (FOR NO KEY UPDATE), or null. */
async function lockTask(tx: Db, familyId: string, id: string): Promise<TaskRow | null> {
  const [row] = rowsOf<{ row: unknown }>(
    await tx.execute(
      sql`select to_jsonb(${tasks}) as row from ${tasks}
        where ${tasks.id} = ${id}::uuid and ${tasks.familyId} = ${familyId}
        for no key update`,
    ),
  );
  return row ? rowFromJson(tasks, jsonValue(row.row)) : null;
}

/** Whether `error` is the key's unique index refusing a submission (see completeTask). */
function isKeyRace(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint_name: name } = current as { code?: string; constraint_name?: string };
    if (code === '23505' && name === KEY_INDEX) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The unique index of a child's Idempotency-Keys (schema/submissions.ts). */
const KEY_INDEX = 'task_submissions_idempotency_key';

/** A completion's events after achievements.unlocked: the task, the submission, the balance. */
function completionEvents(
  familyId: string,
  childId: string,
  taskId: string,
  submissionId: string,
): PortalEvent[] {
  return [
    { type: 'tasks.changed', familyId, taskId },
    { type: 'submissions.changed', familyId, childId, submissionId },
    { type: 'balance.changed', familyId, childId },
  ];
}

/** The ledger description of a completion's reward. */
function completionDescription(task: TaskRow): string {
  return `Tarefa concluída: ${task.title}`;
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
