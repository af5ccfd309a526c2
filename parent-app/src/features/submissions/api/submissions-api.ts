import {
  BulkApproveSubmissionsResponseAnswer,
  PendingSubmissionListResponseAnswer,
  ReviewSubmissionResponseAnswer,
} from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import {
  approveSubmission,
  bulkApproveSubmissions,
  getPendingSubmissions,
  rejectSubmission,
} from '@portal/contracts/endpoints/submissions';
import type { PendingSubmissionListResponse } from '@portal/contracts/submissions';
import { api } from '../../../lib/api';

/**
 * A review moves money and counters (children), may close or reopen a task and changes the
 * queue. Refetched even after a failure: a 409 usually means the queue changed elsewhere.
 */
const REVIEWED = ['Submissions', 'Children', 'Tasks'] as const;

/**
 * The approval queue (parent only): the pending submissions, oldest first, and their review.
 * `getPendingSubmissions` is an infinite query over the keyset cursor of
 * `GET /api/submissions/pending` (pages of 20, issue 14); invalidating `Submissions` (a review,
 * or the `submissions.changed` event) refetches every loaded page. Every money movement
 * happens in the BFF; the answers are only read to refresh the screens.
 */
export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingSubmissions: build.infiniteQuery<PendingSubmissionListResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({
        ...fetchArgs(getPendingSubmissions, { query: { cursor: pageParam ?? undefined } }),
        cache: 'no-store',
      }),
      responseSchema: PendingSubmissionListResponseAnswer,
      providesTags: ['Submissions'],
    }),
    approveSubmission: build.mutation({
      query: ({ id, notes }: { id: string; notes?: string }) =>
        fetchArgs(approveSubmission, { params: { id }, body: notes ? { notes } : {} }),
      responseSchema: ReviewSubmissionResponseAnswer,
      invalidatesTags: [...REVIEWED],
    }),
    rejectSubmission: build.mutation({
      query: ({ id, reason }: { id: string; reason: string }) =>
        fetchArgs(rejectSubmission, { params: { id }, body: { reason } }),
      responseSchema: ReviewSubmissionResponseAnswer,
      invalidatesTags: [...REVIEWED],
    }),
    bulkApproveSubmissions: build.mutation({
      query: (ids: string[]) => fetchArgs(bulkApproveSubmissions, { body: { ids } }),
      responseSchema: BulkApproveSubmissionsResponseAnswer,
      invalidatesTags: [...REVIEWED],
    }),
  }),
});

export const {
  useGetPendingSubmissionsInfiniteQuery,
  useApproveSubmissionMutation,
  useRejectSubmissionMutation,
  useBulkApproveSubmissionsMutation,
} = approvalsApi;
