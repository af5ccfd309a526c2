import { fetchArgs } from '@portal/app-kit';
import { PixKeyResponseAnswer } from '@portal/contracts/answers';
import { getPixKey } from '@portal/contracts/endpoints/money-out';
import { api } from './api';

/**
 * A child's Pix key (`GET /api/children/{id}/pix-key`, issue 40), read by the settings (to edit
 * it) and by 'Pagar ao filho' (Pix is offered only with a key). Tagged `PixKey` with the child's
 * id, which `children.changed` refreshes; the settings' saves write their answer into this entry.
 */
export const pixKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPixKey: build.query({
      query: (childId: string) => ({
        ...fetchArgs(getPixKey, { params: { id: childId } }),
        cache: 'no-store',
      }),
      responseSchema: PixKeyResponseAnswer,
      providesTags: (_result, _error, childId) => [{ type: 'PixKey', id: childId }],
    }),
  }),
});

export const { useGetPixKeyQuery } = pixKeyApi;
