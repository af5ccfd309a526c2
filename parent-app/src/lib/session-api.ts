import { ChildListResponseSchema } from '@portal/contracts/children';
import { MeResponseSchema } from '@portal/contracts/session';
import { api } from '../app/api';

/**
 * Endpoints several parent screens read: who is signed in (`GET /api/me`, never from the HTTP
 * cache, as a sign-in or sign-out in another tab changes it) and the family's children
 * (`GET /api/children`, refreshed by the event stream through the `Children` tag).
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query({
      query: () => ({ url: '/me', cache: 'no-store' }),
      responseSchema: MeResponseSchema,
      providesTags: ['Me'],
    }),
    getChildren: build.query({
      query: () => ({ url: '/children', cache: 'no-store' }),
      responseSchema: ChildListResponseSchema,
      providesTags: ['Children'],
    }),
  }),
});

export const { useGetMeQuery, useGetChildrenQuery } = sessionApi;
