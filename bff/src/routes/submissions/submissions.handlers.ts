import type { RouteHandler } from '@hono/zod-openapi';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { PHOTO_RESPONSE_HEADERS, photoStoreFor } from '../../lib/photos';
import type {
  approveSubmissionRoute,
  bulkApproveSubmissionsRoute,
  listPendingSubmissionsRoute,
  getSubmissionPhotoRoute,
  rejectSubmissionRoute,
} from './submissions.routes';
import {
  approveSubmission,
  bulkApproveSubmissions,
  findSubmission,
  listPendingSubmissions,
  rejectSubmission,
} from './submissions.service';

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** GET /api/submissions/pending */
export const getPendingSubmissions: RouteHandler<
  typeof listPendingSubmissionsRoute,
  AppBindings
> = async (c) => {
  return c.json(
    await listPendingSubmissions(c.var.db.db, familyScope(c), c.req.valid('query')),
    200,
  );
};

/** POST /api/submissions/{id}/approve */
export const postApproveSubmission: RouteHandler<
  typeof approveSubmissionRoute,
  AppBindings
> = async (c) => {
  const body: { notes?: string } = (c.req.header('content-type') ?? '').includes('json')
    ? c.req.valid('json')
    : {};
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(
    await approveSubmission(
      c.var.db.db,
      reviewer,
      c.req.valid('param').id,
      body.notes,
      c.var.clock.now(),
    ),
    200,
  );
};

/** POST /api/submissions/{id}/reject */
export const postRejectSubmission: RouteHandler<typeof rejectSubmissionRoute, AppBindings> = async (
  c,
) => {
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(
    await rejectSubmission(
      c.var.db.db,
      reviewer,
      c.req.valid('param').id,
      c.req.valid('json').reason,
      c.var.clock.now(),
    ),
    200,
  );
};

/** POST /api/submissions/bulk-approve */
export const postBulkApproveSubmissions: RouteHandler<
  typeof bulkApproveSubmissionsRoute,
  AppBindings
> = async (c) => {
  const reviewer = { familyId: familyScope(c), userId: currentActor(c).userId };
  return c.json(
    await bulkApproveSubmissions(c.var.db.db, reviewer, c.req.valid('json').ids, c.var.clock.now()),
    200,
  );
};

/**
 * GET /api/submissions/{id}/photo: the family's parent, or the child who sent it. The bytes
 * are always the BFF's own JPEG re-encoding, served with a fixed type and `nosniff`.
 */
export const getSubmissionPhoto: RouteHandler<typeof getSubmissionPhotoRoute, AppBindings> = async (
  c,
) => {
  const actor = currentActor(c);
  const submission = await findSubmission(c.var.db.db, familyScope(c), c.req.valid('param').id);
  if (!submission?.photoPath) throw notFound();
  if (actor.role !== 'parent' && submission.childId !== actor.childId) throw notFound();
  const bytes = await photoStoreFor(c.var.env.DATA_DIR).read(submission.photoPath);
  if (!bytes) throw notFound();
  return c.body(new Uint8Array(bytes), 200, { ...PHOTO_RESPONSE_HEADERS }) as never;
};
