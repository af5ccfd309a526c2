import type { FetchArgs, PortalBaseQuery } from './base-query';
import {
  useInfiniteQuery,
  useLazyQuery,
  useMutation,
  useQuery,
  type InfiniteQueryResult,
  type MutationResult,
  type QueryOptions,
  type QueryResult,
  type SkipToken,
} from './query-hooks';
import {
  queryKey,
  type AnyDef,
  type InfiniteDef,
  type MutationDef,
  type MutationPromise,
  type QueryDef,
  type QueryEntry,
  type QueryStore,
  type RootState,
  type TagDescription,
  type Thunk,
} from './query-store';

/*
 * The API object of a remote (ADR 048): endpoint definitions and, for each, the hooks screens
 * call, named as RTK Query named them (`useGetMeQuery`, `useLazyGetMeQuery`,
 * `useGetTasksInfiniteQuery`, `useCreateTaskMutation`), plus `util` and `endpoints` actions for
 * the store's `dispatch`. It keeps no data: the store (`createAppStore`) does.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions of any argument and answer */
type Defs = Record<string, AnyDef>;
type ArgOf<D> = D extends { query: (arg: infer A) => FetchArgs } ? A : never;
type QueryArgOf<D> = D extends InfiniteDef<infer A, any, any, any> ? A : ArgOf<D>;
type ResultOf<D> =
  D extends QueryDef<any, infer R, any>
    ? R
    : D extends MutationDef<any, infer R, any>
      ? R
      : D extends InfiniteDef<any, infer R, any, any>
        ? R
        : never;
type PageParamOf<D> = D extends InfiniteDef<any, any, infer P, any> ? P : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type QueryHooks<D extends Defs> = {
  [K in keyof D & string as D[K]['type'] extends 'query' ? `use${Capitalize<K>}Query` : never]: (
    arg: ArgOf<D[K]> | SkipToken,
    options?: QueryOptions,
  ) => QueryResult<ResultOf<D[K]>>;
} & {
  [
    K in keyof D & string as D[K]['type'] extends 'query' ? `useLazy${Capitalize<K>}Query` : never
  ]: () => [
    (arg: ArgOf<D[K]>) => Promise<Omit<QueryEntry, 'data'> & { data?: ResultOf<D[K]> }> & {
      unwrap: () => Promise<ResultOf<D[K]>>;
    },
    QueryResult<ResultOf<D[K]>>,
  ];
} & {
  [
    K in keyof D & string as D[K]['type'] extends 'infinite'
      ? `use${Capitalize<K>}InfiniteQuery`
      : never
  ]: (
    arg: QueryArgOf<D[K]> | SkipToken,
    options?: QueryOptions,
  ) => InfiniteQueryResult<ResultOf<D[K]>, PageParamOf<D[K]>>;
} & {
  [
    K in keyof D & string as D[K]['type'] extends 'mutation' ? `use${Capitalize<K>}Mutation` : never
  ]: () => [(arg: ArgOf<D[K]>) => MutationPromise<ResultOf<D[K]>>, MutationResult<ResultOf<D[K]>>];
};

/** A read started from outside a screen (tests, the app's start): kept until `unsubscribe`. */
export type QuerySubscription<R> = Promise<
  Omit<QueryEntry, 'data'> & { data?: R; isSuccess: boolean; isError: boolean }
> & { unsubscribe: () => void };

export type EndpointActions<D extends Defs> = {
  [K in keyof D]: D[K]['type'] extends 'mutation'
    ? { initiate: (arg: ArgOf<D[K]>) => Thunk<MutationPromise<ResultOf<D[K]>>> }
    : {
        initiate: (
          arg: QueryArgOf<D[K]>,
          options?: { forceRefetch?: boolean },
        ) => Thunk<QuerySubscription<D[K]['type'] extends 'infinite' ? unknown : ResultOf<D[K]>>>;
        /** The kept entry of `name(arg)` in a state (`{ status: 'uninitialized' }` when none). */
        select: (
          arg: QueryArgOf<D[K]>,
        ) => (state: RootState) => Omit<QueryEntry, 'data'> & { data?: ResultOf<D[K]> };
      };
};

export interface ApiUtil<T extends string, D extends Defs> {
  invalidateTags: (tags: readonly TagDescription<T>[]) => Thunk<void>;
  resetApiState: () => Thunk<void>;
  updateQueryData: <K extends keyof D & string>(
    name: K,
    arg: QueryArgOf<D[K]>,
    recipe: (draft: ResultOf<D[K]>) => ResultOf<D[K]> | void,
  ) => Thunk<{ undo: () => void }>;
}

/** How endpoints are described (`build.query`, `build.infiniteQuery`, `build.mutation`). */
export interface EndpointBuilder<T extends string> {
  query<R = unknown, A = void>(def: Omit<QueryDef<A, R, T>, 'type'>): QueryDef<A, R, T>;
  infiniteQuery<R = unknown, A = void, P = unknown>(
    def: Omit<InfiniteDef<A, R, P, T>, 'type'>,
  ): InfiniteDef<A, R, P, T>;
  mutation<R = unknown, A = void>(def: Omit<MutationDef<A, R, T>, 'type'>): MutationDef<A, R, T>;
}

export type Api<T extends string, D extends Defs> = QueryHooks<D> & {
  /** `'api'`: where the store keeps its state (`getState().api`). */
  reducerPath: 'api';
  tagTypes: readonly T[];
  definitions: D;
  baseQuery: PortalBaseQuery;
  unexpectedMessage: string;
  endpoints: EndpointActions<D>;
  util: ApiUtil<T, D>;
  /** Adds endpoints (each feature its own); returns the same API, typed with them. */
  injectEndpoints<E extends Defs>(options: {
    endpoints: (build: EndpointBuilder<T>) => E;
  }): Api<T, D & E>;
};

const capitalize = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

const builder: EndpointBuilder<string> = {
  query: (def) => ({ ...def, type: 'query' }),
  infiniteQuery: (def) => ({ ...def, type: 'infinite' }),
  mutation: (def) => ({ ...def, type: 'mutation' }),
};

function subscription<R>(store: QueryStore, name: string, arg: unknown, force: boolean) {
  const release = store.retain(name, arg);
  const asked = store.query(name, arg, force).then((entry) => ({
    ...entry,
    data: entry.data as R | undefined,
    isSuccess: entry.status === 'fulfilled',
    isError: entry.status === 'rejected',
  }));
  return Object.assign(asked, { unsubscribe: release });
}

/** An API with no endpoints yet, asking the BFF through `baseQuery`. */
export function defineApi<T extends string>({
  baseQuery,
  tagTypes,
  unexpectedMessage,
}: {
  baseQuery: PortalBaseQuery;
  tagTypes: readonly T[];
  unexpectedMessage: string;
}): Api<T, Record<never, AnyDef>> {
  const definitions: Record<string, AnyDef> = {};
  const endpoints: Record<string, unknown> = {};
  const api: Record<string, unknown> = {
    reducerPath: 'api',
    tagTypes,
    definitions,
    baseQuery,
    unexpectedMessage,
    endpoints,
    util: {
      invalidateTags: (tags: readonly TagDescription[]) => (store: QueryStore) =>
        store.invalidate(tags),
      resetApiState: () => (store: QueryStore) => store.reset(),
      updateQueryData:
        (name: string, arg: unknown, recipe: (draft: unknown) => unknown) => (store: QueryStore) =>
          store.updateQueryData(name, arg, recipe),
    },
    injectEndpoints({ endpoints: make }: { endpoints: (build: EndpointBuilder<T>) => Defs }) {
      for (const [name, def] of Object.entries(make(builder as EndpointBuilder<T>))) {
        definitions[name] = def;
        const Name = capitalize(name);
        if (def.type === 'mutation') {
          endpoints[name] = {
            initiate: (arg: unknown) => (store: QueryStore) => store.mutate(name, arg),
          };
          api[`use${Name}Mutation`] = function useEndpointMutation() {
            return useMutation(name);
          };
          continue;
        }
        endpoints[name] = {
          initiate:
            (arg: unknown, { forceRefetch = false }: { forceRefetch?: boolean } = {}) =>
            (store: QueryStore) =>
              subscription(store, name, arg, forceRefetch),
          select: (arg: unknown) => (state: RootState) =>
            state.api.queries[queryKey(name, arg)] ?? {
              status: 'uninitialized',
              endpointName: name,
              originalArgs: arg,
            },
        };
        if (def.type === 'infinite') {
          const { getNextPageParam } = def.infiniteQueryOptions;
          api[`use${Name}InfiniteQuery`] = function useEndpointInfiniteQuery(
            arg: unknown,
            options?: QueryOptions,
          ) {
            return useInfiniteQuery(name, arg, options, getNextPageParam);
          };
        } else {
          api[`use${Name}Query`] = function useEndpointQuery(arg: unknown, options?: QueryOptions) {
            return useQuery(name, arg, options);
          };
          api[`useLazy${Name}Query`] = function useEndpointLazyQuery() {
            return useLazyQuery(name);
          };
        }
      }
      return api;
    },
  };
  return api as unknown as Api<T, Record<never, AnyDef>>;
}
