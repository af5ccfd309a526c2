import {
  canonicalCategory,
  TASK_CATEGORIES,
  TASK_CATEGORY_EMOJI,
  type RecurrenceTypeValue,
  type Task,
  type TaskAssignmentMode,
  type TaskCategory,
  type TaskPriority,
} from '@portal/contracts/tasks';
import { formatMoneyInput } from '@portal/domain';
import type { SelectOption } from '@portal/design-system';
import { z } from 'zod';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { tasksCopy as C } from '../copy';

/** A category with its emoji ('🧹 Limpeza'); an unknown (legacy) category is shown as is. */
export function categoryLabel(category: string): string {
  const shown = canonicalCategory(category);
  const emoji = TASK_CATEGORY_EMOJI[shown as TaskCategory];
  return emoji ? `${emoji} ${shown}` : shown;
}

/**
 * Options of a category select. `current` (the task's own category) is kept first when the
 * list does not hold it, so editing a task made with the create form's list never loses it.
 */
export function categoryOptions(categories: readonly string[], current?: string): SelectOption[] {
  const shown = current === undefined ? undefined : canonicalCategory(current);
  const list = shown && !categories.includes(shown) ? [shown, ...categories] : categories;
  return list.map((category) => ({ value: category, label: categoryLabel(category) }));
}

export const PRIORITY_OPTIONS: SelectOption[] = (['low', 'medium', 'high'] as TaskPriority[]).map(
  (value) => ({ value, label: C.priority[value] }),
);

export const RECURRENCE_OPTIONS: SelectOption[] = (
  ['daily', 'weekly', 'monthly'] as RecurrenceTypeValue[]
).map((value) => ({ value, label: C.recurrence[value] }));

/** Which screen the task field set is on. */
export type TaskFormVariant = 'create' | 'edit';

/**
 * What the spec makes different between 'Criar Nova Tarefa' and 'Editar Tarefa' (spec 001 §2,
 * §9), in one place: both screens draw the same field set (`TaskFields`) from the same values
 * and validate with the contract's schema for their request. The spec gives each form its own
 * category list and labels (issue 12: one category list and one money input for both, ADR 031);
 * only creation sets recurrence and priority, only edition suggests estimated times.
 */
export const TASK_FORM_VARIANTS = {
  create: {
    idPrefix: 'create-task',
    categories: TASK_CATEGORIES as readonly string[],
    titleLabel: C.fields.title,
    titlePlaceholder: C.fields.titlePlaceholder as string | undefined,
    descriptionPlaceholder: C.fields.descriptionPlaceholder as string | undefined,
    categoryPlaceholder: C.fields.categoryPlaceholder as string | undefined,
    childrenHint: C.fields.childrenHint as string | undefined,
    childDetails: false,
    dueDateLabel: C.fields.dueDate,
    timeLabel: C.fields.timeLimit,
    timeHint: C.fields.timeLimitHint as string | undefined,
    timeSuggestions: false,
    recurrenceAndPriority: true,
  },
  edit: {
    idPrefix: 'edit-task',
    categories: TASK_CATEGORIES as readonly string[],
    titleLabel: C.fields.name,
    titlePlaceholder: undefined,
    descriptionPlaceholder: undefined,
    categoryPlaceholder: undefined,
    childrenHint: undefined,
    childDetails: true,
    dueDateLabel: C.fields.dueDateEdit,
    timeLabel: C.fields.estimatedTime,
    timeHint: undefined,
    timeSuggestions: true,
    recurrenceAndPriority: false,
  },
} satisfies Record<TaskFormVariant, unknown>;

/** The values of the task field set: text as typed (the value in reais), as both forms hold them. */
export interface TaskFormValues {
  title: string;
  description: string;
  /** Reais as typed in the money input ('5,50', '1.500,00'); sent as text (ADR 031). */
  value: string;
  category: string;
  assignedChildren: string[];
  /** 'each' (every child does its own) or 'first' ('Para quem fizer primeiro'), ADR 024. */
  assignmentMode: TaskAssignmentMode;
  requiresPhoto: boolean;
  requiresApproval: boolean;
  dueDate: string;
  recurring: boolean;
  recurringType: RecurrenceTypeValue;
  timeLimit: string;
  priority: TaskPriority;
}

/** A blank task: the defaults of 'Criar Nova Tarefa' (approval on, weekly, medium). */
export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  description: '',
  value: '',
  category: '',
  assignedChildren: [],
  assignmentMode: 'each',
  requiresPhoto: false,
  requiresApproval: true,
  dueDate: '',
  recurring: false,
  recurringType: 'weekly',
  timeLimit: '',
  priority: 'medium',
};

/**
 * The field set's values from a saved task. Only active children can be assigned (spec 001
 * §5): an inactive one drops out on save.
 */
export function taskFormValues(task: Task, activeIds: ReadonlySet<string>): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    value: formatMoneyInput(task.value),
    category: canonicalCategory(task.category),
    assignedChildren: task.assignedChildren.filter((childId) => activeIds.has(childId)),
    assignmentMode: task.assignmentMode,
    requiresPhoto: task.requiresPhoto,
    requiresApproval: task.requiresApproval,
    dueDate: task.dueDate ?? '',
    recurring: task.recurring,
    recurringType: task.recurringType ?? 'weekly',
    timeLimit: task.timeLimit ?? '',
    priority: task.priority,
  };
}

/**
 * Whether a task is for more than one child: several chosen, or none chosen (every active
 * child) in a family of more than one. Only then does 'Para quem fizer primeiro' mean
 * anything, so only then does the form offer it (ADR 024).
 */
export function isForSeveralChildren(assigned: readonly string[], activeCount: number): boolean {
  return assigned.length > 1 || (assigned.length === 0 && activeCount > 1);
}

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
