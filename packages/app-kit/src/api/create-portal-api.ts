import { HealthResponseAnswer, MeResponseAnswer } from '@portal/contracts/answers';
import { getHealth } from '@portal/contracts/endpoints/health';
import { getMe } from '@portal/contracts/endpoints/me';
import type { HealthResponse } from '@portal/contracts/health';
import type { MeResponse } from '@portal/contracts/session';
import { createApi } from '@reduxjs/toolkit/query/react';
import { kitCopy } from '../copy';
import { portalBaseQuery } from './base-query';
import { fetchArgs } from './endpoint-request';

/** Tags every remote's API has: who is signed in (`GET /api/me`) and the BFF's health. */
export const BASE_TAG_TYPES = ['Me', 'Health'] as const;
export type BaseTagType = (typeof BASE_TAG_TYPES)[number];

export interface PortalApiOptions<T extends string> {
  /** The BFF base, `env.PUBLIC_API_BASE_URL` of the remote (`/api`). */
  baseUrl: string;
  /** The remote's own cache tags (`Tasks`, `Submissions`…), next to {@link BASE_TAG_TYPES}. */
  tagTypes: readonly T[];
}

/**
 * The one RTK Query API of a remote: each remote makes its own (its own store, its own
 * `reducerPath: 'api'`), features add endpoints with `api.injectEndpoints` and check answers
 * with the `@portal/contracts/answers` checks (`responseSchema`; ADR 050). Each endpoint's request
 * is `fetchArgs(descriptor, input)` of a route descriptor of `@portal/contracts/endpoints`
 * (ADR 062), never a URL string.
 *
 * - Base query: {@link portalBaseQuery} (cookie, pt-BR error `message`).
 * - `getMe`: `GET /api/me`, never from the HTTP cache (a sign-in or sign-out in another tab
 *   changes it), tag `Me`. The one way a remote asks who is signed in.
 * - `getHealth`: `GET /api/health`, tag `Health` (the connection hints).
 * - `refetchOnFocus` / `refetchOnReconnect`: live once the store calls `setupListeners`
 *   (`createAppStore` does).
 * - An answer that breaks its contract is an ordinary error (`CUSTOM_ERROR` with a pt-BR
 *   `message`), not a thrown exception.
 *
 * `tagTypes` lists every tag the remote uses, base ones included: the event bridge invalidates
 * all of them after the stream reconnects.
 */
export function createPortalApi<const T extends string>({
  baseUrl,
  tagTypes,
}: PortalApiOptions<T>) {
  const allTagTypes: readonly (T | BaseTagType)[] = [...BASE_TAG_TYPES, ...tagTypes];
  const api = createApi({
    reducerPath: 'api',
    baseQuery: portalBaseQuery({ baseUrl }),
    tagTypes: allTagTypes,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    catchSchemaFailure: (error) => ({
      status: 'CUSTOM_ERROR' as const,
      error: error.message,
      message: kitCopy.errors.unexpectedResponse,
    }),
    endpoints: (build) => ({
      getMe: build.query<MeResponse, void>({
        query: () => ({ ...fetchArgs(getMe), cache: 'no-store' }),
        responseSchema: MeResponseAnswer,
        providesTags: ['Me'],
      }),
      getHealth: build.query<HealthResponse, void>({
        query: () => fetchArgs(getHealth),
        responseSchema: HealthResponseAnswer,
        providesTags: ['Health'],
      }),
    }),
  });
  return Object.assign(api, { tagTypes: allTagTypes });
}

/** What `createPortalApi` returns, for a remote's tags. */
export type PortalApi<T extends string = string> = ReturnType<typeof createPortalApi<T>>;

/**
 * A first screen's reads on mount: asked again unless answered in the last 10 s, so the reads
 * its route starts with the screen's code (the remotes' `routeDataSteps`) are not asked twice.
 * After that the tags and the event stream keep them current.
 */
export const FRESH_ON_MOUNT = { refetchOnMountOrArgChange: 10 } as const;
