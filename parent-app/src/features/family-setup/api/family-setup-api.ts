import { ChildListResponseAnswer } from '@portal/contracts/answers';
import type { FamilySetupInput } from '@portal/contracts/children';
import { api } from '../../../lib/api';

/** `POST /api/children/setup`: all the new family's children in one transaction. */
export const familySetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    setupFamily: build.mutation({
      query: (body: FamilySetupInput) => ({ url: '/children/setup', method: 'POST', body }),
      responseSchema: ChildListResponseAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'Me', 'Dashboard']),
    }),
  }),
});

export const { useSetupFamilyMutation } = familySetupApi;
