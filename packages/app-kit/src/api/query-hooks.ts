import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  queryKey,
  type ApiError,
  type InfiniteData,
  type MutationPromise,
  type QueryEntry,
  type QueryStatus,
  type QueryStore,
  type RootState,
} from './query-store';

/** The argument that says "do not read yet" (e.g. until the child's id is known). */
export const skipToken: unique symbol = Symbol.for('portal.skipToken');
export type SkipToken = typeof skipToken;

export interface QueryOptions {
  /** Do not read (nor keep) the entry. */
  skip?: boolean;
  /** Ask the BFF again when the screen mounts or its argument changes, even if kept. */
  refetchOnMountOrArgChange?: boolean;
}

/** A read as a screen sees it (RTK Query's names and meanings). */
export interface QueryResult<R> {
  /** The last answer this screen read (the previous argument's while the new one loads). */
  data: R | undefined;
  /** The answer for the current argument only. */
  currentData: R | undefined;
  error: ApiError | undefined;
  status: QueryStatus;
  isUninitialized: boolean;
  /** Asking, with nothing to show yet. */
  isLoading: boolean;
  /** Asking (also with an earlier answer shown). */
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  fulfilledTimeStamp?: number;
  requestId?: string;
  /** Asks the BFF again. */
  refetch: () => Promise<QueryEntry>;
}

export interface InfiniteQueryResult<R, P> extends QueryResult<InfiniteData<R, P>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<QueryEntry>;
}

export interface MutationResult<R> {
  status: QueryStatus;
  data: R | undefined;
  error: ApiError | undefined;
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Forgets the last change's state. */
  reset: () => void;
}

const StoreContext = createContext<QueryStore | null>(null);

/** Gives the screens below the remote's store (`RemoteRoot` and the tests render it). */
export function StoreProvider({ store, children }: { store: QueryStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

/** The remote's store. Using it outside a `StoreProvider` is a bug. */
export function useStore(): QueryStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('A screen read the API outside a StoreProvider (RemoteRoot).');
  return store;
}

/** The store's `dispatch` (runs `api.util.*` actions). */
export function useDispatch(): QueryStore['dispatch'] {
  return useStore().dispatch;
}

/**
 * `read()` of the store's state, kept in step with it: read afresh on every render, and a change
 * of what it returns renders the screen again — as a transition (ADR 049). React renders a
 * transition in slices of a few milliseconds, yielding to the browser between them, where a
 * store read through `useSyncExternalStore` renders synchronously: each of a dashboard's five
 * answers was one long task of 100–200 ms on a phone, during which a tap waited. A transition
 * may briefly show one component a newer answer than its neighbour (the store is read per
 * component); every answer is shown in the end.
 */
function useStoreValue<T>(store: QueryStore, read: () => T): T {
  const [, rendered] = useState(0);
  const value = read();
  const shown = useRef({ read, value });
  // In the commit itself: a store change between this commit and its passive effects must be
  // compared with what is now on screen, or it renders the screen once more for nothing.
  useLayoutEffect(() => {
    shown.current = { read, value };
  });
  useEffect(() => {
    const check = () => {
      const { read: current, value: last } = shown.current;
      if (!Object.is(current(), last)) startTransition(() => rendered((n) => n + 1));
    };
    // A change between this screen's first render and now is shown too.
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}

/** A value derived from the store's state, kept in step with it (`selector` must be pure). */
export function useSelector<T>(selector: (state: RootState) => T): T {
  const store = useStore();
  return useStoreValue(store, () => selector(store.getState()));
}

function useEntry(store: QueryStore, key: string | undefined): QueryEntry | undefined {
  return useStoreValue(store, () =>
    key === undefined ? undefined : store.getState().api.queries[key],
  );
}

function useResets(store: QueryStore): number {
  return useStoreValue(store, () => store.getState().api.resets);
}

/** The entry as a screen reads it; `pendingWhenAbsent`: a read about to start counts as loading. */
function toResult<R>(
  entry: QueryEntry | undefined,
  lastData: R | undefined,
  pendingWhenAbsent: boolean,
  refetch: () => Promise<QueryEntry>,
): QueryResult<R> {
  const status: QueryStatus =
    entry && entry.status !== 'uninitialized'
      ? entry.status
      : pendingWhenAbsent
        ? 'pending'
        : 'uninitialized';
  const currentData = entry?.data as R | undefined;
  const data = currentData ?? lastData;
  const isFetching = status === 'pending';
  return {
    data,
    currentData,
    error: status === 'rejected' ? entry?.error : undefined,
    status,
    isUninitialized: status === 'uninitialized',
    isLoading: isFetching && data === undefined,
    isFetching,
    isSuccess: status === 'fulfilled' || (isFetching && data !== undefined),
    isError: status === 'rejected',
    fulfilledTimeStamp: entry?.fulfilledTimeStamp,
    requestId: entry?.requestId,
    refetch,
  };
}

const nothingToRefetch = () =>
  Promise.resolve<QueryEntry>({
    status: 'uninitialized',
    endpointName: '',
    originalArgs: undefined,
  });

/** Reads `name(arg)` while the screen is shown (see {@link QueryResult}). */
export function useQueryEntry<R>(
  name: string,
  arg: unknown,
  options: QueryOptions = {},
): QueryResult<R> & {
  key: string | undefined;
  store: QueryStore;
  entry: QueryEntry | undefined;
} {
  const store = useStore();
  const skip = arg === skipToken || options.skip === true;
  const key = skip ? undefined : queryKey(name, arg);
  const resets = useResets(store);
  const force = options.refetchOnMountOrArgChange === true;
  // `key` stands for `arg`'s value: the effect and `refetch` are made again when it changes,
  // not when the screen passes an equal object; `force` is read on mount and on a new
  // argument only, as RTK Query's option.
  useEffect(() => {
    if (key === undefined) return;
    const release = store.retain(name, arg);
    void store.query(name, arg, force);
    return release;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, name, key, resets]);
  const entry = useEntry(store, key);
  // The last answer stays shown while another argument's loads (RTK Query's `data`).
  // Not across a reset: nothing read for whoever used the tab before stays on screen.
  const [last, setLast] = useState<{ data: R | undefined; resets: number }>({
    data: undefined,
    resets,
  });
  const currentData = entry?.data as R | undefined;
  if (currentData !== undefined && (currentData !== last.data || last.resets !== resets)) {
    setLast({ data: currentData, resets });
  }
  const lastData = last.resets === resets ? last.data : undefined;
  const refetch = useCallback(
    () => (key === undefined ? nothingToRefetch() : store.query(name, arg, true)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, name, key],
  );
  // A skipped read shows nothing (RTK Query 2's `skip`).
  const shown = skip ? undefined : (currentData ?? lastData);
  return { ...toResult<R>(entry, shown, !skip, refetch), key, store, entry };
}

/** Reads `name(arg)` (see {@link QueryResult}). */
export function useQuery<R>(
  name: string,
  arg: unknown,
  options: QueryOptions | undefined,
): QueryResult<R> {
  const {
    key: _key,
    store: _store,
    entry: _entry,
    ...result
  } = useQueryEntry<R>(name, arg, options);
  return result;
}

/** Reads the pages of `name(arg)`, and the next one on `fetchNextPage`. */
export function useInfiniteQuery<R, P>(
  name: string,
  arg: unknown,
  options: QueryOptions | undefined,
  getNextPageParam: (lastPage: R, allPages: R[]) => P | undefined | null,
): InfiniteQueryResult<R, P> {
  const { key, store, entry, ...result } = useQueryEntry<InfiniteData<R, P>>(name, arg, options);
  const pages = result.currentData?.pages;
  const last = pages?.[pages.length - 1];
  const nextParam = pages && last !== undefined ? getNextPageParam(last, pages) : undefined;
  const fetchNextPage = useCallback(
    () => (key === undefined ? nothingToRefetch() : store.fetchNextPage(name, arg)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `arg`
    [store, name, key],
  );
  return {
    ...result,
    hasNextPage: nextParam !== undefined && nextParam !== null,
    isFetchingNextPage: result.isFetching && entry?.fetchingNext === true,
    fetchNextPage,
  };
}

/** A read started on demand (`trigger(arg)` asks the BFF every time). */
export function useLazyQuery<R>(
  name: string,
): [(arg: unknown) => Promise<QueryEntry> & { unwrap: () => Promise<R> }, QueryResult<R>] {
  const store = useStore();
  const [arg, setArg] = useState<{ value: unknown } | undefined>(undefined);
  const key = arg === undefined ? undefined : queryKey(name, arg.value);
  useEffect(() => {
    if (arg === undefined) return;
    return store.retain(name, arg.value);
  }, [store, name, key, arg]);
  const entry = useEntry(store, key);
  const trigger = useCallback(
    (value: unknown) => {
      setArg({ value });
      const release = store.retain(name, value);
      const asked = store.query(name, value, true).finally(release);
      return Object.assign(asked, {
        unwrap: () =>
          asked.then((done) => {
            if (done.status === 'rejected') throw done.error;
            return done.data as R;
          }),
      });
    },
    [store, name],
  );
  const refetch = useCallback(
    () => (arg === undefined ? nothingToRefetch() : store.query(name, arg.value, true)),
    [store, name, arg],
  );
  return [trigger, toResult<R>(entry, undefined, false, refetch)];
}

/** A change: `[trigger, state of the last one]`; the state is forgotten when the screen goes. */
export function useMutation<A, R>(
  name: string,
): [(arg: A) => MutationPromise<R>, MutationResult<R>] {
  const store = useStore();
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const entry = useStoreValue(store, () =>
    requestId === undefined ? undefined : store.getState().api.mutations[requestId],
  );
  useEffect(() => {
    if (requestId === undefined) return;
    return () => store.forgetMutation(requestId);
  }, [store, requestId]);
  const trigger = useCallback(
    (arg: A) => {
      const started = store.mutate<R>(name, arg);
      setRequestId(started.requestId);
      return started;
    },
    [store, name],
  );
  const reset = useCallback(() => {
    if (requestId !== undefined) store.forgetMutation(requestId);
    setRequestId(undefined);
  }, [store, requestId]);
  const status = entry?.status ?? 'uninitialized';
  return [
    trigger,
    {
      status,
      data: entry?.data as R | undefined,
      error: entry?.error,
      isUninitialized: status === 'uninitialized',
      isLoading: status === 'pending',
      isSuccess: status === 'fulfilled',
      isError: status === 'rejected',
      reset,
    },
  ];
}
