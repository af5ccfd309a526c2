import { ChildListResponseAnswer } from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import { getChildren } from '@portal/contracts/endpoints/children';
import { api } from './api';

export { useGetMeQuery } from './api';

/**
 * The family's children (`GET /api/children`), which several parent screens read; refreshed by
 * the event stream through the `Children` tag. Who is signed in is the kit's `getMe`.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildren: build.query({
      query: () => ({ ...fetchArgs(getChildren), cache: 'no-store' }),
      responseSchema: ChildListResponseAnswer,
      providesTags: ['Children'],
    }),
  }),
});

export const { useGetChildrenQuery } = sessionApi;
