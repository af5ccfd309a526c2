import { parseIsoDate, saoPauloStartOfDay } from './calendar';

/** A time limit written HH:MM (hours 0-23, minutes 0-59), or null for any other text. */
export function parseTimeLimit(
  text: string | null | undefined,
): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? { hours, minutes } : null;
}

/** A task is overdue ('Atrasada') when its due date is before today. */
export function isTaskOverdue(dueDate: string | null | undefined, today: string): boolean {
  return Boolean(dueDate) && (dueDate as string) < today;
}

/**
 * A task can be marked done when it has no due date or its due date is today or earlier;
 * a later one shows 'Disponível em {date}' (spec 001 §2, §4: "A task with no due date counts
 * as due").
 */
export function isTaskAvailable(dueDate: string | null | undefined, today: string): boolean {
  return !dueDate || dueDate <= today;
}

/**
 * The instant a task becomes available (spec 001 §4: its due date at the due time, São Paulo;
 * a time limit in HH:MM form sets the due time, otherwise midnight). Null when it has no due
 * date, i.e. it is always available.
 */
export function taskAvailableFrom(
  dueDate: string | null | undefined,
  timeLimit: string | null | undefined,
): Date | null {
  if (!dueDate || !parseIsoDate(dueDate)) return null;
  const start = saoPauloStartOfDay(dueDate);
  const time = parseTimeLimit(timeLimit);
  if (!time) return start;
  return new Date(start.getTime() + (time.hours * 60 + time.minutes) * 60_000);
}

/** Whether a task can be marked done at `now` (see {@link taskAvailableFrom}). */
export function isTaskAvailableAt(
  task: { dueDate: string | null | undefined; timeLimit: string | null | undefined },
  now: Date,
): boolean {
  const from = taskAvailableFrom(task.dueDate, task.timeLimit);
  return from === null || from.getTime() <= now.getTime();
}

/** Whether a task is for a child: assigned to it, or to nobody (which means every child). */
export function isTaskForChild(
  assignedChildren: readonly string[] | null | undefined,
  childId: string,
): boolean {
  return !assignedChildren || assignedChildren.length === 0 || assignedChildren.includes(childId);
}

/** Sort order of a child's tasks: not completed first, then due date ascending, no date last. */
export function compareTasksForChild(
  a: { completed: boolean; dueDate: string | null | undefined },
  b: { completed: boolean; dueDate: string | null | undefined },
): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  if (a.dueDate && b.dueDate) return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;
  if (a.dueDate) return -1;
  if (b.dueDate) return 1;
  return 0;
}

/** Success rate in whole percent: completed / (pending + completed), 0 when there is nothing. */
export function successRate(completed: number, pending: number): number {
  const total = completed + pending;
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/**
 * The month's 'Taxa de sucesso' (spec 001: completed / (pending + completed), here the approved
 * ones as completed), shown only once a parent reviewed one of the month's submissions
 * (`reviewed`: approved or rejected); null before that, so two tasks waiting for their first
 * review read as "not yet known", not as 0 % (issue 41).
 */
export function reviewedSuccessRate(figures: {
  approved: number;
  pending: number;
  reviewed: number;
}): number | null {
  if (figures.reviewed === 0) return null;
  return successRate(figures.approved, figures.pending);
}

/**
 * A ledger entry counts as a task transaction when its type or category contains "task" or
 * "tarefa" (any case), or it carries a task id (spec 001 §3).
 */
export function isTaskTransaction(entry: {
  type?: string | null;
  category?: string | null;
  taskId?: string | null;
}): boolean {
  const words = `${entry.type ?? ''} ${entry.category ?? ''}`.toLowerCase();
  return words.includes('task') || words.includes('tarefa') || Boolean(entry.taskId);
}

/**
 * Weekly spending of the parent dashboard, in centavos: the negative ledger amounts of the week
 * (as a positive sum) plus, for each task created this week, its value times the number of
 * the family's children assigned to it (spec 001 §9).
 */
export function weeklySpending(input: {
  transactionAmounts: readonly number[];
  tasksCreatedThisWeek: readonly { value: number; assignedChildren: readonly string[] }[];
  familyChildIds: readonly string[];
}): number {
  const family = new Set(input.familyChildIds);
  const spent = input.transactionAmounts.reduce(
    (sum, amount) => (amount < 0 ? sum - amount : sum),
    0,
  );
  const committed = input.tasksCreatedThisWeek.reduce(
    (sum, task) => sum + task.value * task.assignedChildren.filter((id) => family.has(id)).length,
    0,
  );
  return spent + committed;
}

/** Who may do an occurrence and who did it, as {@link isOccurrenceClosed} judges it. */
export interface OccurrenceState {
  /** `first`: one child does it for all; `each`: every child it is for does their own. */
  mode: 'first' | 'each';
  /**
   * The children it is for: its active assigned children, or with no assignment every active
   * child of the family.
   */
  targets: readonly string[];
  /** The children with a submission of it that is not rejected. */
  doneBy: readonly string[];
}

/**
 * Whether an occurrence is closed (ADR 024): mode `first` once anyone did it; mode `each` once
 * every child it is for did; with nobody it is for still active, once anyone did it.
 */
export function isOccurrenceClosed({ mode, targets, doneBy }: OccurrenceState): boolean {
  const done = new Set(doneBy);
  if (mode === 'first' || targets.length === 0) return done.size > 0;
  return targets.every((child) => done.has(child));
}
