import { bffRequest, useBffGet, type BffResult } from '@portal/app-kit/plain-request';
import { env } from '../env';

/*
 * The BFF without the store, for the login, which renders before child-app's store has loaded
 * (ADR 045). Every other screen uses the RTK Query API of `api.ts`.
 */

/** A request to the BFF (`path` under the API base), its answer or failure. */
export function requestBff(
  path: string,
  init?: Parameters<typeof bffRequest>[2],
): Promise<BffResult> {
  return bffRequest(env.PUBLIC_API_BASE_URL, path, init);
}

/** GETs `path` once when the component mounts (see `useBffGet`). */
export function useBffAnswer(path: string) {
  return useBffGet(env.PUBLIC_API_BASE_URL, path);
}
