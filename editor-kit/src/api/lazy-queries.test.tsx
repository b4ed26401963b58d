import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLazyQueries, useLazyQuery, useQueryClientLater, waitingResult } from './lazy-queries';
import { providePageQueryClient } from './page-query-client';

// How often React Query's chunk was imported: a guest's editor must never import it.
const runtime = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./query-runtime', async (importOriginal) => {
  runtime.imports += 1;
  return importOriginal();
});

const pageClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const withProvider = (client: QueryClient) =>
  function Provider({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('queries that load React Query on first need', () => {
  beforeAll(() => providePageQueryClient(async () => pageClient));

  it('answers a disabled query as React Query would, pending and idle, and loads none of it', async () => {
    const queryFn = vi.fn(async () => 'never');
    const { result } = renderHook(() =>
      useLazyQuery({ queryKey: ['disabled'], queryFn, enabled: false }),
    );
    expect(result.current).toMatchObject({
      status: 'pending',
      isPending: true,
      isFetching: false,
      isLoading: false,
      isFetched: false,
      data: undefined,
    });
    // Long enough for an import started by the render or its effects to have begun.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runtime.imports).toBe(0);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('an enabled query is fetching from its first render, then answers through the client above', async () => {
    const above = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => useLazyQuery({ queryKey: ['item', 1], queryFn: async () => ({ name: 'Map' }) }),
      { wrapper: withProvider(above) },
    );
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Map' }));
    expect(result.current.isSuccess).toBe(true);
    expect(runtime.imports).toBe(1);
    expect(above.getQueryData(['item', 1])).toEqual({ name: 'Map' });
    expect(pageClient.getQueryData(['item', 1])).toBeUndefined();
  });

  it("without a provider above, queries share the host's page client", async () => {
    const { result } = renderHook(() =>
      useLazyQuery({ queryKey: ['projects'], queryFn: async () => ['Shop'] }),
    );
    await waitFor(() => expect(result.current.data).toEqual(['Shop']));
    expect(pageClient.getQueryData(['projects'])).toEqual(['Shop']);
  });

  it('follows the cache: an invalidated query fetches again and answers anew', async () => {
    let answer = 'first';
    const { result } = renderHook(() =>
      useLazyQuery({ queryKey: ['list'], queryFn: async () => answer }),
    );
    await waitFor(() => expect(result.current.data).toBe('first'));
    answer = 'second';
    await pageClient.invalidateQueries({ queryKey: ['list'] });
    await waitFor(() => expect(result.current.data).toBe('second'));
  });

  it('runs a list of queries, each answering on its own; an error is its own', async () => {
    const { result } = renderHook(() =>
      useLazyQueries<string>([
        { queryKey: ['detail', 'a'], queryFn: async () => 'A' },
        {
          queryKey: ['detail', 'b'],
          queryFn: async () => {
            throw new Error('gone');
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(result.current.map((query) => query.status)).toEqual(['success', 'error']),
    );
    expect(result.current[0]?.data).toBe('A');
    expect(result.current[1]?.error?.message).toBe('gone');
  });

  it('hands a callback the client this part of the page reads', async () => {
    const above = new QueryClient();
    const { result } = renderHook(() => useQueryClientLater(), {
      wrapper: withProvider(above),
    });
    expect(await result.current()).toBe(above);
    const { result: alone } = renderHook(() => useQueryClientLater());
    expect(await alone.current()).toBe(pageClient);
  });
});

describe('the answer before React Query is here', () => {
  it('is an error when its code could not be loaded, and asks for it again on refetch', () => {
    const failed = waitingResult<string>(true, { error: new Error('offline') });
    expect(failed).toMatchObject({ status: 'error', isError: true, isPending: false });
    expect(failed.error?.message).toBe('offline');
    // A disabled query has not failed: it never asked.
    expect(waitingResult(false, { error: new Error('offline') })).toMatchObject({
      status: 'pending',
      isError: false,
      isFetching: false,
    });
  });
});
