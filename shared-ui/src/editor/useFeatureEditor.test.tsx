import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../toast/toastContext';
import { exportJpeg, thumbnailJpeg } from './export-image';
import { type FeatureEditorOptions, useFeatureEditor } from './useFeatureEditor';

vi.mock('./export-image', () => ({
  thumbnailJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  exportJpeg: vi.fn(async () => undefined),
}));

const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
const S = 'EMPMAP#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const USER = 'USER#9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

interface Note {
  name: string;
  text: string;
}
interface NoteDetail extends Note {
  PK: string;
  SK: string;
  version?: number;
}

/** A signed-in session: the token's payload is all the client reads. */
function signIn() {
  const payload = btoa(
    JSON.stringify({ PK: USER, SK: USER, username: 'a@b.c', authMethod: 'password', exp: 9e9 }),
  );
  localStorage.setItem('access_token', `e30.${payload}.sig`);
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Each request with the page the router was on when it was made. */
const events: string[] = [];
let currentPath = () => '';

/** What the fake API stores; a test changes it to play another tab saving. */
let note: NoteDetail | null = null;

/** A fake API: the stored note, answering the calls the editor makes, in order. */
function fakeServer(stored: NoteDetail | null) {
  events.length = 0;
  const calls: Call[] = [];
  note = stored;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      events.push(`${method} ${path} on ${currentPath()}`);
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (path.startsWith('/api/projects/')) return json(200, { PK: USER, SK: P, name: 'Shop' });
      if (method === 'GET' && path === `/api/empathy-maps/${P}`)
        return json(200, note ? [note] : []);
      if (method === 'GET' && path === `/api/empathy-maps/${P}/${S}`)
        return note
          ? json(200, note)
          : json(404, { statusCode: 404, error: 'Not Found', message: 'Empathy map not found' });
      if (method === 'PATCH') {
        const { name, text, version } = body as NoteDetail;
        // The concurrent-edit rule, as the server applies it.
        if (version !== undefined && version !== note?.version)
          return json(409, { statusCode: 409, error: 'Conflict', message: 'changed elsewhere' });
        note = {
          PK: P,
          SK: S,
          name,
          text,
          ...(note?.version ? { version: note.version + 1 } : {}),
        };
        return json(200, note);
      }
      if (method === 'POST' && path.endsWith('/upload-thumbnail'))
        return json(200, { thumbnailPath: '/img' });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(500, { message: `unexpected ${method} ${path}` });
    }),
  );
  return calls;
}

const options = (
  keys: FeatureEditorOptions<Note, NoteDetail>['keys'],
): FeatureEditorOptions<Note, NoteDetail> => ({
  type: 'empathyMap',
  keys,
  schemas: {
    detail: { parse: (data) => data as NoteDetail },
    list: { parse: (data) => data as NoteDetail[] as never },
    project: { parse: (data) => data as never },
  },
  sample: () => ({ name: 'Sample', text: 'hello' }),
  fromDetail: ({ name, text }) => ({ name, text }),
  toRequest: (content, { PK, SK }) => ({ projectSK: PK, empathyMapSK: SK, ...content }),
  getName: (content) => content.name,
  setName: (content, name) => ({ ...content, name }),
  draft: { version: 1, encode: (content) => content, decode: (stored) => stored as Note },
});

function setup(
  keys: FeatureEditorOptions<Note, NoteDetail>['keys'],
  extra: Partial<FeatureEditorOptions<Note, NoteDetail>> = {},
) {
  const toast = { show: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let wrapper: ({ children }: { children: ReactNode }) => ReactNode = () => null;
  wrapper = ({ children }) => {
    const router = createMemoryRouter(
      [
        { path: '/empathymap/*', element: children },
        { path: '*', element: null },
      ],
      { initialEntries: ['/empathymap/x/y'] },
    );
    currentPath = () => router.state.location.pathname;
    return (
      <QueryClientProvider client={queryClient}>
        <ToastContext.Provider value={toast}>
          <RouterProvider router={router} />
        </ToastContext.Provider>
      </QueryClientProvider>
    );
  };
  const hook = renderHook(() => useFeatureEditor({ ...options(keys), ...extra }), { wrapper });
  return { ...hook, toast };
}

describe('useFeatureEditor', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('gives a guest the sample and never calls the server', async () => {
    const calls = fakeServer(null);
    const { result } = setup(null);
    // The guest's stored draft is read first (none here: jsdom has no IndexedDB).
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.content).toEqual({ name: 'Sample', text: 'hello' });
    act(() => result.current.update((note) => ({ ...note, text: 'changed' })));
    // A guest cannot save, and without storage for drafts leaving would lose the change.
    expect(result.current.unsaved).toBe(true);
    expect(result.current.unsavedAtRisk).toBe(true);
    expect(calls).toEqual([]);
  });

  it('loads the item, then the sibling list, then the project', async () => {
    const calls = fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const { result } = setup({ PK: P, SK: S });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.project?.name).toBe('Shop'));
    expect(result.current.content).toEqual({ name: 'Map', text: 'stored' });
    expect(result.current.unsaved).toBe(false);
    expect(calls.map((c) => c.path)).toEqual([
      `/api/empathy-maps/${P}/${S}`,
      `/api/empathy-maps/${P}`,
      `/api/projects/${USER}/${P}`,
    ]);
  });

  it('is unsaved until the content equals the saved copy again', async () => {
    fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const { result } = setup({ PK: P, SK: S });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.update((note) => ({ ...note, text: 'edited' })));
    expect(result.current.unsaved).toBe(true);
    act(() => result.current.update((note) => ({ ...note, text: 'stored' })));
    expect(result.current.unsaved).toBe(false);
  });

  it('saves the whole object, uploads a thumbnail and says so', async () => {
    const calls = fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const { result, toast } = setup({ PK: P, SK: S });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.update((note) => ({ ...note, text: 'edited' })));
    // The thumbnail pictures the content area the frame attaches.
    result.current.contentRef.current = document.createElement('div');
    await act(() => result.current.save());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ projectSK: P, empathyMapSK: S, name: 'Map', text: 'edited' });
    expect(calls.some((c) => c.path.endsWith('/upload-thumbnail'))).toBe(true);
    expect(toast.show).toHaveBeenCalledWith('success', MESSAGES.saveSuccess);
    expect(result.current.unsaved).toBe(false);
  });

  it('pictures the capture node with the picture options the editor gives', async () => {
    fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const table = document.createElement('table');
    const { result } = setup(
      { PK: P, SK: S },
      {
        captureNode: () => table,
        thumbnailPicture: { maxPixels: 1000 },
        exportPicture: { maxPixels: 2000 },
      },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.update((note) => ({ ...note, text: 'edited' })));
    await act(() => result.current.save());
    await act(() => result.current.exportImage());
    expect(vi.mocked(thumbnailJpeg)).toHaveBeenLastCalledWith(table, 10_000_000, {
      maxPixels: 1000,
    });
    expect(vi.mocked(exportJpeg)).toHaveBeenLastCalledWith(table, 'empathy_map_export.jpg', {
      maxPixels: 2000,
    });
  });

  it('refuses to save an empty name with the spec message, without a request', async () => {
    const calls = fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const { result, toast } = setup({ PK: P, SK: S });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setName('  '));
    expect(result.current.nameError).toBe(MESSAGES.featureNameEmpty);
    await act(() => result.current.save());
    expect(toast.show).toHaveBeenCalledWith('error', MESSAGES.featureNameEmpty);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says the item is not there when the server does not find it', async () => {
    fakeServer(null);
    const { result } = setup({ PK: P, SK: S });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
  });

  it('goes to the project page first, then deletes', async () => {
    fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored' });
    const { result } = setup({ PK: P, SK: S });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.remove());
    expect(events).toContain(
      `DELETE /api/empathy-maps/${P}/${S} on /project/PROJECT_0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f`,
    );
  });

  describe('when the item was saved elsewhere in the meantime', () => {
    async function openedThenSavedElsewhere() {
      const calls = fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored', version: 3 });
      const view = setup({ PK: P, SK: S });
      await waitFor(() => expect(view.result.current.status).toBe('ready'));
      note = { ...note!, text: 'from the other tab', version: 4 };
      act(() => view.result.current.update((n) => ({ ...n, text: 'mine' })));
      await act(() => view.result.current.save());
      return { ...view, calls };
    }

    it('sends the version it was edited from, and the next one after a save', async () => {
      const calls = fakeServer({ PK: P, SK: S, name: 'Map', text: 'stored', version: 3 });
      const { result } = setup({ PK: P, SK: S });
      await waitFor(() => expect(result.current.status).toBe('ready'));
      act(() => result.current.update((n) => ({ ...n, text: 'one' })));
      await act(() => result.current.save());
      act(() => result.current.update((n) => ({ ...n, text: 'two' })));
      await act(() => result.current.save());
      const patches = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
      expect(patches).toMatchObject([
        { text: 'one', version: 3 },
        { text: 'two', version: 4 },
      ]);
      expect(result.current.conflict).toBe(false);
    });

    it('asks instead of saving, and keeps the draft unsaved', async () => {
      const { result, toast } = await openedThenSavedElsewhere();
      expect(result.current.conflict).toBe(true);
      expect(result.current.content).toEqual({ name: 'Map', text: 'mine' });
      expect(result.current.unsaved).toBe(true);
      expect(note?.text).toBe('from the other tab');
      expect(toast.show).not.toHaveBeenCalledWith('success', MESSAGES.saveSuccess);
    });

    it('reloads the saved version on request, dropping the draft', async () => {
      const { result } = await openedThenSavedElsewhere();
      await act(() => result.current.reloadLatest());
      expect(result.current.conflict).toBe(false);
      expect(result.current.content).toEqual({ name: 'Map', text: 'from the other tab' });
      expect(result.current.unsaved).toBe(false);
    });

    it('overwrites on request, from the version it just read', async () => {
      const { result, calls, toast } = await openedThenSavedElsewhere();
      await act(() => result.current.overwriteLatest());
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({
        text: 'mine',
        version: 4,
      });
      expect(note).toMatchObject({ text: 'mine', version: 5 });
      expect(result.current.conflict).toBe(false);
      expect(result.current.unsaved).toBe(false);
      expect(toast.show).toHaveBeenCalledWith('success', MESSAGES.saveSuccess);
    });

    it('goes on editing when the question is dismissed', async () => {
      const { result } = await openedThenSavedElsewhere();
      act(() => result.current.dismissConflict());
      expect(result.current.conflict).toBe(false);
      expect(result.current.content).toEqual({ name: 'Map', text: 'mine' });
      // The next save asks again: the stored copy is still newer.
      await act(() => result.current.save());
      expect(result.current.conflict).toBe(true);
    });
  });
});
