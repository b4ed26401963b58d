import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Project, queryKeys } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('shared-auth', () => ({
  ApiError: class extends Error {},
  apiJson: vi.fn(),
  useSession: () => ({ session: { PK: 'USER#u' }, isSignedIn: true }),
}));

const { apiJson } = await import('shared-auth');
const { useDeleteProject } = await import('./projects');
const mockedApiJson = vi.mocked(apiJson);

const project = (SK: string): Project => ({
  PK: 'USER#u',
  SK,
  name: SK,
  description: '',
  UPDATED_AT: 1,
  CREATED_AT: 1,
  version: 1,
  empathyMapThumbnailPath: null,
  uxPersonaThumbnailPath: null,
  competitorAnalysisThumbnailPath: null,
});

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(queryKeys.projects, [project('PROJECT#a'), project('PROJECT#b')]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeleteProject(), { wrapper });
  const listed = () => client.getQueryData<Project[]>(queryKeys.projects)?.map((item) => item.SK);
  return { result, listed };
}

describe('deleting a project', () => {
  // A block body: a function returned from beforeEach would be run as its cleanup.
  beforeEach(() => {
    mockedApiJson.mockReset();
  });

  it('removes the row before the server answers, then calls DELETE', async () => {
    let answer!: () => void;
    mockedApiJson.mockImplementation((path: string) => {
      return path.startsWith('/api/projects/')
        ? new Promise<never>((resolve) => {
            answer = () => resolve(undefined as never);
          })
        : Promise.resolve([project('PROJECT#b')]);
    });
    const { result, listed } = setup();
    act(() => result.current.mutate(project('PROJECT#a')));
    await waitFor(() => expect(listed()).toEqual(['PROJECT#b']));
    expect(mockedApiJson.mock.calls[0]?.[0]).toBe('/api/projects/USER%23u/PROJECT%23a');
    expect(mockedApiJson.mock.calls[0]?.[1]?.method).toBe('DELETE');
    act(() => answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listed()).toEqual(['PROJECT#b']);
  });

  it('puts the row back when the server refuses', async () => {
    mockedApiJson.mockImplementation((path: string) =>
      path.startsWith('/api/projects/')
        ? Promise.reject(new Error('nope'))
        : Promise.resolve([project('PROJECT#a'), project('PROJECT#b')]),
    );
    const { result, listed } = setup();
    act(() => result.current.mutate(project('PROJECT#a')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listed()).toEqual(['PROJECT#a', 'PROJECT#b']);
  });
});
