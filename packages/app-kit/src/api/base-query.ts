import { errorMessage, type FetchError } from './api-error';
import { takeEarly } from './early-fetch';

/** One request to the BFF: a path under the API base, or the full description. */
export type FetchArgs =
  | string
  | {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      /** A plain object or array is sent as JSON; `FormData` as multipart. */
      body?: unknown;
      /** Query string; `undefined` values are left out. */
      params?: Record<string, string | number | boolean | undefined>;
      cache?: RequestCache;
    };

/**
 * A failed call as the portal reports it: the {@link FetchError} (so `readApiError` and
 * `'status' in error` checks read it) plus `message`, the pt-BR sentence to show when the
 * screen has nothing more specific.
 */
export type PortalQueryError = FetchError & { message: string };

export type QueryOutcome = { data: unknown; error?: undefined } | { error: PortalQueryError };

/** A request to the portal's BFF: `(args) => outcome`, never rejecting. */
export type PortalBaseQuery = (args: FetchArgs) => Promise<QueryOutcome>;

function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

function withMessage(error: FetchError): { error: PortalQueryError } {
  return { error: { ...error, message: errorMessage(error) } };
}

/**
 * `fetch` against the BFF with the session cookie (`credentials: 'include'`; a first screen's
 * GET may take an answer already asked for, see `early-fetch.ts`). A JSON body is sent as JSON;
 * the answer is read as JSON (an empty body is `null`). No answer is a `FETCH_ERROR`, an answer
 * that is not JSON a `PARSING_ERROR` (with `originalStatus`), any other status `{ status, data }`; every error carries
 * its pt-BR `message`. Answers are validated per endpoint (`responseSchema`, see
 * `createPortalApi`).
 */
export function portalBaseQuery({ baseUrl }: { baseUrl: string }): PortalBaseQuery {
  return async (args) => {
    const {
      url,
      method = 'GET',
      headers = {},
      body,
      params,
      cache,
    } = typeof args === 'string' ? { url: args } : args;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value !== undefined) search.append(name, String(value));
    }
    const query = search.toString();
    const init: RequestInit = { method, headers: { ...headers }, credentials: 'include', cache };
    if (isJsonBody(body)) {
      init.headers = { 'content-type': 'application/json', ...headers };
      init.body = JSON.stringify(body);
    } else if (body !== undefined) {
      init.body = body as BodyInit;
    }
    const href = new URL(`${baseUrl}${url}${query ? `?${query}` : ''}`, window.location.href).href;
    let response: Response;
    try {
      const request = new Request(href, init);
      response = await (takeEarly(request) ?? fetch(request));
    } catch (error) {
      return withMessage({ status: 'FETCH_ERROR', error: String(error) });
    }
    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      data = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      return withMessage({
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text,
        error: 'not JSON',
      });
    }
    return response.ok ? { data } : withMessage({ status: response.status, data });
  };
}
