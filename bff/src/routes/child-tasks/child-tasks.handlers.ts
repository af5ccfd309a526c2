import type { RouteHandler } from '@hono/zod-openapi';
import type { CompleteTaskInput } from '@portal/contracts';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { photoStoreFor } from '../../lib/photos';
import type { z } from '@hono/zod-openapi';
import type {
  CompleteTaskFormSchema,
  completeTaskRoute,
  listChildTasksRoute,
} from './child-tasks.routes';
import { listChildTasks } from './child-tasks.service';
import { completeTask, type ChildCaller } from './completion.service';

function childCaller(c: Parameters<RouteHandler<typeof listChildTasksRoute, AppBindings>>[0]) {
  const actor = currentActor(c);
  return {
    familyId: familyScope(c),
    childId: actor.childId!,
    userId: actor.userId,
  } satisfies ChildCaller;
}

/** GET /api/child/tasks */
export const getChildTasks: RouteHandler<typeof listChildTasksRoute, AppBindings> = async (c) => {
  return c.json(await listChildTasks(c.var.db.db, childCaller(c), c.var.clock.now()), 200);
};

/**
 * POST /api/tasks/{id}/complete. A photo is re-encoded and stored BEFORE the transaction (so
 * no lock waits on image work) and removed again when the completion does not keep it.
 */
export const postCompleteTask: RouteHandler<typeof completeTaskRoute, AppBindings> = async (c) => {
  const caller = childCaller(c);
  // Both bodies were validated by the route (JSON by CompleteTaskInputSchema, multipart by
  // CompleteTaskFormSchema); without a body there is no note.
  // The media type as the body limit and the validators read it: case-insensitive.
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const form =
    type === 'multipart/form-data'
      ? (c.req.valid('form') as z.infer<typeof CompleteTaskFormSchema>)
      : null;
  const input: CompleteTaskInput = form
    ? { notes: form.notes }
    : type.includes('json')
      ? (c.req.valid('json') as CompleteTaskInput)
      : { notes: undefined };
  const photos = photoStoreFor(c.var.env.DATA_DIR);
  const photo = form?.photo
    ? await photos.save(new Uint8Array(await form.photo.arrayBuffer()))
    : null;
  try {
    const result = await completeTask(
      c.var.db.db,
      caller,
      c.req.valid('param').id,
      {
        notes: input.notes,
        photoPath: photo?.path ?? null,
        idempotencyKey: c.req.valid('header')['idempotency-key'] ?? null,
      },
      c.var.clock.now(),
    );
    if (photo && result.replayed) await photos.remove(photo.path);
    return c.json(result.response, 200);
  } catch (error) {
    if (photo) await photos.remove(photo.path);
    throw error;
  }
};
