import type { AnyEndpoint, InputOf } from '@portal/contracts/endpoints/endpoint';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * What follows the descriptor in a call: nothing when the route reads nothing, an input that may
 * be left out when every part of it is optional, else the input.
 */
export type EndpointArgs<E extends AnyEndpoint> =
  Record<never, never> extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

const PARAM = /\{(\w+)\}/g;

/** `path` with each `{name}` replaced by its URI-encoded value. */
function fill(path: string, params: Record<string, string> | undefined): string {
  return params
    ? path.replace(PARAM, (_, name: string) => encodeURIComponent(params[name]!))
    : path;
}

interface Sent {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  headers?: Record<string, string | undefined>;
  body?: unknown;
}

/** The path parameters of `E` (`{ id: string }` for `/tasks/{id}`), `never` when it has none. */
type ParamsOf<E extends AnyEndpoint> = InputOf<E> extends { params: infer P } ? P : never;

/**
 * The path of a call of `endpoint`, relative to the API base, its `{name}`s filled in (each
 * URI-encoded): for what does not go through the API's cache (a download, the event stream).
 */
export function endpointPath<E extends AnyEndpoint>(
  endpoint: E,
  ...[params]: [ParamsOf<E>] extends [never] ? [] : [params: ParamsOf<E>]
): string {
  return fill(endpoint.path, params as Record<string, string> | undefined);
}

/**
 * The one way a remote builds a request to the BFF (ADR 062): RTK Query's `FetchArgs` of a call
 * of a route descriptor of `@portal/contracts/endpoints`, whose input is the contract's own type
 * (`{ params, query, headers, body }`, each as the route reads it). The path's `{name}`s are
 * filled in URI-encoded, `query` becomes the query string (RTK leaves out `undefined` values),
 * `body` is sent as JSON (a `FormData` as multipart). Add what is the remote's own to the result,
 * e.g. `{ ...fetchArgs(getFamily), cache: 'no-store' }`.
 *
 * ```ts
 * approveSubmission: build.mutation({
 *   query: ({ id, notes }: { id: string; notes?: string }) =>
 *     fetchArgs(approveSubmission, { params: { id }, body: notes ? { notes } : {} }),
 *   responseSchema: ReviewSubmissionResponseAnswer,
 * }),
 * ```
 */
export function fetchArgs<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): FetchArgs {
  const { params, query, headers, body } = (input ?? {}) as Sent;
  return {
    url: fill(endpoint.path, params),
    method: endpoint.method,
    params: query,
    headers,
    body,
  };
}
