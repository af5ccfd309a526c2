import type { z } from 'zod';
import type { TaskSchema } from '../task-view';
import type {
  BulkDeleteTasksInputSchema,
  CreateTaskInputSchema,
  TaskListQuerySchema,
  TaskListResponseSchema,
  UpdateTaskInputSchema,
} from '../tasks';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/tasks`: a page of the family's tasks, newest first. */
export const getTasks = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof TaskListQuerySchema> },
  z.output<typeof TaskListResponseSchema>
>()('GET', '/tasks', 'getTasks');

/** `POST /api/tasks`. */
export const createTask = /* @__PURE__ */ endpoint<
  { body: z.input<typeof CreateTaskInputSchema> },
  z.output<typeof TaskSchema>
>()('POST', '/tasks', 'createTask');

/** `GET /api/tasks/{id}`. */
export const getTask = /* @__PURE__ */ endpoint<NoParts, z.output<typeof TaskSchema>>()(
  'GET',
  '/tasks/{id}',
  'getTask',
);

/** `PATCH /api/tasks/{id}`: changes the given fields. */
export const updateTask = /* @__PURE__ */ endpoint<
  { body: z.input<typeof UpdateTaskInputSchema> },
  z.output<typeof TaskSchema>
>()('PATCH', '/tasks/{id}', 'updateTask');

/** `DELETE /api/tasks/{id}` (204). */
export const deleteTask = /* @__PURE__ */ endpoint<NoParts, void>()(
  'DELETE',
  '/tasks/{id}',
  'deleteTask',
);

/** `POST /api/tasks/bulk-delete`: deletes the listed tasks of the family; says how many went. */
export const bulkDeleteTasks = /* @__PURE__ */ endpoint<
  { body: z.input<typeof BulkDeleteTasksInputSchema> },
  { deleted: number }
>()('POST', '/tasks/bulk-delete', 'bulkDeleteTasks');
