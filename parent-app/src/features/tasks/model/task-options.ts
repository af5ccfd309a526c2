import {
  TASK_CATEGORY_EMOJI,
  type RecurrenceTypeValue,
  type TaskCategory,
  type TaskPriority,
} from '@portal/contracts/tasks';
import type { SelectOption } from '@portal/design-system';
import { z } from 'zod';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { tasksCopy as C } from '../copy';

/** A category with its emoji ('🧹 Limpeza'); an unknown (legacy) category is shown as is. */
export function categoryLabel(category: string): string {
  const emoji = TASK_CATEGORY_EMOJI[category as TaskCategory];
  return emoji ? `${emoji} ${category}` : category;
}

/**
 * Options of a category select. `current` (the task's own category) is kept first when the
 * list does not hold it, so editing a task made with the create form's list never loses it.
 */
export function categoryOptions(categories: readonly string[], current?: string): SelectOption[] {
  const list = current && !categories.includes(current) ? [current, ...categories] : categories;
  return list.map((category) => ({ value: category, label: categoryLabel(category) }));
}

export const PRIORITY_OPTIONS: SelectOption[] = (['low', 'medium', 'high'] as TaskPriority[]).map(
  (value) => ({ value, label: C.priority[value] }),
);

export const RECURRENCE_OPTIONS: SelectOption[] = (
  ['daily', 'weekly', 'monthly'] as RecurrenceTypeValue[]
).map((value) => ({ value, label: C.recurrence[value] }));

/**
 * Navigation state of `/tasks/create`: `from`, the path of the screen that opened it (the
 * dashboard's quick action, 'Gerenciar Tarefas'). Cancel returns there.
 */
export const TaskOriginStateSchema = z.object({ from: z.string() });
export type TaskOriginState = z.infer<typeof TaskOriginStateSchema>;

/** The same-origin path in `state.from`, else null. */
export function originFrom(state: unknown): string | null {
  const parsed = TaskOriginStateSchema.safeParse(state);
  if (!parsed.success) return null;
  return safeRedirectPath(parsed.data.from, '') || null;
}
