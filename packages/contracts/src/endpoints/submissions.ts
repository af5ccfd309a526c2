import type { z } from 'zod';
import type {
  ApproveSubmissionInputSchema,
  BulkApproveSubmissionsInputSchema,
  BulkApproveSubmissionsResponseSchema,
  PendingSubmissionListQuerySchema,
  PendingSubmissionListResponseSchema,
  RejectSubmissionInputSchema,
  ReviewSubmissionResponseSchema,
} from '../submissions';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/submissions/pending`: a page of the approval queue, oldest first. */
export const getPendingSubmissions = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof PendingSubmissionListQuerySchema> },
  z.output<typeof PendingSubmissionListResponseSchema>
>()('GET', '/submissions/pending', 'getPendingSubmissions');

/** `POST /api/submissions/{id}/approve`. */
export const approveSubmission = /* @__PURE__ */ endpoint<
  { body?: z.input<typeof ApproveSubmissionInputSchema> },
  z.output<typeof ReviewSubmissionResponseSchema>
>()('POST', '/submissions/{id}/approve', 'approveSubmission');

/** `POST /api/submissions/{id}/reject`. */
export const rejectSubmission = /* @__PURE__ */ endpoint<
  { body: z.input<typeof RejectSubmissionInputSchema> },
  z.output<typeof ReviewSubmissionResponseSchema>
>()('POST', '/submissions/{id}/reject', 'rejectSubmission');

/** `POST /api/submissions/bulk-approve`: approves the listed submissions in order. */
export const bulkApproveSubmissions = /* @__PURE__ */ endpoint<
  { body: z.input<typeof BulkApproveSubmissionsInputSchema> },
  z.output<typeof BulkApproveSubmissionsResponseSchema>
>()('POST', '/submissions/bulk-approve', 'bulkApproveSubmissions');

/**
 * `GET /api/submissions/{id}/photo`: the proof photo (image/jpeg; a binary string in the
 * document). Screens load it by the `photoUrl` of an answer, not through the API's cache.
 */
export const getSubmissionPhoto = /* @__PURE__ */ endpoint<NoParts, string>()(
  'GET',
  '/submissions/{id}/photo',
  'getSubmissionPhoto',
);
