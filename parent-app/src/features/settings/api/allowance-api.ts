import { fetchArgs } from '@portal/app-kit';
import { AllowanceResponseAnswer } from '@portal/contracts/answers';
import type { AllowanceResponse } from '@portal/contracts/allowance';
import { deleteAllowance, getAllowance, putAllowance } from '@portal/contracts/endpoints/allowance';
import { api } from '../../../lib/api';
import type { AllowanceBody } from '../model/allowance-form';

const NONE: AllowanceResponse = { allowance: null, nextPayday: null };

/**
 * A child's 'Mesada automática' (parent only, issue 38): `getAllowance` per child (tag
 * `Allowance` with the child's id, refreshed by `balance.changed` when a payday pays and by
 * `children.changed`). Saving and turning it off write their answer into that child's entry,
 * so the next payday shown after a save is the BFF's without a second request.
 */
export const allowanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllowance: build.query({
      query: (childId: string) => ({
        ...fetchArgs(getAllowance, { params: { id: childId } }),
        cache: 'no-store',
      }),
      responseSchema: AllowanceResponseAnswer,
      providesTags: (_result, _error, childId) => [{ type: 'Allowance', id: childId }],
    }),
    putAllowance: build.mutation({
      query: ({ childId, body }: { childId: string; body: AllowanceBody }) =>
        fetchArgs(putAllowance, { params: { id: childId }, body }),
      responseSchema: AllowanceResponseAnswer,
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(allowanceApi.util.upsertQueryData('getAllowance', childId, data));
        } catch {
          // The form shows the failure; the stored allowance is unchanged.
        }
      },
    }),
    deleteAllowance: build.mutation<void, string>({
      query: (childId) => fetchArgs(deleteAllowance, { params: { id: childId } }),
      async onQueryStarted(childId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(allowanceApi.util.upsertQueryData('getAllowance', childId, NONE));
        } catch {
          // The section shows the failure; the allowance stays on.
        }
      },
    }),
  }),
});

export const { useGetAllowanceQuery, usePutAllowanceMutation, useDeleteAllowanceMutation } =
  allowanceApi;
