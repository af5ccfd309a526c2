import type { z } from 'zod';
import type {
  ChildTasksResponseSchema,
  CompleteTaskInputSchema,
  CompleteTaskResponseSchema,
} from '../submissions';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/child/tasks`: the signed-in child's tasks and recent rejections. */
export const getChildTasks = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ChildTasksResponseSchema>
>()('GET', '/child/tasks', 'getChildTasks');

/**
 * `POST /api/tasks/{id}/complete`: the signed-in child completes a task. JSON, or `FormData`
 * (multipart) with a `photo` file and `notes`; one `idempotency-key` per tap.
 */
export const completeTask = /* @__PURE__ */ endpoint<
  {
    headers?: { 'idempotency-key'?: string };
    body?: z.input<typeof CompleteTaskInputSchema> | FormData;
  },
  z.output<typeof CompleteTaskResponseSchema>
>()('POST', '/tasks/{id}/complete', 'completeTask');
