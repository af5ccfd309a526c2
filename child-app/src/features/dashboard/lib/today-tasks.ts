import type { ChildTask } from '@portal/contracts/submissions';

/** Tasks the dashboard shows (spec 001 §9 "Dashboard tasks shown"). */
export const DASHBOARD_TASKS = 3;

/**
 * The first tasks of today, in the BFF's order: not completed and due today or earlier (no due
 * date counts as due), as the tasks screen's 'Hoje' tab. A task completed from the dashboard
 * (`keep`) stays in place, reading 'Concluída', until the screen is left.
 */
export function todayTasks(
  tasks: readonly ChildTask[],
  today: string,
  keep: ReadonlySet<string> = new Set(),
  limit = DASHBOARD_TASKS,
): ChildTask[] {
  return tasks
    .filter((task) => !task.completed || keep.has(task.id))
    .filter((task) => !task.dueDate || task.dueDate <= today)
    .slice(0, limit);
}
