import { z } from 'zod';
import {
  BooleanInputSchema,
  boundedText,
  IdSchema,
  idList,
  isoDateField,
  MAX_BULK_IDS,
  optionalText,
  pageCursorField,
  pageLimitField,
  requiredText,
  type TextLimits,
} from './fields';
import { MSG } from './messages';
import { CentavosSchema, moneyInput, positiveAmount } from './money';
import {
  RecurrenceTypeSchema,
  TaskAssignmentModeSchema,
  TaskPrioritySchema,
  TaskSchema,
} from './task-view';

export {
  RecurrenceTypeSchema,
  TaskAssignmentModeSchema,
  TaskCompletionSchema,
  TaskPrioritySchema,
  TaskSchema,
  type RecurrenceTypeValue,
  type Task,
  type TaskAssignmentMode,
  type TaskCompletion,
  type TaskPriority,
} from './task-view';

const T = MSG.task;

import { canonicalCategory, TASK_CATEGORIES } from './task-categories';

export {
  TASK_CATEGORIES,
  LEGACY_OTHER_CATEGORY,
  TASK_CATEGORY_EMOJI,
  canonicalCategory,
  storedCategories,
  type TaskCategory,
} from './task-categories';

/** A category of the list; 'Outro' (old spelling) is read as 'Outros'; anything else reads as missing. */
export const TaskCategorySchema = z.preprocess(
  (value) => (typeof value === 'string' ? canonicalCategory(value) : value),
  z.enum(TASK_CATEGORIES, { error: T.categoryRequired }),
);

/**
 * Longest time limit / estimated time text. The field is free text ('15 min', 'Manhã'); an
 * 'HH:MM' value also sets the due time (spec 001 §4, ADR 010).
 */
export const TIME_LIMIT_MAX = 40;
/** Longest task title and description. */
export const TASK_TITLE_MAX = 120;
export const TASK_DESCRIPTION_MAX = 500;

/** Limits of the task text fields (one line, except the description). */
const TITLE_LIMITS: TextLimits = { max: TASK_TITLE_MAX, tooLong: T.titleTooLong };
const DESCRIPTION_LIMITS: TextLimits = {
  max: TASK_DESCRIPTION_MAX,
  tooLong: T.descriptionTooLong,
  multiline: true,
};
const TIME_LIMIT_LIMITS: TextLimits = { max: TIME_LIMIT_MAX, tooLong: T.timeLimitTooLong };

/** Edit-form value bounds in centavos: R$ 0,50 to R$ 100,00 in steps of R$ 0,50. */
export const TASK_VALUE_MIN = 50;
export const TASK_VALUE_MAX = 10000;
export const TASK_VALUE_STEP = 50;

/**
 * The value of a task (→ centavos): R$ 0,50 to R$ 100,00 at creation as at edit (creation used
 * to accept any amount above zero, issue 9). The edit form also keeps its steps of R$ 0,50;
 * creation does not (tasks of R$ 7,35 exist and are created by the API's callers).
 */
function taskValue({ step }: { step: boolean }) {
  return moneyInput({ required: T.valueMustBePositive, invalid: T.valueMustBePositive }, [
    positiveAmount(T.valueMustBePositive),
    [(c) => c >= TASK_VALUE_MIN && c <= TASK_VALUE_MAX, T.valueOutOfRange],
    ...(step ? [[(c: number) => c % TASK_VALUE_STEP === 0, T.valueStep] as const] : []),
  ]);
}

/** Children a task is assigned to: at most 100 ids (a family has at most 5 children). */
const assigneeIds = () => z.array(IdSchema).max(MAX_BULK_IDS, MSG.text.tooManyIds);

/**
 * `POST /api/tasks` ('Criar Nova Tarefa', spec 001 §5 "Create task"). Value → centavos > 0.
 * The recurrence type is kept only when `recurring` is on (otherwise output `undefined`).
 */
export const CreateTaskInputSchema = z
  .object({
    title: requiredText(T.titleRequired, TITLE_LIMITS),
    description: optionalText(DESCRIPTION_LIMITS),
    value: taskValue({ step: false }),
    category: TaskCategorySchema,
    assignedChildren: idList({ empty: T.selectAtLeastOneChild }),
    /** Absent: the family's `limits.requirePhotoApproval` decides (issue 12). */
    requiresPhoto: BooleanInputSchema.optional(),
    requiresApproval: BooleanInputSchema.default(true),
    dueDate: z
      .literal('')
      .transform(() => undefined)
      .or(isoDateField(T.dateInvalid))
      .optional(),
    recurring: BooleanInputSchema.default(false),
    recurringType: RecurrenceTypeSchema.default('weekly'),
    timeLimit: optionalText(TIME_LIMIT_LIMITS),
    priority: TaskPrioritySchema.default('medium'),
    assignmentMode: TaskAssignmentModeSchema.default('each'),
  })
  .transform(({ recurringType, ...task }) => ({
    ...task,
    recurringType: task.recurring ? recurringType : undefined,
  }));
export type CreateTaskInput = z.infer<typeof CreateTaskInputSchema>;

/** A text field of the edit form: blank clears it (`null`), absent leaves it unchanged. */
function clearableText(limits: TextLimits) {
  return boundedText(limits)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/**
 * `PATCH /api/tasks/{id}` ('Editar Tarefa', spec 001 §5 "Edit task"). Every field optional;
 * the name must not be blank; value R$ 0,50 to R$ 100,00 in steps of R$ 0,50; a blank
 * description, due date or time limit clears it; an empty `assignedChildren` means available
 * to every active child.
 */
export const UpdateTaskInputSchema = z.object({
  title: requiredText(T.titleRequired, TITLE_LIMITS).optional(),
  description: clearableText(DESCRIPTION_LIMITS),
  value: taskValue({ step: true }).optional(),
  category: TaskCategorySchema.optional(),
  dueDate: z
    .literal('')
    .transform(() => null)
    .or(isoDateField(T.dateInvalid))
    .nullable()
    .optional(),
  timeLimit: clearableText(TIME_LIMIT_LIMITS),
  requiresPhoto: z.boolean().optional(),
  requiresApproval: z.boolean().optional(),
  assignedChildren: assigneeIds().optional(),
  priority: TaskPrioritySchema.optional(),
  assignmentMode: TaskAssignmentModeSchema.optional(),
  recurring: z.boolean().optional(),
  recurringType: RecurrenceTypeSchema.nullable().optional(),
});
export type UpdateTaskInput = z.infer<typeof UpdateTaskInputSchema>;

/** Status filter of the manage screen. */
export const TaskStatusFilterSchema = z.enum(['all', 'pending', 'completed']);
export type TaskStatusFilter = z.infer<typeof TaskStatusFilterSchema>;

/** Page size of the manage list (spec 001 §9), and the largest a caller may ask for. */
export const TASK_PAGE_SIZE = 20;
export const TASK_PAGE_SIZE_MAX = 100;

/**
 * `GET /api/tasks` query: text search over title and description, status, category, child
 * (`unassigned` = tasks for everyone), an opaque cursor, and a page size (default 20).
 * Query values arrive as text; blank ones are ignored.
 */
export const TaskListQuerySchema = z.object({
  search: optionalText({ max: TASK_TITLE_MAX, tooLong: MSG.text.searchTooLong }),
  status: TaskStatusFilterSchema.default('all'),
  category: optionalText({ max: TIME_LIMIT_MAX, tooLong: MSG.text.categoryTooLong }),
  childId: optionalText({ max: 64, tooLong: MSG.text.idInvalid }),
  cursor: pageCursorField(),
  limit: pageLimitField(TASK_PAGE_SIZE, TASK_PAGE_SIZE_MAX),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

/**
 * The four stat cards of 'Gerenciar Tarefas' (Total, Concluídas, Pendentes, Valor Total),
 * over every task of the family whatever the filter.
 */
export const TaskSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  /** Sum of all task values, centavos. */
  totalValue: CentavosSchema,
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;

/**
 * A page of tasks; `nextCursor` null on the last page, `total` over the whole filter,
 * `summary` over the whole family.
 */
export const TaskListResponseSchema = z.object({
  tasks: z.array(TaskSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
  summary: TaskSummarySchema,
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

/** `POST /api/tasks/bulk-delete` (bulk delete from the manage screen); answers `{ deleted }`. */
export const BulkDeleteTasksInputSchema = z.object({
  ids: idList({ empty: MSG.text.noIds }),
});
export type BulkDeleteTasksInput = z.infer<typeof BulkDeleteTasksInputSchema>;
