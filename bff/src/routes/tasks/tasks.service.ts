import type {
  CreateTaskInput,
  Task,
  TaskCompletion,
  TaskListQuery,
  TaskListResponse,
  UpdateTaskInput,
} from '@portal/contracts';
import { canonicalCategory, MSG, storedCategories } from '@portal/contracts';
import {
  DEFAULT_RECURRENCE_TYPE,
  isOccurrenceClosed as isOccurrenceClosedRule,
  nextRecurrenceDateAfterPauses,
  type Pause,
  shouldCreateNextOccurrence,
} from '@portal/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, pauses, taskAssignments, tasks, taskSubmissions } from '../../db/schema';
import { decodeCursor, encodeCursor, isUuid, rowsOf } from '../../lib/keyset';
import { ApiError } from '../../lib/errors';
import { notifyEvent } from '../../lib/events/event-hub';
import { readFamilyLimits } from '../family/family.service';

export type TaskRow = typeof tasks.$inferSelect;

/** pt-BR texts of the task rules the contract cannot check (they need the database). */
export const TASK_SERVICE_MESSAGES = {
  /** ours: the spec only says "Only active children can be assigned". */
  invalidAssignee: 'Só é possível atribuir tarefas a crianças ativas da sua família.',
  /** ours */
  invalidCursor: MSG.text.cursorInvalid,
  /** ours: a 'para quem fizer primeiro' task another child already took (ADR 024). */
  takenByAnother: 'Outra criança já fez esta tarefa primeiro.',
} as const;

export { isUuid };

/**
 * Checks that every id names an ACTIVE child of `familyId` (another family's child or an
 * inactive one is a 400, not a silent drop: the parent must see the assignment failed).
 * Returns the ids without duplicates.
 */
async function checkAssignees(tx: Db, familyId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  if (!unique.every(isUuid)) {
    throw new ApiError(400, 'INVALID_ASSIGNEE', TASK_SERVICE_MESSAGES.invalidAssignee);
  }
  const found = await tx
    .select({ id: children.id })
    .from(children)
    .where(
      and(eq(children.familyId, familyId), eq(children.active, true), inArray(children.id, unique)),
    );
  if (found.length !== unique.length) {
    throw new ApiError(400, 'INVALID_ASSIGNEE', TASK_SERVICE_MESSAGES.invalidAssignee);
  }
  return unique;
}

/** Assigned child ids per task id, for the given tasks. */
export async function assignmentsOf(db: Db, taskIds: readonly string[]) {
  const byTask = new Map<string, string[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select()
    .from(taskAssignments)
    .where(inArray(taskAssignments.taskId, [...taskIds]));
  for (const row of rows) {
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.childId]);
  }
  return byTask;
}

/**
 * Each child's latest submission per task (who did what, ADR 024), oldest completion first,
 * with the child's current name. `onlyOwnRejectionsOf` hides rejections of everyone but that
 * child (a child's list shows its own rejection, never a sibling's).
 */
export async function completionsOf(
  db: Db,
  taskIds: readonly string[],
  options: { onlyOwnRejectionsOf?: string } = {},
) {
  const byTask = new Map<string, TaskCompletion[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .selectDistinctOn([taskSubmissions.taskId, taskSubmissions.childId], {
      taskId: taskSubmissions.taskId,
      childId: taskSubmissions.childId,
      childName: children.name,
      status: taskSubmissions.status,
      completedAt: taskSubmissions.completedAt,
    })
    .from(taskSubmissions)
    .innerJoin(children, eq(children.id, taskSubmissions.childId))
    .where(inArray(taskSubmissions.taskId, [...taskIds]))
    .orderBy(
      taskSubmissions.taskId,
      taskSubmissions.childId,
      desc(taskSubmissions.createdAt),
      desc(taskSubmissions.id),
    );
  rows.sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  const own = options.onlyOwnRejectionsOf;
  for (const row of rows) {
    if (!row.taskId) continue;
    if (own && row.status === 'rejected' && row.childId !== own) continue;
    byTask.set(row.taskId, [
      ...(byTask.get(row.taskId) ?? []),
      {
        childId: row.childId,
        childName: row.childName,
        status: row.status,
        completedAt: row.completedAt.toISOString(),
      },
    ]);
  }
  return byTask;
}

/**
 * What the occurrence's closed state is judged on (domain `isOccurrenceClosed`, ADR 024), read
 * in one statement for the task `task` (an SQL expression) of `familyId`: the children it is
 * for — the ACTIVE assigned ones, as stored, or with no assignment every active child of the
 * family at this moment (a child added or reactivated later does not reopen a closed task; an
 * edit of the assignment or the mode re-judges it) — as `targets`, and the children with a
 * submission of it that is not rejected as `done_by`.
 */
export function occurrenceColumns(familyId: string, task: SQL): SQL {
  return sql`(select coalesce(array_agg(c.id::text), '{}') from ${children} c
      where c.family_id = ${familyId} and c.active
        and (not exists (select 1 from ${taskAssignments} a where a.task_id = ${task})
             or c.id in (select a.child_id from ${taskAssignments} a where a.task_id = ${task}))) as targets,
    (select coalesce(array_agg(distinct s.child_id::text), '{}') from ${taskSubmissions} s
      where s.task_id = ${task} and s.status <> 'rejected') as done_by`;
}

/** Whether an occurrence is closed now (see {@link occurrenceColumns}). */
export async function isOccurrenceClosed(tx: Db, task: TaskRow): Promise<boolean> {
  const [row] = rowsOf<{ targets: string[]; done_by: string[] }>(
    await tx.execute(sql`select ${occurrenceColumns(task.familyId, sql`${task.id}::uuid`)}`),
  );
  return isOccurrenceClosedRule({
    mode: task.assignmentMode,
    targets: row?.targets ?? [],
    doneBy: row?.done_by ?? [],
  });
}

/**
 * Stores the occurrence's closed state (`tasks.completed`) as `isOccurrenceClosed` judges it;
 * `completedAt` is when it closed. Returns the row as stored.
 */
export async function syncOccurrenceClosed(tx: Db, task: TaskRow, now: Date): Promise<TaskRow> {
  const closed = await isOccurrenceClosed(tx, task);
  if (closed === task.completed) return task;
  const [row] = await tx
    .update(tasks)
    .set({ completed: closed, completedAt: closed ? now : null })
    .where(eq(tasks.id, task.id))
    .returning();
  return row!;
}

/** The client shape of a row (spec 001 §3 Task); `value` stays in centavos. */
export function toTask(
  row: TaskRow,
  assignedChildren: readonly string[],
  completions: readonly TaskCompletion[] = [],
): Task {
  return {
    id: row.id,
    familyId: row.familyId,
    title: row.title,
    description: row.description,
    value: row.valueCents,
    // Tasks saved before issue 12 may hold 'Outro': shown as 'Outros', the one list's spelling.
    category: canonicalCategory(row.category),
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    requiresPhoto: row.requiresPhoto,
    requiresApproval: row.requiresApproval,
    dueDate: row.dueDate,
    timeLimit: row.timeLimit,
    assignedChildren: [...assignedChildren].sort(),
    priority: row.priority,
    assignmentMode: row.assignmentMode,
    completions: [...completions],
    recurring: row.isRecurring,
    recurringType: row.recurringType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A task row of `familyId` (locked FOR UPDATE when `lock`), or null. */
export async function findRow(db: Db, familyId: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.familyId, familyId)));
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** A task's latest submission per child, as one entry of {@link latestCompletionsJson}. */
export interface LatestCompletionEntry {
  childId: string;
  childName: string;
  status: string;
  /** `completed_at` as epoch milliseconds, floored like the driver's own timestamp parsing. */
  at: number;
}

/**
 * SQL for each child's latest submission of the task `taskId` (an SQL expression), as a JSON
 * array in the order of completion, then child id (the rules of {@link completionsOf}; rejected
 * ones included). One definition for the reads that aggregate it in their own statement.
 */
export function latestCompletionsJson(taskId: SQL) {
  return sql<LatestCompletionEntry[]>`coalesce((
      select json_agg(json_build_object(
          'childId', l.child_id, 'childName', l.child_name, 'status', l.status,
          'at', floor(extract(epoch from l.completed_at) * 1000))
        order by l.completed_at, l.child_id)
      from (
        select distinct on (s.child_id) s.child_id, c.name as child_name, s.status, s.completed_at
        from ${taskSubmissions} s join ${children} c on c.id = s.child_id
        where s.task_id = ${taskId}
        order by s.child_id, s.created_at desc, s.id desc
      ) l), '[]')`;
}

/**
 * `GET /api/tasks/{id}` in ONE statement (ADR 037): the row, its assigned child ids and each
 * child's latest submission (the rules of {@link assignmentsOf} and {@link completionsOf}),
 * aggregated by subqueries. Instants travel as epoch milliseconds, floored like the driver's
 * own timestamp parsing, so the ISO strings are the ones the other reads answer.
 */
function prepareTaskRead(db: Db) {
  // drizzle drops the table name of columns in a one-table select: the subqueries qualify
  // the outer row by hand.
  const assigned = sql<string[]>`coalesce((
      select array_agg(a.child_id) from ${taskAssignments} a
      where a.task_id = "tasks"."id"), '{}')`;
  const latest = latestCompletionsJson(sql`"tasks"."id"`);
  return db
    .select({ row: tasks, assigned, latest })
    .from(tasks)
    .where(
      and(eq(tasks.id, sql.placeholder('id')), eq(tasks.familyId, sql.placeholder('familyId'))),
    )
    .prepare('mesadinha_task_by_id');
}

const taskReads = new WeakMap<Db, ReturnType<typeof prepareTaskRead>>();

/** `GET /api/tasks/{id}`: a task of `familyId`, or null (unknown or another family's). */
export async function getTask(db: Db, familyId: string, id: string): Promise<Task | null> {
  if (!isUuid(id)) return null;
  let read = taskReads.get(db);
  if (!read) {
    read = prepareTaskRead(db);
    taskReads.set(db, read);
  }
  const [found] = await read.execute({ id, familyId });
  if (!found) return null;
  return toTask(
    found.row,
    found.assigned,
    found.latest.map((entry) => ({
      childId: entry.childId,
      childName: entry.childName,
      status: entry.status as TaskCompletion['status'],
      completedAt: new Date(Number(entry.at)).toISOString(),
    })),
  );
}

/**
 * `POST /api/tasks`: inserts the task and its assignments and announces `tasks.changed`, in
 * one transaction (the event is delivered only on commit). Without `requiresPhoto` the
 * family's `requirePhotoApproval` limit decides (issue 12).
 */
export async function createTask(db: Db, familyId: string, input: CreateTaskInput): Promise<Task> {
  return db.transaction(async (tx) => {
    const assignees = await checkAssignees(tx, familyId, input.assignedChildren);
    const requiresPhoto =
      input.requiresPhoto ?? (await readFamilyLimits(tx, familyId)).requirePhotoApproval;
    const [row] = await tx
      .insert(tasks)
      .values({
        familyId,
        title: input.title,
        description: input.description ?? null,
        valueCents: input.value,
        category: input.category,
        requiresPhoto,
        requiresApproval: input.requiresApproval,
        dueDate: input.dueDate ?? null,
        timeLimit: input.timeLimit ?? null,
        priority: input.priority,
        assignmentMode: input.assignmentMode,
        isRecurring: input.recurring,
        recurringType: input.recurringType ?? null,
        // now() is one instant per transaction; the wall clock keeps creations ordered.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    if (assignees.length > 0) {
      await tx
        .insert(taskAssignments)
        .values(assignees.map((childId) => ({ taskId: row!.id, childId })));
    }
    await notifyEvent(tx, { type: 'tasks.changed', familyId, taskId: row!.id });
    return toTask(row!, assignees);
  });
}

/**
 * `PATCH /api/tasks/{id}`: changes the given fields; null when the task is not in `familyId`.
 * `assignedChildren` replaces the assignments (empty = every active child). Turning
 * `recurring` off clears the recurrence type; turning it on without one uses `weekly`.
 */
export async function updateTask(
  db: Db,
  familyId: string,
  id: string,
  input: UpdateTaskInput,
): Promise<Task | null> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, familyId, id, true);
    if (!current) return null;
    const assignees =
      input.assignedChildren === undefined
        ? undefined
        : await checkAssignees(tx, familyId, input.assignedChildren);
    const recurring = input.recurring ?? current.isRecurring;
    const recurringType = recurring
      ? (input.recurringType ?? current.recurringType ?? 'weekly')
      : null;
    const [row] = await tx
      .update(tasks)
      .set({
        title: input.title,
        description: input.description,
        valueCents: input.value,
        category: input.category,
        dueDate: input.dueDate,
        timeLimit: input.timeLimit,
        requiresPhoto: input.requiresPhoto,
        requiresApproval: input.requiresApproval,
        priority: input.priority,
        assignmentMode: input.assignmentMode,
        isRecurring: recurring,
        recurringType,
      })
      .where(eq(tasks.id, current.id))
      .returning();
    if (assignees !== undefined) {
      await tx.delete(taskAssignments).where(eq(taskAssignments.taskId, current.id));
      if (assignees.length > 0) {
        await tx
          .insert(taskAssignments)
          .values(assignees.map((childId) => ({ taskId: current.id, childId })));
      }
    }
    const assigned = assignees ?? (await assignmentsOf(tx, [current.id])).get(current.id) ?? [];
    // Who the task is for or how it is shared changed: the occurrence may open or close.
    const stored =
      assignees !== undefined || input.assignmentMode !== undefined
        ? await syncOccurrenceClosed(tx, row!, new Date())
        : row!;
    await notifyEvent(tx, { type: 'tasks.changed', familyId, taskId: current.id });
    return toTask(stored, assigned, (await completionsOf(tx, [current.id])).get(current.id) ?? []);
  });
}

/** `DELETE /api/tasks/{id}`: false when the task is not in `familyId`. */
export async function deleteTask(db: Db, familyId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.familyId, familyId)))
      .returning({ id: tasks.id });
    if (deleted.length === 0) return false;
    await notifyEvent(tx, { type: 'tasks.changed', familyId, taskId: id });
    return true;
  });
}

/**
 * `POST /api/tasks/bulk-delete`: deletes the listed tasks of `familyId` and returns how many.
 * Ids of other families (or unknown ones) are ignored, never deleted and never revealed:
 * the count tells the caller how many of its own tasks went.
 */
export async function bulkDeleteTasks(
  db: Db,
  familyId: string,
  ids: readonly string[],
): Promise<number> {
  const candidates = [...new Set(ids)].filter(isUuid);
  if (candidates.length === 0) return 0;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(tasks)
      .where(and(eq(tasks.familyId, familyId), inArray(tasks.id, candidates)))
      .returning({ id: tasks.id });
    if (deleted.length > 0) await notifyEvent(tx, { type: 'tasks.changed', familyId });
    return deleted.length;
  });
}

/**
 * Accent folding of the task search (issue 12: 'organizacao' finds 'Organização'), the same in
 * SQL and here for the search text: each accented letter of `ACCENTED` becomes the letter at
 * the same place in `PLAIN`, lower case; the combining marks after them (decomposed text) are
 * dropped. Case is then ignored by `ilike`. In SQL it is the IMMUTABLE `mesadinha_fold(text)`
 * of migration 0008 (a `translate` with these two strings), stored folded per task in
 * `tasks.search_text` under a trigram index (ADR 038). Changing a string here means a
 * migration that redefines the function and recomputes the column (tasks.test.ts checks both
 * sides agree).
 */
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';
const COMBINING_MARKS = '\u0300\u0301\u0302\u0303\u0308\u030a\u0327';
const FOLD_FROM = ACCENTED + COMBINING_MARKS;

/** The search text folded like `tasks.search_text`: 'Organização' → 'organizacao'. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    const at = FOLD_FROM.indexOf(char);
    if (at < 0) folded += char;
    else if (at < PLAIN.length) folded += PLAIN[at];
  }
  return folded.toLowerCase();
}

/**
 * `tasks.search_text`: the task's title and description, folded by `mesadinha_fold`, joined by
 * a line break (migration 0008). A generated column outside the drizzle schema (drizzle-kit
 * does not write it), read only here, under the trigram index `tasks_search_trgm_idx`.
 */
const SEARCH_TEXT = sql`${tasks}."search_text"`;

/** `%`, `_` and `\` match themselves in the search text (LIKE's default escape is `\`). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE of the list filters (everything but the cursor). */
function listFilter(familyId: string, query: TaskListQuery): SQL {
  const conditions: SQL[] = [eq(tasks.familyId, familyId)];
  if (query.search) {
    const pattern = likePattern(foldSearchText(query.search));
    // The search text may not hold a line break (contract), so no match spans both fields.
    conditions.push(sql`${SEARCH_TEXT} ilike ${pattern}`);
  }
  if (query.status === 'pending') conditions.push(eq(tasks.completed, false));
  if (query.status === 'completed') conditions.push(eq(tasks.completed, true));
  if (query.category) conditions.push(inArray(tasks.category, storedCategories(query.category)));
  const none = sql`not exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id})`;
  if (query.childId === 'unassigned') {
    conditions.push(none);
  } else if (query.childId) {
    if (!isUuid(query.childId)) return sql`false`;
    // A task with no assignee is available to every child, so it belongs to each child's list.
    conditions.push(
      sql`(exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id} and ${taskAssignments.childId} = ${query.childId}::uuid) or ${none})`,
    );
  }
  return and(...conditions)!;
}

/**
 * `GET /api/tasks`: one page of the family's tasks, newest first by (created_at desc, id desc)
 * with a keyset cursor, so concurrent inserts never shift a page and ties on created_at never
 * duplicate or skip a row. `total` counts every task the filter matches.
 */
export async function listTasks(
  db: Db,
  familyId: string,
  query: TaskListQuery,
): Promise<TaskListResponse> {
  const filter = listFilter(familyId, query);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const where = after
    ? and(
        filter,
        sql`(${tasks.createdAt}, ${tasks.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
      )
    : filter;
  const rows = await db
    .select({
      task: tasks,
      micros: sql<string>`(extract(epoch from ${tasks.createdAt}) * 1000000)::bigint::text`,
    })
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ micros: last.micros, id: last.task.id })
      : null;
  const [totals] = await db.select({ n: count() }).from(tasks).where(filter);
  const [summary] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${tasks.completed})`.mapWith(Number),
      totalValue: sql<number>`coalesce(sum(${tasks.valueCents}), 0)`.mapWith(Number),
    })
    .from(tasks)
    .where(eq(tasks.familyId, familyId));
  const pageIds = page.map((row) => row.task.id);
  const assigned = await assignmentsOf(db, pageIds);
  const completions = await completionsOf(db, pageIds);
  return {
    tasks: page.map((row) =>
      toTask(row.task, assigned.get(row.task.id) ?? [], completions.get(row.task.id) ?? []),
    ),
    nextCursor,
    total: totals?.n ?? 0,
    summary: {
      total: summary?.total ?? 0,
      completed: summary?.completed ?? 0,
      pending: (summary?.total ?? 0) - (summary?.completed ?? 0),
      totalValue: summary?.totalValue ?? 0,
    },
  };
}

/**
 * Creates the next occurrence of a recurring task (spec 001 §4 "Recurrence"): a copy with
 * completed false, the same assignees, and the next due date after `today`. Only one is ever
 * created per occurrence (unique `recurrence_parent_id`, so a race inserts nothing), and none
 * when the task's due date is in the future. Returns the new task, or null.
 */
/**
 * The next occurrence a completion of `task` on `today` starts, if it starts one: its due
 * date and recurrence type (the rules startNextOccurrence writes, and the one-statement
 * completion passes to SQL).
 */
export function nextOccurrenceOf(
  task: TaskRow,
  today: string,
  taskPauses: readonly Pause[] = [],
): { dueDate: string; type: NonNullable<TaskRow['recurringType']> } | null {
  if (!task.isRecurring) return null;
  const type = task.recurringType ?? DEFAULT_RECURRENCE_TYPE;
  if (!shouldCreateNextOccurrence(task.dueDate, today)) return null;
  const dueDate = nextRecurrenceDateAfterPauses(task.dueDate, type, today, taskPauses);
  return dueDate ? { dueDate, type } : null;
}

/**
 * The pauses a task's occurrences skip ('Modo férias'): the family's, and its child's when it is
 * assigned to exactly one child (a task of several children or of everyone goes on while one
 * of them is away).
 */
async function pausesOfTask(tx: Db, task: TaskRow): Promise<Pause[]> {
  const assigned = sql`(select a.child_id from ${taskAssignments} a where a.task_id = ${task.id}::uuid)`;
  return rowsOf<Pause>(
    await tx.execute(
      sql`select p.starts_on::text as "startsOn", p.ends_on::text as "endsOn" from ${pauses} p
        where p.family_id = ${task.familyId} and (p.child_id is null
          or (p.child_id in ${assigned} and (select count(*) from ${assigned} one) = 1))`,
    ),
  );
}

export async function startNextOccurrence(
  tx: Db,
  task: TaskRow,
  today: string,
): Promise<Task | null> {
  if (!nextOccurrenceOf(task, today)) return null;
  const next = nextOccurrenceOf(task, today, await pausesOfTask(tx, task));
  if (!next) return null;
  const { dueDate, type } = next;
  const [row] = await tx
    .insert(tasks)
    .values({
      familyId: task.familyId,
      title: task.title,
      description: task.description,
      valueCents: task.valueCents,
      category: task.category,
      requiresPhoto: task.requiresPhoto,
      requiresApproval: task.requiresApproval,
      dueDate,
      timeLimit: task.timeLimit,
      priority: task.priority,
      assignmentMode: task.assignmentMode,
      isRecurring: true,
      recurringType: type,
      recurrenceParentId: task.id,
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: tasks.recurrenceParentId })
    .returning();
  if (!row) return null;
  const assigned = (await assignmentsOf(tx, [task.id])).get(task.id) ?? [];
  if (assigned.length > 0) {
    await tx
      .insert(taskAssignments)
      .values(assigned.map((childId) => ({ taskId: row.id, childId })));
  }
  await notifyEvent(tx, { type: 'tasks.changed', familyId: task.familyId, taskId: row.id });
  return toTask(row, assigned);
}
