import { fetchArgs } from '@portal/app-kit';
import type { PixKeyBody } from '@portal/app-kit/pix/form';
import { PixKeyResponseAnswer } from '@portal/contracts/answers';
import { deletePixKey, putPixKey } from '@portal/contracts/endpoints/money-out';
import { pixKeyApi } from '../../../lib/pix-key-api';

/**
 * Saving and removing a child's Pix key (parent, issue 40): both write their answer into that
 * child's `getPixKey` entry (`lib/pix-key-api.ts`), so 'Pagar ao filho' offers Pix at once.
 */
export const pixKeyWriteApi = pixKeyApi.injectEndpoints({
  endpoints: (build) => ({
    putPixKey: build.mutation({
      query: ({ childId, body }: { childId: string; body: PixKeyBody }) =>
        fetchArgs(putPixKey, { params: { id: childId }, body }),
      responseSchema: PixKeyResponseAnswer,
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(pixKeyApi.util.upsertQueryData('getPixKey', childId, data));
        } catch {
          // The form shows the failure; the stored key is unchanged.
        }
      },
    }),
    deletePixKey: build.mutation<void, string>({
      query: (childId) => fetchArgs(deletePixKey, { params: { id: childId } }),
      async onQueryStarted(childId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(pixKeyApi.util.upsertQueryData('getPixKey', childId, { pixKey: null }));
        } catch {
          // The section shows the failure; the key stays.
        }
      },
    }),
  }),
});

export const { usePutPixKeyMutation, useDeletePixKeyMutation } = pixKeyWriteApi;
