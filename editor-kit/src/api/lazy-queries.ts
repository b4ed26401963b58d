import type {
  QueriesObserver,
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
} from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';

/**
 * Queries that load React Query only when one is enabled (issue H2): a guest's editor
 * asks for no server data, so its first paint and keystroke fetch none of React Query's
 * code; a signed-in editor loads it with its first query (its page preloads that chunk,
 * api/README.md 'What a page carries'). The hooks drive React Query's own observers the
 * way its `useQuery` and `useQueries` do, with the client a provider above gives (tests,
 * the standalone page), else the host's page client (page-query-client.ts), so the cache
 * is the one the shell's pages share.
 */

type RuntimeModule = typeof import('./query-runtime')['queryRuntime'];

interface QueryRuntime {
  module: RuntimeModule;
  pageClient: QueryClient;
}

interface RuntimeState {
  runtime: QueryRuntime | null;
  /** Why the last load failed (offline, a release gone); cleared by the next attempt. */
  failure: { error: unknown } | null;
}

let state: RuntimeState = { runtime: null, failure: null };
let loading: Promise<QueryRuntime> | null = null;
const listeners = new Set<() => void>();

function setState(next: RuntimeState) {
  state = next;
  for (const listener of listeners) listener();
}

/** React Query and the page client, loaded once; a failed load is tried again when asked. */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  if (state.runtime) return Promise.resolve(state.runtime);
  loading ??= import('./query-runtime')
    .then(async ({ queryRuntime }) => ({
      module: queryRuntime,
      pageClient: await queryRuntime.loadPageClient(),
    }))
    .then(
      (runtime) => {
        setState({ runtime, failure: null });
        return runtime;
      },
      (error: unknown) => {
        loading = null;
        setState({ runtime: null, failure: { error } });
        throw error;
      },
    );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
const noop = () => {};

/** Read where React Query has not loaded: no provider can be above what is not there. */
const NO_CLIENT = createContext<QueryClient | undefined>(undefined);

/**
 * React Query once it has loaded, with the client this part of the page uses; `wanted`
 * starts loading it. Re-renders when it loads.
 */
function useQueryRuntime(wanted: boolean) {
  const { runtime, failure } = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (wanted && !runtime && !failure) void loadQueryRuntime().catch(noop);
  }, [wanted, runtime, failure]);
  // useContext keeps no hook slot, so it may read another context once React Query is here.
  const above = useContext(runtime?.module.QueryClientContext ?? NO_CLIENT);
  return { runtime, client: runtime ? (above ?? runtime.pageClient) : null, failure };
}

interface QueryProgress {
  error: Error | null;
  isLoading: boolean;
  isFetching: boolean;
  isFetched: boolean;
  isFetchedAfterMount: boolean;
  refetch(): Promise<unknown>;
}

/**
 * A query as the editors read it: what React Query answers (its results are these), the
 * same before its code has loaded; `isSuccess` says `data` is there.
 */
export type EditorQuery<T> = QueryProgress &
  (
    | { status: 'success'; data: T; isSuccess: true; isPending: false; isError: false }
    | { status: 'pending'; data: undefined; isSuccess: false; isPending: true; isError: false }
    | { status: 'error'; data: T | undefined; isSuccess: false; isPending: false; isError: true }
  );

/** The options of one query (a subset of React Query's, which the hooks pass on as they are). */
export type LazyQueryOptions<T> = Pick<
  QueryObserverOptions<T, Error, T, T, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled' | 'retry' | 'gcTime' | 'staleTime'
>;

const retryLoad = () => loadQueryRuntime();

/**
 * What React Query itself would answer before its first render of the query: a disabled
 * query is pending and idle, an enabled one pending and fetching; a failed load of its
 * code is the query's error, and `refetch` tries the load again.
 */
export function waitingResult<T>(
  enabled: boolean,
  failure: RuntimeState['failure'],
): EditorQuery<T> {
  if (enabled && failure !== null) {
    return {
      status: 'error',
      data: undefined,
      error: toError(failure.error),
      isSuccess: false,
      isPending: false,
      isError: true,
      isLoading: false,
      isFetching: false,
      isFetched: true,
      isFetchedAfterMount: true,
      refetch: retryLoad,
    };
  }
  return {
    status: 'pending',
    data: undefined,
    error: null,
    isSuccess: false,
    isPending: true,
    isError: false,
    isLoading: enabled,
    isFetching: enabled,
    isFetched: false,
    isFetchedAfterMount: false,
    refetch: retryLoad,
  };
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Subscribes a React Query observer the way React Query's hooks do. */
function useObserved(
  runtime: QueryRuntime | null,
  observer: { subscribe(listener: () => void): () => void; getCurrentResult(): unknown } | null,
  refresh?: () => void,
) {
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!runtime || !observer) return noop;
        const unsubscribe = observer.subscribe(runtime.module.batched(onChange));
        // An answer that came between creating the observer and subscribing to it.
        refresh?.();
        return unsubscribe;
      },
      [runtime, observer, refresh],
    ),
    () => observer?.getCurrentResult() ?? null,
    () => observer?.getCurrentResult() ?? null,
  );
}

/** `useQuery`, loading React Query first when the query is enabled. */
export function useLazyQuery<T>(options: LazyQueryOptions<T>): EditorQuery<T> {
  const enabled = options.enabled !== false;
  const { runtime, client, failure } = useQueryRuntime(enabled);
  const slot = useRef<{
    client: QueryClient;
    observer: QueryObserver<T, Error, T, T, QueryKey>;
  } | null>(null);
  const defaulted = client ? client.defaultQueryOptions(options) : null;
  if (runtime && client && defaulted) {
    // The result is already 'fetching' in the render that starts the fetch, as useQuery's.
    defaulted._optimisticResults = 'optimistic';
    if (slot.current?.client !== client) {
      slot.current = {
        client,
        observer: new runtime.module.QueryObserver<T, Error, T, T, QueryKey>(client, defaulted),
      };
    }
  }
  const observer = slot.current?.observer ?? null;
  const result = observer && defaulted ? observer.getOptimisticResult(defaulted) : null;
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  });
  const refresh = useCallback(() => observer?.updateResult(), [observer]);
  useObserved(runtime, observer, refresh);
  return result ?? waitingResult<T>(enabled, failure);
}

/** `useQueries` over `queries`, loading React Query first when one of them is enabled. */
export function useLazyQueries<T>(queries: readonly LazyQueryOptions<T>[]): EditorQuery<T>[] {
  const wanted = queries.some((query) => query.enabled !== false);
  const { runtime, client, failure } = useQueryRuntime(wanted);
  // Typed loosely, as in React Query's own useQueries: each query has its own data type.
  const defaulted = useMemo(
    () =>
      client
        ? queries.map((query) => {
            const options = client.defaultQueryOptions(query);
            options._optimisticResults = 'optimistic';
            return options as QueryObserverOptions;
          })
        : null,
    [client, queries],
  );
  const slot = useRef<{
    client: QueryClient;
    observer: QueriesObserver;
  } | null>(null);
  if (runtime && client && defaulted && slot.current?.client !== client) {
    slot.current = {
      client,
      observer: new runtime.module.QueriesObserver(client, defaulted),
    };
  }
  const observer = slot.current?.observer ?? null;
  const results =
    observer && defaulted
      ? (observer.getOptimisticResult(defaulted, undefined)[0] as QueryObserverResult<T, Error>[])
      : null;
  useEffect(() => {
    if (observer && defaulted) observer.setQueries(defaulted);
  }, [observer, defaulted]);
  useObserved(runtime, observer);
  return results ?? queries.map((query) => waitingResult<T>(query.enabled !== false, failure));
}

/**
 * The editors' client for a callback (invalidating lists after a save): the one this part
 * of the page reads, or the page client, loading React Query first if need be.
 */
export function useQueryClientLater(): () => Promise<QueryClient> {
  const { client } = useQueryRuntime(false);
  const current = useRef(client);
  current.current = client;
  return useCallback(async () => current.current ?? (await loadQueryRuntime()).pageClient, []);
}
