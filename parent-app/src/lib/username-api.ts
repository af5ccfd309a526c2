import { fetchArgs } from '@portal/app-kit';
import { UsernameAvailabilityAnswer } from '@portal/contracts/answers';
import type { UsernameAvailabilityQuery } from '@portal/contracts/children';
import { checkUsername } from '@portal/contracts/endpoints/children';
import { api } from './api';

/**
 * `GET /api/children/username-availability` (issue 41): whether a username is free in every
 * family, with free variants. Read by the username suggestion of 'Adicionar Filhos' and of the
 * settings' 'Adicionar filho'; never cached (another family may take a name at any time).
 */
export const usernameApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUsername: build.query({
      query: (query: UsernameAvailabilityQuery) => ({
        ...fetchArgs(checkUsername, { query }),
        cache: 'no-store',
      }),
      responseSchema: UsernameAvailabilityAnswer,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCheckUsernameQuery } = usernameApi;
