import { createRouter } from '../../lib/create-router';
import {
  getTaskById,
  getTasks,
  patchTask,
  postBulkDeleteTasks,
  postTask,
  removeTask,
} from './tasks.handlers';
import {
  bulkDeleteTasksRoute,
  createTaskRoute,
  deleteTaskRoute,
  getTaskRoute,
  listTasksRoute,
  updateTaskRoute,
} from './tasks.routes';

/**
 * Tasks resource (parents only, scoped to the caller's family): list, create, read, edit,
 * delete and bulk delete.
 */
export const tasksRouter = createRouter()
  .openapi(listTasksRoute, getTasks)
  .openapi(createTaskRoute, postTask)
  .openapi(bulkDeleteTasksRoute, postBulkDeleteTasks)
  .openapi(getTaskRoute, getTaskById)
  .openapi(updateTaskRoute, patchTask)
  .openapi(deleteTaskRoute, removeTask);
