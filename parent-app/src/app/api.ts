import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../env';

/**
 * The one RTK Query API of parent-app. Features add their endpoints with `api.injectEndpoints`
 * and validate responses with the `@portal/contracts` schemas (`responseSchema`).
 * Tags: `Me` (who is signed in, GET /api/me), `Children` (the family's children), `Tasks`
 * (the family's tasks: the list is `{ type: 'Tasks', id: 'LIST' }`, one task its id) and
 * `Submissions` (the approval queue). The event stream invalidates `Children`, `Tasks` and
 * `Submissions` when another tab, device or the child's app changes them
 * (`./use-portal-events.ts`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.PUBLIC_API_BASE_URL, credentials: 'include' }),
  tagTypes: ['Me', 'Children', 'Tasks', 'Submissions'],
  endpoints: () => ({}),
});
