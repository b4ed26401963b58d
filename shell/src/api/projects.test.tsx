import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { queryKeys } from 'editor-kit/queries';
import { installFakeApi } from 'editor-kit/testing';
import type { ReactNode } from 'react';
import type { Project } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeleteProject } from './projects';

function setup() {
  const api = installFakeApi();
  const a = api.addProject({ name: 'Alpha' });
  const b = api.addProject({ name: 'Beta' });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(queryKeys.projects, [a, b]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeleteProject(), { wrapper });
  const listed = () => client.getQueryData<Project[]>(queryKeys.projects)?.map((item) => item.SK);
  const path = `/api/projects/${api.user}/${a.SK}`;
  return { api, a, b, result, listed, path };
}

describe('deleting a project', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('removes the row before the server answers, then calls DELETE', async () => {
    const { api, a, b, result, listed, path } = setup();
    let answer = () => {};
    api.hold(
      path,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    act(() => result.current.mutate(a));
    await waitFor(() => expect(listed()).toEqual([b.SK]));
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', path });
    expect(api.project(a.SK)).toBeDefined();
    act(() => answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.project(a.SK)).toBeUndefined();
    expect(listed()).toEqual([b.SK]);
  });

  it('puts the row back when the server refuses', async () => {
    const { api, a, b, result, listed, path } = setup();
    api.fail('DELETE', path, 500, 'nope');
    act(() => result.current.mutate(a));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listed()).toEqual(expect.arrayContaining([a.SK, b.SK]));
  });
});
