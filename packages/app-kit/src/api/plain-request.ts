import type { FetchError } from './api-error';
import { useEffect, useState } from 'react';

/**
 * A BFF answer without the query cache, for the screens a first visit opens before the remote's
 * store has loaded (the logins, ADR 045): the JSON body, or the failure as the cache reports it
 * (`FetchError`) so `readApiError` and the screens' message pickers read it unchanged.
 */
export type BffResult = { data: unknown; error?: undefined } | { error: FetchError };

/**
 * `fetch` against the BFF with the session cookie. A JSON body is sent as JSON. No answer at
 * all is a `FETCH_ERROR`; an answer that is not JSON is a `PARSING_ERROR` (2xx) or the status
 * with no data.
 */
export async function bffRequest(
  baseUrl: string,
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<BffResult> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      credentials: 'include',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  try {
    data = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    if (response.ok) {
      return {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: text,
          error: 'not JSON',
        },
      };
    }
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}

/**
 * GETs `path` when the component mounts (and again when the device comes back online): `data`
 * once answered, `failed` when the BFF could not be reached or refused. The answer is `unknown`: the caller reads only what it shows.
 */
export function useBffGet(baseUrl: string, path: string): { data: unknown; failed: boolean } {
  const [state, setState] = useState<{ data: unknown; failed: boolean }>({
    data: undefined,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    const ask = () =>
      void bffRequest(baseUrl, path).then((result) => {
        if (current) {
          setState({ data: result.error ? undefined : result.data, failed: !!result.error });
        }
      });
    ask();
    // Asked again when the device comes back online, as the query cache does.
    window.addEventListener('online', ask);
    return () => {
      current = false;
      window.removeEventListener('online', ask);
    };
  }, [baseUrl, path]);
  return state;
}

/**
 * The BFF without the store, for a remote whose API base is `baseUrl` (its `lib/plain-api.ts`):
 * `requestBff(path, init)` ({@link bffRequest}) and `useBffAnswer(path)` ({@link useBffGet}).
 */
export function createPlainApi(baseUrl: string) {
  return {
    requestBff: (path: string, init?: Parameters<typeof bffRequest>[2]): Promise<BffResult> =>
      bffRequest(baseUrl, path, init),
    useBffAnswer: (path: string) => useBffGet(baseUrl, path),
  };
}

/**
 * `load` (a dynamic `import()`), run once and its promise kept: every caller gets the same
 * module. A failed download is not kept, so the next call fetches again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export { registerCacheReset, resetLoadedCaches } from '../session/cache-reset';
export { fetchEarly, fetchFirstScreenData, type FirstScreenData } from './early-fetch';
