import {
  BulkApproveSubmissionsResponseSchema,
  PendingSubmissionListResponseSchema,
  ReviewSubmissionResponseSchema,
} from '@portal/contracts/submissions';
import { api } from '../../../lib/api';

function reviewUrl(id: string, action: 'approve' | 'reject'): string {
  return `/submissions/${encodeURIComponent(id)}/${action}`;
}

/**
 * A review moves money and counters (children), may close or reopen a task and changes the
 * queue. Refetched even after a failure: a 409 usually means the queue changed elsewhere.
 */
const REVIEWED = ['Submissions', 'Children', 'Tasks'] as const;

/**
 * The approval queue (parent only): the pending submissions, oldest first, and their review.
 * Every money movement happens in the BFF; the answers are only read to refresh the screens.
 */
export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingSubmissions: build.query({
      query: () => ({ url: '/submissions/pending', cache: 'no-store' }),
      responseSchema: PendingSubmissionListResponseSchema,
      providesTags: ['Submissions'],
    }),
    approveSubmission: build.mutation({
      query: ({ id, notes }: { id: string; notes?: string }) => ({
        url: reviewUrl(id, 'approve'),
        method: 'POST',
        body: notes ? { notes } : {},
      }),
      responseSchema: ReviewSubmissionResponseSchema,
      invalidatesTags: [...REVIEWED],
    }),
    rejectSubmission: build.mutation({
      query: ({ id, reason }: { id: string; reason: string }) => ({
        url: reviewUrl(id, 'reject'),
        method: 'POST',
        body: { reason },
      }),
      responseSchema: ReviewSubmissionResponseSchema,
      invalidatesTags: [...REVIEWED],
    }),
    bulkApproveSubmissions: build.mutation({
      query: (ids: string[]) => ({
        url: '/submissions/bulk-approve',
        method: 'POST',
        body: { ids },
      }),
      responseSchema: BulkApproveSubmissionsResponseSchema,
      invalidatesTags: [...REVIEWED],
    }),
  }),
});

export const {
  useGetPendingSubmissionsQuery,
  useApproveSubmissionMutation,
  useRejectSubmissionMutation,
  useBulkApproveSubmissionsMutation,
} = approvalsApi;
