import { MeResponseSchema } from '@portal/contracts/session';
import { api } from './api';

/**
 * `GET /api/me`: the signed-in child (its record carries the age that picks the theme). Lives in
 * the app layer because the area theme and several features read it.
 */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query({
      // no-store: "who is signed in" must never come from an HTTP cache.
      query: () => ({ url: '/me', cache: 'no-store' }),
      responseSchema: MeResponseSchema,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
