import { fetchArgs } from '@portal/app-kit';
import { PausesResponseAnswer } from '@portal/contracts/answers';
import { getPauses } from '@portal/contracts/endpoints/pauses';
import { api } from './api';

/**
 * The family's 'Modo férias' (`GET /api/pauses`, issue 38): the family's pause and each
 * child's, read by the settings (to edit them) and the dashboard ('Pausado até 10/01' on a
 * child's card). Tagged `Pauses`, which `family.changed` and `children.changed` refresh; the
 * settings' saves write their answer (the new `PausesResponse`) into this one entry.
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
