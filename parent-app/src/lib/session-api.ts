import { ChildListResponseAnswer, UsernameAvailabilityAnswer } from '@portal/contracts/answers';
import type { UsernameAvailabilityQuery } from '@portal/contracts/children';
import { fetchArgs } from '@portal/app-kit';
import { checkUsername, getChildren } from '@portal/contracts/endpoints/children';
import { api } from './api';

export { useGetMeQuery } from './api';

/**
 * The family's children (`GET /api/children`), which several parent screens read; refreshed by
 * the event stream through the `Children` tag. Who is signed in is the kit's `getMe`.
 * `checkUsername` (`GET /api/children/username-availability`, issue 41): whether a username is
 * free in every family, with free variants, for the username suggested from a child's name in
 * 'Adicionar Filhos' and in the settings' 'Adicionar filho'; never cached. It lives here, with
 * what the dashboard already loads, rather than in a module of its own: shared by two screens,
 * that module became one more file of the settings' route, past its 30 KiB (ADR 074).
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildren: build.query({
      query: () => ({ ...fetchArgs(getChildren), cache: 'no-store' }),
      responseSchema: ChildListResponseAnswer,
      providesTags: ['Children'],
    }),
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

export const { useGetChildrenQuery, useLazyCheckUsernameQuery } = sessionApi;
