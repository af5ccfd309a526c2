import { fetchArgs } from '@portal/app-kit';
import { PausesResponseAnswer } from '@portal/contracts/answers';
import { getPauses } from '@portal/contracts/endpoints/pauses';
import { api } from '../../../lib/api';

/**
 * The child's 'Modo férias' (`GET /api/pauses`, issue 38): the family's pause and the child's
 * own. Tagged `Pauses`, which `family.changed` and `children.changed` refresh.
 */
export const pausesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPauses: build.query({
      query: () => ({ ...fetchArgs(getPauses), cache: 'no-store' }),
      responseSchema: PausesResponseAnswer,
      providesTags: ['Pauses'],
    }),
  }),
});

export const { useGetPausesQuery } = pausesApi;
