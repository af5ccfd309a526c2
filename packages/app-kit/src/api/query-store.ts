import type { SerializedError } from './api-error';
import type { FetchArgs, PortalBaseQuery, PortalQueryError } from './base-query';

/*
 * The remotes' query cache (ADR 048): what RTK Query did for the screens, in the small part of
 * it they use. Each remote has one store per page; the API (`define-api.ts`) only describes the
 * endpoints, and the store keeps their answers:
 * - one entry per endpoint and argument, shared by every screen that reads it; a second read
 *   while one is on its way waits for it instead of asking again;
 * - entries live while a screen reads them, and `keepUnusedDataFor` seconds after (60 by
 *   default);
 * - tags: a read names what it shows (`providesTags`), a change what it makes stale
 *   (`invalidatesTags`); a stale entry that a screen reads is asked for again (after the request
 *   on its way, if any), one nobody reads is dropped;
 * - infinite reads keep their pages and ask them all again, in order, when stale;
 * - optimistic changes (`updateQueryData`) can each be undone, the others kept, until the BFF's
 *   next answer replaces them all.
 */

export type QueryStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/** What a failed read or change reports: the BFF's answer, or what threw while asking. */
export type ApiError = PortalQueryError | SerializedError;

export type TagDescription<T extends string = string> = T | { type: T; id?: string | number };

/** Tags, or how to get them from the answer (`error` is the BFF's, when it answered). */
export type TagsOf<T extends string, R, A> =
  | readonly TagDescription<T>[]
  | ((
      result: R | undefined,
      error: PortalQueryError | undefined,
      arg: A,
    ) => readonly TagDescription<T>[]);

/** The contracts' zod schemas, as the cache reads an answer with them. */
export interface ResponseSchema<R> {
  safeParse(
    data: unknown,
  ): { success: true; data: R } | { success: false; error: { message: string } };
}

/** The pages of an infinite read, and the parameter each was asked with. */
export interface InfiniteData<R, P> {
  pages: R[];
  pageParams: P[];
}

export interface QueryDef<A, R, T extends string> {
  type: 'query';
  query: (arg: A) => FetchArgs;
  responseSchema?: ResponseSchema<R>;
  providesTags?: TagsOf<T, R, A>;
  /** Seconds an entry nobody reads is kept (60). */
  keepUnusedDataFor?: number;
}

export interface InfiniteDef<A, R, P, T extends string> {
  type: 'infinite';
  query: (page: { queryArg: A; pageParam: P }) => FetchArgs;
  infiniteQueryOptions: {
    initialPageParam: P;
    /** The next page's parameter, or `undefined`/`null` after the last page. */
    getNextPageParam: (lastPage: R, allPages: R[]) => P | undefined | null;
  };
  responseSchema?: ResponseSchema<R>;
  providesTags?: TagsOf<T, InfiniteData<R, P>, A>;
  keepUnusedDataFor?: number;
}

export interface MutationDef<A, R, T extends string> {
  type: 'mutation';
  query: (arg: A) => FetchArgs;
  responseSchema?: ResponseSchema<R>;
  invalidatesTags?: TagsOf<T, R, A>;
  /** Runs as the change starts: `queryFulfilled` settles with its answer (`{ data }` or rejects `{ error }`). */
  onQueryStarted?: (arg: A, lifecycle: MutationLifecycle<R>) => void | Promise<void>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- definitions of any argument and answer */
export type AnyDef =
  QueryDef<any, any, any> | InfiniteDef<any, any, any, any> | MutationDef<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface QueryEntry {
  status: QueryStatus;
  endpointName: string;
  originalArgs: unknown;
  data?: unknown;
  error?: ApiError;
  requestId?: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  /** An infinite read is asking for its next page. */
  fetchingNext?: boolean;
}

export interface MutationEntry {
  status: QueryStatus;
  endpointName: string;
  originalArgs: unknown;
  requestId: string;
  data?: unknown;
  error?: ApiError;
}

export interface ApiState {
  queries: Readonly<Record<string, QueryEntry | undefined>>;
  mutations: Readonly<Record<string, MutationEntry | undefined>>;
  /** How many times the cache was emptied: screens that read it read again. */
  resets: number;
}

export interface RootState {
  api: ApiState;
}

/** An action: what `dispatch` runs against the store (`api.util.*`, `endpoints.*.initiate`). */
export type Thunk<R> = (store: QueryStore) => R;
export type Dispatch = <R>(action: Thunk<R>) => R;

export interface MutationLifecycle<R> {
  dispatch: Dispatch;
  getState: () => RootState;
  queryFulfilled: Promise<{ data: R }>;
}

/** What the store needs of the API: its endpoints and how to ask the BFF. */
export interface StoreApi {
  definitions: Readonly<Record<string, AnyDef>>;
  baseQuery: PortalBaseQuery;
  /** The pt-BR message of an answer that broke its contract. */
  unexpectedMessage: string;
}

type Outcome = { data: unknown; error?: undefined } | { data?: undefined; error: ApiError };

/** A mutation on its way: resolves `{ data }` or `{ error }`, never rejects. */
export type MutationPromise<R> = Promise<
  { data: R; error?: undefined } | { data?: undefined; error: ApiError }
> & {
  requestId: string;
  /** Its answer, or throws its error. */
  unwrap: () => Promise<R>;
  /** Forgets its state (the hook's `reset`). */
  reset: () => void;
};

const DEFAULT_KEEP_SECONDS = 60;

function sorted(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, (value as Record<string, unknown>)[key]]),
  );
}

/** The cache key of an endpoint's read with `arg` (object keys in order, as RTK Query's). */
export function queryKey(name: string, arg: unknown): string {
  return `${name}(${arg === undefined ? 'undefined' : JSON.stringify(arg, (_k, v) => sorted(v))})`;
}

function serializeThrown(thrown: unknown): SerializedError {
  return thrown instanceof Error
    ? { name: thrown.name, message: thrown.message, stack: thrown.stack }
    : { message: String(thrown) };
}

function tagList<T extends string, R, A>(
  tags: TagsOf<T, R, A> | undefined,
  result: R | undefined,
  error: ApiError | undefined,
  arg: A,
): readonly TagDescription<T>[] {
  if (!tags) return [];
  if (typeof tags !== 'function') return tags;
  return tags(result, error && 'status' in error ? error : undefined, arg);
}

function tagMatches(provided: readonly TagDescription[], invalidated: readonly TagDescription[]) {
  return invalidated.some((wanted) => {
    const want = typeof wanted === 'string' ? { type: wanted } : wanted;
    return provided.some((tag) => {
      const have = typeof tag === 'string' ? { type: tag } : tag;
      return have.type === want.type && (want.id === undefined || have.id === want.id);
    });
  });
}

type Recipe = (draft: unknown) => unknown;

/** A recipe run on a copy of `data`: the copy it edited, or what it returned. */
function applyRecipe(recipe: Recipe, data: unknown): unknown {
  const draft = structuredClone(data);
  const returned = recipe(draft);
  return returned === undefined ? draft : returned;
}

let lastId = 0;
const nextRequestId = () => `r${(lastId += 1)}`;

/** A remote's query cache (see the top of this file). */
export interface QueryStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
  dispatch: Dispatch;
  /**
   * Reads `name(arg)`: the answer on its way if any, else the kept one unless `force`, else
   * asks the BFF. Resolves with the entry (never rejects).
   */
  query(name: string, arg: unknown, force?: boolean): Promise<QueryEntry>;
  /** An infinite read's next page (nothing new while a request for it is on its way). */
  fetchNextPage(name: string, arg: unknown): Promise<QueryEntry>;
  /** A screen reads `name(arg)`: it is kept until the returned release, and a while after. */
  retain(name: string, arg: unknown): () => void;
  /** Marks what `tags` name as stale: read again where a screen shows it, dropped elsewhere. */
  invalidate(tags: readonly TagDescription[]): void;
  /** Starts the change `name(arg)` (see {@link MutationPromise}). */
  mutate<R>(name: string, arg: unknown): MutationPromise<R>;
  /** Forgets a change's state (its screen left, or reset it). */
  forgetMutation(requestId: string): void;
  /**
   * Changes a kept answer (`recipe` edits a copy, or returns the new answer). `undo` takes
   * back this change alone: the changes still standing are made again, in order, on the answer
   * they were made on (two taps, the first refused). After a newer answer of the BFF, `undo`
   * does nothing: that answer already holds the truth.
   */
  updateQueryData<D>(
    name: string,
    arg: unknown,
    recipe: (draft: D) => D | void,
  ): { undo: () => void };
  /** Empties the cache (a session ended or started): screens still shown read again. */
  reset(): void;
  /** Stops refetching on focus and on reconnect. */
  unsubscribeListeners(): void;
}

/** Builds a store around `api`; `listen` wires window focus and `online` to refetches. */
export function createQueryStore(
  api: StoreApi,
  { listen = true }: { listen?: boolean } = {},
): QueryStore {
  let state: RootState = { api: { queries: {}, mutations: {}, resets: 0 } };
  const listeners = new Set<() => void>();
  const readers = new Map<string, number>();
  const dropTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const onTheirWay = new Map<string, Promise<QueryEntry>>();
  const staleWhileAsked = new Set<string>();
  const provided = new Map<string, readonly TagDescription[]>();
  /** Optimistic changes standing on a key: the answer they were made on, and each recipe. */
  const patches = new Map<string, { base: unknown; recipes: { recipe: Recipe }[] }>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  /** Replaces (or, with `undefined`, removes) one entry of `queries` or `mutations`. */
  const setEntry = <P extends 'queries' | 'mutations'>(
    part: P,
    key: string,
    entry: ApiState[P][string],
  ) => {
    const entries: Record<string, unknown> = { ...state.api[part] };
    if (entry) entries[key] = entry;
    else delete entries[key];
    state = { api: { ...state.api, [part]: entries } };
    notify();
  };
  const setQuery = (key: string, entry: QueryEntry | undefined) => setEntry('queries', key, entry);
  const setMutation = (id: string, entry: MutationEntry | undefined) =>
    setEntry('mutations', id, entry);
  /** Drops an entry, and the request on its way for it: its answer is nobody's any more. */
  const forget = (key: string) => {
    onTheirWay.delete(key);
    staleWhileAsked.delete(key);
    provided.delete(key);
    patches.delete(key);
    setQuery(key, undefined);
  };
  const definition = (name: string): AnyDef => {
    const found = api.definitions[name];
    if (!found) throw new Error(`Unknown endpoint: ${name}`);
    return found;
  };

  /** Asks the BFF and reads the answer with the endpoint's schema. */
  async function ask(def: AnyDef, args: FetchArgs): Promise<Outcome> {
    const outcome = await api.baseQuery(args);
    if (outcome.error || !def.responseSchema) return outcome;
    const parsed = def.responseSchema.safeParse(outcome.data);
    if (parsed.success) return { data: parsed.data };
    return {
      error: {
        status: 'CUSTOM_ERROR',
        error: parsed.error.message,
        message: api.unexpectedMessage,
      },
    };
  }

  /** The pages of an infinite read: all of them again (`refetch`), or one more (`next`). */
  async function askPages(
    def: InfiniteDef<unknown, unknown, unknown, string>,
    arg: unknown,
    current: InfiniteData<unknown, unknown> | undefined,
    next: boolean,
  ): Promise<Outcome> {
    const { initialPageParam, getNextPageParam } = def.infiniteQueryOptions;
    const pages = next && current ? [...current.pages] : [];
    const pageParams = next && current ? [...current.pageParams] : [];
    const wanted = next ? pages.length + 1 : Math.max(1, current?.pages.length ?? 0);
    while (pages.length < wanted) {
      const param =
        pages.length === 0 ? initialPageParam : getNextPageParam(pages[pages.length - 1], pages);
      // No next page (the list got shorter since it was read): what was read is the list.
      if (pages.length > 0 && (param === undefined || param === null)) break;
      const outcome = await ask(def, def.query({ queryArg: arg, pageParam: param }));
      if (outcome.error) return outcome;
      pages.push(outcome.data);
      pageParams.push(param);
    }
    return { data: { pages, pageParams } };
  }

  function run(name: string, arg: unknown, next = false): Promise<QueryEntry> {
    const key = queryKey(name, arg);
    const def = definition(name);
    const requestId = nextRequestId();
    const resets = state.api.resets;
    const before = state.api.queries[key];
    setQuery(key, {
      ...before,
      status: 'pending',
      endpointName: name,
      originalArgs: arg,
      requestId,
      startedTimeStamp: Date.now(),
      fetchingNext: next,
    });
    const asking = (async (): Promise<QueryEntry> => {
      let outcome: Outcome;
      try {
        outcome =
          def.type === 'infinite'
            ? await askPages(
                def,
                arg,
                before?.data as InfiniteData<unknown, unknown> | undefined,
                next,
              )
            : await ask(def, def.query(arg));
      } catch (thrown) {
        outcome = { error: serializeThrown(thrown) };
      }
      const now = state.api.queries[key];
      // Emptied (a sign-out) or dropped while it was asked: the answer is nobody's any more.
      if (state.api.resets !== resets || now?.requestId !== requestId) {
        return now ?? { status: 'uninitialized', endpointName: name, originalArgs: arg };
      }
      const entry: QueryEntry = outcome.error
        ? { ...now, status: 'rejected', error: outcome.error, fetchingNext: false }
        : {
            ...now,
            status: 'fulfilled',
            data: outcome.data,
            error: undefined,
            fulfilledTimeStamp: Date.now(),
            fetchingNext: false,
          };
      if (def.type !== 'mutation') {
        provided.set(
          key,
          tagList(
            def.providesTags as TagsOf<string, unknown, unknown> | undefined,
            outcome.data,
            outcome.error,
            arg,
          ),
        );
      }
      if (!outcome.error) patches.delete(key);
      setQuery(key, entry);
      return entry;
    })();
    const tracked = asking.finally(() => {
      if (onTheirWay.get(key) !== tracked) return; // forgotten, or the cache was emptied
      onTheirWay.delete(key);
      if (!staleWhileAsked.delete(key)) return;
      // Stale before it was answered: asked again for a screen that shows it, else dropped.
      if ((readers.get(key) ?? 0) > 0) void run(name, arg);
      else forget(key);
    });
    onTheirWay.set(key, tracked);
    return tracked;
  }

  const store: QueryStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: (action) => action(store),

    query(name, arg, force = false) {
      const key = queryKey(name, arg);
      const onItsWay = onTheirWay.get(key);
      if (onItsWay) return onItsWay;
      const kept = state.api.queries[key];
      if (!force && kept?.status === 'fulfilled') return Promise.resolve(kept);
      return run(name, arg);
    },

    fetchNextPage(name, arg) {
      const key = queryKey(name, arg);
      return onTheirWay.get(key) ?? run(name, arg, true);
    },

    retain(name, arg) {
      const key = queryKey(name, arg);
      const resets = state.api.resets;
      readers.set(key, (readers.get(key) ?? 0) + 1);
      clearTimeout(dropTimers.get(key));
      dropTimers.delete(key);
      let released = false;
      return () => {
        if (released || state.api.resets !== resets) return;
        released = true;
        const left = (readers.get(key) ?? 1) - 1;
        if (left > 0) {
          readers.set(key, left);
          return;
        }
        readers.delete(key);
        const def = api.definitions[name];
        const keep = def && def.type !== 'mutation' ? def.keepUnusedDataFor : undefined;
        const drop = () => {
          dropTimers.delete(key);
          if ((readers.get(key) ?? 0) === 0) forget(key);
        };
        if ((keep ?? DEFAULT_KEEP_SECONDS) <= 0) drop();
        else dropTimers.set(key, setTimeout(drop, (keep ?? DEFAULT_KEEP_SECONDS) * 1000));
      };
    },

    invalidate(tags) {
      if (tags.length === 0) return;
      for (const [key, entry] of Object.entries(state.api.queries)) {
        if (!entry) continue;
        const def = api.definitions[entry.endpointName];
        const own =
          provided.get(key) ??
          (def && def.type !== 'mutation'
            ? tagList(
                def.providesTags as TagsOf<string, unknown, unknown> | undefined,
                undefined,
                undefined,
                entry.originalArgs,
              )
            : []);
        if (!tagMatches(own, tags)) continue;
        if ((readers.get(key) ?? 0) === 0) {
          forget(key);
        } else if (onTheirWay.has(key)) {
          staleWhileAsked.add(key);
        } else {
          void run(entry.endpointName, entry.originalArgs);
        }
      }
    },

    mutate<R>(name: string, arg: unknown): MutationPromise<R> {
      const def = definition(name);
      if (def.type !== 'mutation') throw new Error(`${name} is not a mutation`);
      const requestId = nextRequestId();
      const resets = state.api.resets;
      const base = { endpointName: name, originalArgs: arg, requestId };
      setMutation(requestId, { ...base, status: 'pending' });
      let settle!: (outcome: Outcome) => void;
      const fulfilled = new Promise<{ data: R }>((resolve, reject) => {
        settle = (outcome) =>
          outcome.error ? reject({ error: outcome.error }) : resolve({ data: outcome.data as R });
      });
      fulfilled.catch(() => undefined);
      const lifecycle = def.onQueryStarted?.(arg, {
        dispatch: store.dispatch,
        getState: store.getState,
        queryFulfilled: fulfilled,
      });
      void Promise.resolve(lifecycle).catch(() => undefined);
      const answer = (async (): Promise<
        { data: R; error?: undefined } | { data?: undefined; error: ApiError }
      > => {
        let outcome: Outcome;
        try {
          outcome = await ask(def, def.query(arg));
        } catch (thrown) {
          outcome = { error: serializeThrown(thrown) };
        }
        settle(outcome);
        if (state.api.resets === resets && state.api.mutations[requestId]) {
          setMutation(
            requestId,
            outcome.error
              ? { ...base, status: 'rejected', error: outcome.error }
              : { ...base, status: 'fulfilled', data: outcome.data },
          );
        }
        store.invalidate(tagList(def.invalidatesTags, outcome.data, outcome.error, arg));
        return outcome.error ? { error: outcome.error } : { data: outcome.data as R };
      })();
      return Object.assign(answer, {
        requestId,
        unwrap: () =>
          answer.then((outcome) => {
            if (outcome.error) throw outcome.error;
            return outcome.data as R;
          }),
        reset: () => store.forgetMutation(requestId),
      });
    },

    forgetMutation(requestId) {
      if (state.api.mutations[requestId]) setMutation(requestId, undefined);
    },

    updateQueryData<D>(name: string, arg: unknown, recipe: (draft: D) => D | void) {
      const key = queryKey(name, arg);
      const entry = state.api.queries[key];
      if (!entry || entry.data === undefined) return { undo: () => undefined };
      const patched = patches.get(key) ?? { base: entry.data, recipes: [] };
      const own = { recipe: recipe as Recipe };
      patched.recipes.push(own);
      patches.set(key, patched);
      setQuery(key, { ...entry, data: applyRecipe(own.recipe, entry.data) });
      return {
        undo: () => {
          // An answer of the BFF since then replaced every change (and cleared the list).
          if (patches.get(key) !== patched || !patched.recipes.includes(own)) return;
          patched.recipes = patched.recipes.filter((other) => other !== own);
          const now = state.api.queries[key];
          if (!now) return;
          // The other changes still stand, made again on the answer they were made on.
          const data = patched.recipes.reduce(
            (current, { recipe: other }) => applyRecipe(other, current),
            patched.base,
          );
          if (patched.recipes.length === 0) patches.delete(key);
          setQuery(key, { ...now, data });
        },
      };
    },

    reset() {
      for (const timer of dropTimers.values()) clearTimeout(timer);
      dropTimers.clear();
      readers.clear();
      onTheirWay.clear();
      staleWhileAsked.clear();
      provided.clear();
      patches.clear();
      state = { api: { queries: {}, mutations: {}, resets: state.api.resets + 1 } };
      notify();
    },

    unsubscribeListeners: () => undefined,
  };

  if (listen && typeof window !== 'undefined') {
    const refetchShown = () => {
      for (const [key, entry] of Object.entries(state.api.queries)) {
        if (entry && (readers.get(key) ?? 0) > 0)
          void store.query(entry.endpointName, entry.originalArgs, true);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refetchShown();
    };
    window.addEventListener('focus', refetchShown);
    window.addEventListener('online', refetchShown);
    document.addEventListener('visibilitychange', onVisibility);
    store.unsubscribeListeners = () => {
      window.removeEventListener('focus', refetchShown);
      window.removeEventListener('online', refetchShown);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }
  return store;
}
