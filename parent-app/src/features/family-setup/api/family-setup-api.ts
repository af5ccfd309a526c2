import { ChildListResponseAnswer } from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import type { FamilySetupInput } from '@portal/contracts/children';
import { setupFamily } from '@portal/contracts/endpoints/children';
import { api } from '../../../lib/api';

/** `POST /api/children/setup`: all the new family's children in one transaction. */
export const familySetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    setupFamily: build.mutation({
      query: (body: FamilySetupInput) => fetchArgs(setupFamily, { body }),
      responseSchema: ChildListResponseAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Me', 'Dashboard']),
    }),
  }),
});

export const { useSetupFamilyMutation } = familySetupApi;
