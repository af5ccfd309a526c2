import { createRouter } from '../../lib/create-router';
import { getChildTasks, postCompleteTask } from './child-tasks.handlers';
import { completeTaskRoute, listChildTasksRoute } from './child-tasks.routes';

/** The child's side of tasks: its list, and completing a task (with an optional photo). */
export const childTasksRouter = createRouter()
  .openapi(listChildTasksRoute, getChildTasks)
  .openapi(completeTaskRoute, postCompleteTask);
