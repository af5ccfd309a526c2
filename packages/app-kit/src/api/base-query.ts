import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { errorMessage } from './api-error';
import { takeEarly } from './early-fetch';

/**
 * A failed call as the portal's base query reports it: RTK Query's `FetchBaseQueryError` (so
 * `readApiError` and `'status' in error` checks keep working) plus `message`, the pt-BR sentence
 * to show when the screen has nothing more specific.
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
 * `fetchBaseQuery` against the BFF with the session cookie (`credentials: 'include'`; a first
 * screen's GET may take an answer already asked for, see `early-fetch.ts`), every
 * error carrying its pt-BR `message`. Responses are validated per endpoint with the contracts'
 * zod schemas (`responseSchema`); a response that breaks its schema becomes a `CUSTOM_ERROR`
 * with the "unexpected response" message (see `createPortalApi`'s `catchSchemaFailure`).
 */
export function portalBaseQuery({ baseUrl }: { baseUrl: string }): PortalBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    // The first screen's GETs take the answers asked for early (`fetchEarly`), if any.
    fetchFn: (input, init) =>
      (input instanceof Request ? takeEarly(input) : undefined) ?? fetch(input, init),
  });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (!result.error) return { data: result.data, meta: result.meta };
    return { error: { ...result.error, message: errorMessage(result.error) }, meta: result.meta };
  };
}
