import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { errorMessage } from './api-error';

export type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A failed call as the portal's base query reports it: RTK Query's `FetchBaseQueryError` (so
 * `readApiError` and `'status' in error` checks read it) plus `message`, the pt-BR sentence to
 * show when the screen has nothing more specific.
 */
export type PortalQueryError = FetchBaseQueryError & { message: string };

export type PortalBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  PortalQueryError,
  object,
  FetchBaseQueryMeta
>;

/**
 * `fetchBaseQuery` against the BFF with the session cookie (`credentials: 'include'`), every
 * error carrying its pt-BR `message`. Answers are checked per endpoint (`responseSchema`, see
 * `createPortalApi`).
 */
export function portalBaseQuery({ baseUrl }: { baseUrl: string }): PortalBaseQuery {
  const raw = fetchBaseQuery({ baseUrl, credentials: 'include' });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    return { error: { ...result.error, message: errorMessage(result.error) }, meta: result.meta };
  };
}
