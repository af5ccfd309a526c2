import { createRouter } from '../../lib/create-router';
import {
  getPendingSubmissions,
  getSubmissionPhoto,
  postApproveSubmission,
  postBulkApproveSubmissions,
  postRejectSubmission,
} from './submissions.handlers';
import {
  approveSubmissionRoute,
  bulkApproveSubmissionsRoute,
  listPendingSubmissionsRoute,
  getSubmissionPhotoRoute,
  rejectSubmissionRoute,
} from './submissions.routes';

/** Reviewing what children did: the approval queue, approve, reject, bulk approve, photos. */
export const submissionsRouter = createRouter()
  .openapi(listPendingSubmissionsRoute, getPendingSubmissions)
  .openapi(bulkApproveSubmissionsRoute, postBulkApproveSubmissions)
  .openapi(approveSubmissionRoute, postApproveSubmission)
  .openapi(rejectSubmissionRoute, postRejectSubmission)
  .openapi(getSubmissionPhotoRoute, getSubmissionPhoto);
