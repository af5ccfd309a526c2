import { z } from '@hono/zod-openapi';
import {
  BulkDeleteTasksInputSchema,
  CreateTaskInputSchema,
  TaskListQuerySchema,
  TaskListResponseSchema,
  TaskSchema,
  UpdateTaskInputSchema,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import {
  bulkDeleteTasks,
  createTask,
  deleteTask,
  getTask,
  getTasks,
  updateTask,
} from '@portal/contracts/endpoints/tasks';
import { defineRoute } from '../../lib/access';

const TaskIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'tasks.id' }),
});

/** Answer of `POST /api/tasks/bulk-delete`: how many of the caller's tasks were deleted. */
export const BulkDeleteTasksResponseSchema = z.object({ deleted: z.number().int().nonnegative() });

/** `GET /api/tasks`. */
export const listTasksRoute = defineRoute(getTasks, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Tarefas da família',
  description:
    "'Gerenciar Tarefas': the family's tasks, newest first (created_at desc, id desc), 20 per page with an opaque `nextCursor`. `search` matches title or description (case-insensitive, literal text); `status` all|pending|completed; `category` exact; `childId` a child id (its tasks plus those for everyone) or `unassigned` (tasks for everyone). `total` counts every match. Each task's `completed` says the occurrence is closed (`first`: someone did it; `each`: every active child it is for did it) and `completions` says who did what (ADR 024).",
  request: { query: TaskListQuerySchema },
  responses: {
    200: {
      description: 'One page of tasks.',
      content: { 'application/json': { schema: TaskListResponseSchema } },
    },
    400: errorJson('Invalid query or cursor.'),
  },
});

/** `POST /api/tasks`. */
export const createTaskRoute = defineRoute(createTask, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Criar tarefa',
  description:
    "'Criar Nova Tarefa' (spec 001 §5 Create task). Assigned children must be active children of the family. Announces `tasks.changed`.",
  request: {
    body: { required: true, content: { 'application/json': { schema: CreateTaskInputSchema } } },
  },
  responses: {
    201: { description: 'The new task.', content: { 'application/json': { schema: TaskSchema } } },
    400: errorJson(
      'Invalid input (spec messages in `issues`), or a child that cannot be assigned.',
    ),
    404: errorJson('The caller has no family yet.'),
  },
});

/** `GET /api/tasks/{id}`. */
export const getTaskRoute = defineRoute(getTask, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Uma tarefa',
  description: "A task of the caller's family; another family's task is 404.",
  request: { params: TaskIdParamsSchema },
  responses: {
    200: { description: 'The task.', content: { 'application/json': { schema: TaskSchema } } },
    404: errorJson("No such task in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `PATCH /api/tasks/{id}`. */
export const updateTaskRoute = defineRoute(updateTask, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Editar tarefa',
  description:
    "'Editar Tarefa' (spec 001 §5 Edit task): changes the given fields; a blank description, due date or time limit clears it; `assignedChildren` replaces the assignees (empty = every active child); a new assignment or `assignmentMode` re-judges whether the occurrence is closed. Announces `tasks.changed`.",
  request: {
    params: TaskIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: UpdateTaskInputSchema } } },
  },
  responses: {
    200: {
      description: 'The task after the change.',
      content: { 'application/json': { schema: TaskSchema } },
    },
    400: errorJson(
      'Invalid input (spec messages in `issues`), or a child that cannot be assigned.',
    ),
    404: errorJson("No such task in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `DELETE /api/tasks/{id}`. */
export const deleteTaskRoute = defineRoute(deleteTask, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Excluir tarefa',
  description: 'Deletes the task and its assignments. Announces `tasks.changed`.',
  request: { params: TaskIdParamsSchema },
  responses: {
    204: { description: 'Deleted.' },
    404: errorJson("No such task in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `POST /api/tasks/bulk-delete`. */
export const bulkDeleteTasksRoute = defineRoute(bulkDeleteTasks, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['tasks'],
  summary: 'Excluir várias tarefas',
  description:
    "Deletes the listed tasks of the caller's family in one transaction. Ids of other families or unknown ids are ignored (never deleted, never revealed); `deleted` says how many went. Announces `tasks.changed` when any was deleted.",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: BulkDeleteTasksInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'How many tasks were deleted.',
      content: { 'application/json': { schema: BulkDeleteTasksResponseSchema } },
    },
    400: errorJson('Invalid input (no ids).'),
  },
});
