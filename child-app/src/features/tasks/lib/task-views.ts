import type { ChildTask } from '@portal/contracts/submissions';
import { formatDate, isTaskAvailableAt, parseTimeLimit } from '@portal/domain';

/** The four tabs of the child tasks screen (spec 001 §2), in order. */
export const TASK_TABS = ['today', 'upcoming', 'pending', 'completed'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** The category chip that shows every category. */
export const ALL_CATEGORIES = 'Todas';

/**
 * Whether a task belongs in a tab, `today` being the São Paulo calendar day of the client:
 * Hoje = not completed and due today or earlier (no due date counts as due, overdue too);
 * Próximas = not completed with a later due date; Pendentes = every incomplete task;
 * Concluídas = completed ones. `ignoreCompleted` judges a task as if it were still open (a
 * task the child just completed stays where it was until the view changes).
 */
export function isInTab(
  task: Pick<ChildTask, 'completed' | 'dueDate'>,
  tab: TaskTab,
  today: string,
  ignoreCompleted = false,
): boolean {
  if (tab === 'completed') return task.completed;
  if (task.completed && !ignoreCompleted) return false;
  if (tab === 'pending') return true;
  const dueLater = Boolean(task.dueDate) && (task.dueDate as string) > today;
  return tab === 'upcoming' ? dueLater : !dueLater;
}

/** Categories present in the list, in first-seen order (the server's sort order). */
export function categoriesOf(tasks: readonly Pick<ChildTask, 'category'>[]): string[] {
  return [...new Set(tasks.map((task) => task.category))];
}

/** Figures of the summary cards; money in centavos. */
export interface TasksSummary {
  /** Sum of the values of every incomplete task. */
  potentialEarnings: number;
  /** Incomplete tasks in the 'Hoje' tab. */
  todayCount: number;
}

/** Summary over the whole list (the category filter does not change it). */
export function summarize(
  tasks: readonly Pick<ChildTask, 'completed' | 'dueDate' | 'value'>[],
  today: string,
): TasksSummary {
  let potentialEarnings = 0;
  let todayCount = 0;
  for (const task of tasks) {
    if (task.completed) continue;
    potentialEarnings += task.value;
    if (isInTab(task, 'today', today)) todayCount += 1;
  }
  return { potentialEarnings, todayCount };
}

/**
 * Count on the 'Tarefas' tab of the bottom navigation: tasks the child can do right now
 * (not completed and available at `now`).
 */
export function pendingTasksCount(
  tasks: readonly Pick<ChildTask, 'completed' | 'dueDate' | 'timeLimit'>[],
  now: Date,
): number {
  return tasks.filter((task) => !task.completed && isTaskAvailableAt(task, now)).length;
}

/**
 * When a not-yet-available task opens, as shown in 'Disponível em {date}': the due date
 * (dd/mm/aaaa), followed by the time when the time limit is written HH:MM.
 */
export function availableFromLabel(task: Pick<ChildTask, 'dueDate' | 'timeLimit'>): string {
  if (!task.dueDate) return '';
  const time = parseTimeLimit(task.timeLimit);
  const date = formatDate(task.dueDate);
  if (!time) return date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(time.hours)}:${pad(time.minutes)}`;
}
