import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../env';

/**
 * The one RTK Query API of child-app. Features add their endpoints with `api.injectEndpoints`
 * and validate responses with the `@portal/contracts` schemas (`responseSchema`).
 * Tags: `Me` is who is signed in (GET /api/me): a child sign-in invalidates it; `ChildTasks` is
 * the child's task list (GET /api/child/tasks). The event stream invalidates both
 * (`use-portal-events.ts`), so a parent's change shows up without a reload.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.PUBLIC_API_BASE_URL, credentials: 'include' }),
  tagTypes: ['Me', 'ChildTasks'],
  endpoints: () => ({}),
});
