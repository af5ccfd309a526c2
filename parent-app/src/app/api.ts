import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../env';

/**
 * The one RTK Query API of parent-app. Features add their endpoints with `api.injectEndpoints`
 * and validate responses with the `@portal/contracts` schemas (`responseSchema`).
 * Tags: `Me` (who is signed in, GET /api/me) and `Children` (the family's children; the event
 * stream invalidates it when another tab or device changes them).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.PUBLIC_API_BASE_URL, credentials: 'include' }),
  tagTypes: ['Me', 'Children'],
  endpoints: () => ({}),
});
