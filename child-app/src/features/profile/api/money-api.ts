import { fetchArgs } from '@portal/app-kit';
import type { PixKeyBody } from '@portal/app-kit/pix/form';
import { ChildMoneyResponseAnswer, PixKeyResponseAnswer } from '@portal/contracts/answers';
import { getChildMoney, getPixKey, putOwnPixKey } from '@portal/contracts/endpoints/money-out';
import { api } from '../../../lib/api';

/**
 * The profile's money reads and the child's own Pix key (issue 40): 'Meu dinheiro' (tag
 * `Money`, refreshed by the balance, submission and goal events, so a parent's payout shows at
 * once), the key (tag `PixKey`, refreshed by `children.changed`) and, for a child of 13 or
 * more, saving it (its answer is written into the key's entry).
 */
export const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildMoney: build.query({
      query: (childId: string) => ({
        ...fetchArgs(getChildMoney, { params: { childId } }),
        cache: 'no-store',
      }),
      responseSchema: ChildMoneyResponseAnswer,
      providesTags: ['Money'],
    }),
    getOwnPixKey: build.query({
      query: (childId: string) => ({
        ...fetchArgs(getPixKey, { params: { id: childId } }),
        cache: 'no-store',
      }),
      responseSchema: PixKeyResponseAnswer,
      providesTags: ['PixKey'],
    }),
    putOwnPixKey: build.mutation({
      query: ({ body }: { childId: string; body: PixKeyBody }) => fetchArgs(putOwnPixKey, { body }),
      responseSchema: PixKeyResponseAnswer,
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(moneyApi.util.upsertQueryData('getOwnPixKey', childId, data));
        } catch {
          // The form shows the failure; the stored key is unchanged.
        }
      },
    }),
  }),
});

export const { useGetChildMoneyQuery, useGetOwnPixKeyQuery, usePutOwnPixKeyMutation } = moneyApi;
