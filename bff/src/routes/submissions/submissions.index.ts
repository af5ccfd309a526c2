import { createRouter } from '../../lib/create-router';
import {
  getPending,
  getPhoto,
  postApprove,
  postBulkApprove,
  postReject,
} from './submissions.handlers';
import {
  approveRoute,
  bulkApproveRoute,
  listPendingRoute,
  photoRoute,
  rejectRoute,
} from './submissions.routes';

/** Reviewing what children did: the approval queue, approve, reject, bulk approve, photos. */
export const submissionsRouter = createRouter()
  .openapi(listPendingRoute, getPending)
  .openapi(bulkApproveRoute, postBulkApprove)
  .openapi(approveRoute, postApprove)
  .openapi(rejectRoute, postReject)
  .openapi(photoRoute, getPhoto);
