import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { installFakeApi } from 'editor-kit/testing';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ProjectSaveEvents, useProjectSave } from './useProjectSave';

/** A project opened in this tab, with the events the page would show. */
function opened() {
  const api = installFakeApi();
  const project = api.addProject({ name: 'Shop', description: 'Groceries' });
  const events = { onSaved: vi.fn(), onFailed: vi.fn(), onReloaded: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useProjectSave(project, events as ProjectSaveEvents), {
    wrapper,
  });
  return { api, project, events, ...hook };
}

describe("saving a project's details under the concurrent-edit rule", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves from the version it was opened at, then from the stored one', async () => {
    const { api, project, events, result } = opened();
    await act(() => result.current.save({ name: 'Shop 2', description: '' }));
    await act(() => result.current.save({ name: 'Shop 3', description: '' }));
    const sent = api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(sent).toMatchObject([{ version: 1 }, { version: 2 }]);
    expect(api.project(project.SK)).toMatchObject({ name: 'Shop 3', version: 3 });
    expect(events.onSaved).toHaveBeenCalledTimes(2);
  });

  it('asks instead of saving over a newer save, and stores nothing', async () => {
    const { api, project, events, result } = opened();
    api.saveProjectElsewhere(project.SK, { name: 'Renamed elsewhere' });
    await act(() => result.current.save({ name: 'Mine', description: '' }));
    expect(result.current.conflict).toBe(true);
    expect(events.onSaved).not.toHaveBeenCalled();
    expect(events.onFailed).not.toHaveBeenCalled();
    expect(api.project(project.SK)?.name).toBe('Renamed elsewhere');
  });

  it('loads the saved version on request', async () => {
    const { api, project, events, result } = opened();
    api.saveProjectElsewhere(project.SK, { name: 'Renamed elsewhere' });
    await act(() => result.current.save({ name: 'Mine', description: '' }));
    await act(() => result.current.reloadLatest());
    expect(result.current.conflict).toBe(false);
    expect(events.onReloaded).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Renamed elsewhere', version: 2 }),
    );
    // Saved from the version just loaded: no question.
    await act(() => result.current.save({ name: 'Mine after all', description: '' }));
    expect(api.project(project.SK)).toMatchObject({ name: 'Mine after all', version: 3 });
  });

  it('overwrites on request, from the version it just read', async () => {
    const { api, project, events, result } = opened();
    api.saveProjectElsewhere(project.SK, { name: 'Renamed elsewhere' });
    await act(() => result.current.save({ name: 'Mine', description: '' }));
    await act(() => result.current.overwrite({ name: 'Mine', description: '' }));
    expect(result.current.conflict).toBe(false);
    expect(result.current.resolving).toBeNull();
    expect(api.project(project.SK)).toMatchObject({ name: 'Mine', version: 3 });
    expect(events.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mine' }), {
      name: 'Mine',
      description: '',
    });
  });

  it('reports any other refusal as a failure, not a question', async () => {
    const { api, project, events, result } = opened();
    // Too short a name: the server's schema refuses it with 400.
    await act(() => result.current.save({ name: 'ab', description: '' }));
    expect(result.current.conflict).toBe(false);
    expect(events.onFailed).toHaveBeenCalled();
    expect(api.project(project.SK)).toMatchObject({ name: 'Shop', version: 1 });
  });
});
