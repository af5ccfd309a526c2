import { z } from '@hono/zod-openapi';
import {
  ChildTasksResponseSchema,
  CompleteTaskInputSchema,
  CompleteTaskResponseSchema,
  MAX_PHOTO_BYTES,
  MSG,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import { IdempotencyHeadersSchema } from '../../lib/openapi-params';
import { completeTask, getChildTasks } from '@portal/contracts/endpoints/child-tasks';
import { defineRoute } from '../../lib/access';

const TaskIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'tasks.id' }),
});

/** The multipart form of a completion with its proof photo. */
export const CompleteTaskFormSchema = z.object({
  notes: CompleteTaskInputSchema.shape.notes,
  photo: z
    // A text field or two files under `photo` is not a photo (one file, sent as a file).
    .custom<File>((value) => value instanceof File, { message: MSG.task.photoUnreadable })
    .optional()
    .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' }),
});

/** `GET /api/child/tasks`. */
export const listChildTasksRoute = defineRoute(getChildTasks, {
  access: 'child',
  entitlement: 'premium',
  tags: ['child tasks'],
  summary: 'Minhas tarefas',
  description:
    "The signed-in child's tasks: assigned to it or to nobody, incomplete first then by due date (no date last), each with `availableFrom` (due date at the HH:MM time limit or midnight, São Paulo) and its latest submission and `completions` (each child's latest submission, other children's rejections left out); `completed` means this child did it, or someone did a first-come task (ADR 024); the 10 most recent rejections (one per task) of tasks that still exist and were not done again since; and this month's net task earnings.",
  responses: {
    200: {
      description: 'The child’s tasks.',
      content: { 'application/json': { schema: ChildTasksResponseSchema } },
    },
  },
});

/** `POST /api/tasks/{id}/complete`. */
export const completeTaskRoute = defineRoute(completeTask, {
  access: 'child',
  entitlement: 'premium',
  tags: ['child tasks'],
  summary: 'Marcar como Feita',
  description: `Completes a task for the signed-in child in one transaction (spec 001 §4): credits the reward, XP and counters through the ledger; with approval the submission is pending, without it approved and the recurrence starts. JSON, or multipart/form-data with a \`photo\` (at most ${MAX_PHOTO_BYTES} bytes, JPEG/PNG/WebP by content; re-encoded, metadata stripped). Idempotent per \`Idempotency-Key\`; once per task occurrence and child for a task done by each child, once per occurrence for a 'first' task (ADR 024). Announces tasks.changed, submissions.changed and balance.changed.`,
  // The 5 MB body limit of this route is enforced with every other route's, while the body
  // streams, in lib/body-limit.ts.
  request: {
    params: TaskIdParamsSchema,
    headers: IdempotencyHeadersSchema,
    body: {
      required: false,
      content: {
        'application/json': { schema: CompleteTaskInputSchema },
        'multipart/form-data': { schema: CompleteTaskFormSchema },
      },
    },
  },
  responses: {
    200: {
      description: 'Completed (or the replay of an earlier completion with the same key).',
      content: { 'application/json': { schema: CompleteTaskResponseSchema } },
    },
    400: errorJson('A required photo is missing, or the photo is not a readable image.'),
    404: errorJson("No such task for this child ('Recurso não encontrado.')."),
    409: errorJson(
      "Already completed (by this child, or by another for a first-come task), not yet available, an Idempotency-Key reused, or the family's `maxDailyTasks` reached for the child's São Paulo day (`DAILY_TASK_LIMIT`, 'Você já fez N tarefas hoje, o limite do dia. Volte amanhã!'; ADR 028).",
    ),
    413: errorJson('The photo is larger than 5 MB.'),
    415: errorJson('The photo is not JPEG, PNG or WebP.'),
  },
});
