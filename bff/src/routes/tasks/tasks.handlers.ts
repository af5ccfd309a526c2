import type { RouteHandler } from '@hono/zod-openapi';
import { familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import type {
  bulkDeleteTasksRoute,
  createTaskRoute,
  deleteTaskRoute,
  getTaskRoute,
  listTasksRoute,
  updateTaskRoute,
} from './tasks.routes';
import {
  bulkDeleteTasks,
  createTask,
  deleteTask,
  getTask,
  listTasks,
  updateTask,
} from './tasks.service';

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** GET /api/tasks */
export const getTasks: RouteHandler<typeof listTasksRoute, AppBindings> = async (c) => {
  return c.json(await listTasks(c.var.db.db, familyScope(c), c.req.valid('query')), 200);
};

/** POST /api/tasks */
export const postTask: RouteHandler<typeof createTaskRoute, AppBindings> = async (c) => {
  return c.json(await createTask(c.var.db.db, familyScope(c), c.req.valid('json')), 201);
};

/** GET /api/tasks/{id} */
export const getTaskById: RouteHandler<typeof getTaskRoute, AppBindings> = async (c) => {
  const task = await getTask(c.var.db.db, familyScope(c), c.req.valid('param').id);
  if (!task) throw notFound();
  return c.json(task, 200);
};

/** PATCH /api/tasks/{id} */
export const patchTask: RouteHandler<typeof updateTaskRoute, AppBindings> = async (c) => {
  const task = await updateTask(
    c.var.db.db,
    familyScope(c),
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  if (!task) throw notFound();
  return c.json(task, 200);
};

/** DELETE /api/tasks/{id} */
export const removeTask: RouteHandler<typeof deleteTaskRoute, AppBindings> = async (c) => {
  if (!(await deleteTask(c.var.db.db, familyScope(c), c.req.valid('param').id))) throw notFound();
  return c.body(null, 204);
};

/** POST /api/tasks/bulk-delete */
export const postBulkDeleteTasks: RouteHandler<typeof bulkDeleteTasksRoute, AppBindings> = async (
  c,
) => {
  const deleted = await bulkDeleteTasks(c.var.db.db, familyScope(c), c.req.valid('json').ids);
  return c.json({ deleted }, 200);
};
