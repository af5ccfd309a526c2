/*
 * The seam between a remote and the BFF as values (ADR 062). A descriptor holds what a call
 * needs at run time — method, path template, operationId — and carries what it sends and what
 * it answers as types only, so a remote that imports one gets a few bytes and no zod. The BFF
 * builds its route from the same descriptor (`defineRoute(descriptor, { … })`, which checks that
 * the route's zod schemas read and answer exactly these types), the remotes their requests
 * (`fetchArgs(descriptor, input)` of @portal/app-kit): "find references" on a descriptor lists
 * the screen's endpoint and the BFF's route.
 */

/** An HTTP method of a BFF route. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of the `{name}` parameters of an OpenAPI path template (`'/tasks/{id}'` → `'id'`). */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * What a call sends besides its path parameters, each only when the route reads it: `query`
 * (the query string), `headers` (lower-case names), `body` (JSON, or `FormData` for
 * `multipart/form-data`). A part the caller may leave out is optional (`body?:`).
 */
export interface EndpointParts {
  query?: object;
  headers?: object;
  body?: unknown;
}

/** No parts: the call sends nothing but its path parameters. */
export type NoParts = Record<never, never>;

type Flat<T> = { [K in keyof T]: T[K] };

/**
 * Everything a call sends: `params` (one string per `{name}` of the path, required when the path
 * has any) and the route's parts.
 */
export type EndpointInput<P extends string, Parts> = Flat<
  ([PathParamNames<P>] extends [never] ? NoParts : { params: Record<PathParamNames<P>, string> }) &
    Parts
>;

/**
 * One BFF route as a value. `path` is relative to the API base (`/api`), in OpenAPI's template
 * form. `'~types'` is never set: it carries the input (what a call sends, before the BFF's
 * transforms: `z.input` of the route's schemas) and the output (what a success answers: `z.output`
 * of its answer schema; `void` for a 204) to the type checker.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  In = unknown,
  Out = unknown,
> {
  readonly method: M;
  readonly path: P;
  readonly operationId: string;
  /** Types only, absent at run time. */
  readonly '~types'?: { readonly input: In; readonly output: Out };
}

/** Any descriptor. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any input/output, read back by InputOf/OutputOf
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any>;

/** What a call of `E` sends (`{ params?, query?, headers?, body? }`). */
export type InputOf<E extends AnyEndpoint> = NonNullable<E['~types']>['input'];

/** What a success of `E` answers. */
export type OutputOf<E extends AnyEndpoint> = NonNullable<E['~types']>['output'];

function descriptor<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
  operationId: string,
): Endpoint<M, P> {
  return { method, path, operationId };
}

/**
 * A descriptor: `endpoint<Parts, Output>()(method, path, operationId)`. The types come first
 * and alone (`Parts` as the schemas' `z.input`, `Output` as the answer's `z.output`, both through
 * `import type`), so that the method and path are still read as literal types: the path's
 * `{name}`s become the required `params`.
 *
 * Each definition carries a `@__PURE__` comment, so a bundle drops the descriptors a remote
 * does not call.
 *
 * ```ts
 * export const approveSubmission = endpoint<
 *   { body?: z.input<typeof ApproveSubmissionInputSchema> },
 *   z.output<typeof ReviewSubmissionResponseSchema>
 * >()('POST', '/submissions/{id}/approve', 'approveSubmission');
 * ```
 */
export function endpoint<Parts extends EndpointParts = NoParts, Out = void>() {
  return descriptor as <const M extends HttpMethod, const P extends string>(
    method: M,
    path: P,
    operationId: string,
  ) => Endpoint<M, P, EndpointInput<P, Parts>, Out>;
}
