import type { RouteHandler } from '@hono/zod-openapi';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { PHOTO_RESPONSE_HEADERS, photoStoreFor } from '../../lib/photos';
import type {
  approveRoute,
  bulkApproveRoute,
  listPendingRoute,
  photoRoute,
  rejectRoute,
} from './submissions.routes';
import {
  approveSubmission,
  bulkApprove,
  findSubmission,
  listPendingSubmissions,
  rejectSubmission,
} from './submissions.service';

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** GET /api/submissions/pending */
export const getPending: RouteHandler<typeof listPendingRoute, AppBindings> = async (c) => {
  return c.json({ submissions: await listPendingSubmissions(c.var.db.db, familyScope(c)) }, 200);
};

/** POST /api/submissions/{id}/approve */
export const postApprove: RouteHandler<typeof approveRoute, AppBindings> = async (c) => {
  const body: { notes?: string } = (c.req.header('content-type') ?? '').includes('json')
    ? c.req.valid('json')
    : {};
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(
    await approveSubmission(c.var.db.db, reviewer, c.req.valid('param').id, body.notes),
    200,
  );
};

/** POST /api/submissions/{id}/reject */
export const postReject: RouteHandler<typeof rejectRoute, AppBindings> = async (c) => {
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(
    await rejectSubmission(
      c.var.db.db,
      reviewer,
      c.req.valid('param').id,
      c.req.valid('json').reason,
    ),
    200,
  );
};

/** POST /api/submissions/bulk-approve */
export const postBulkApprove: RouteHandler<typeof bulkApproveRoute, AppBindings> = async (c) => {
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(await bulkApprove(c.var.db.db, reviewer, c.req.valid('json').ids), 200);
};

/**
 * GET /api/submissions/{id}/photo: the family's parent, or the child who sent it. The bytes
 * are always the BFF's own JPEG re-encoding, served with a fixed type and `nosniff`.
 */
export const getPhoto: RouteHandler<typeof photoRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  const submission = await findSubmission(c.var.db.db, familyScope(c), c.req.valid('param').id);
  if (!submission?.photoPath) throw notFound();
  if (actor.role !== 'parent' && submission.childId !== actor.childId) throw notFound();
  const bytes = await photoStoreFor(c.var.env.DATA_DIR).read(submission.photoPath);
  if (!bytes) throw notFound();
  return c.body(new Uint8Array(bytes), 200, { ...PHOTO_RESPONSE_HEADERS }) as never;
};
