import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { type EmpathyMapContent, empathyMapContract, MESSAGES } from 'shared-contracts';
import { GuardedRouter, ToastProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemKeys } from '../api/feature-api';
import { exportPicture, thumbnailJpeg } from '../export/export-image';
import { type FakeApiSession, installFakeApi } from '../testing/fake-api-session';
import type { FeatureEditorOptions } from './feature-editor-types';
import { useFeatureEditor } from './useFeatureEditor';

vi.mock('../export/export-image', () => ({
  thumbnailJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  exportPicture: vi.fn(async () => undefined),
}));

type Options = FeatureEditorOptions<typeof empathyMapContract, EmpathyMapContent>;

const content = ({
  name,
  says,
  does,
  thinks,
  feels,
  pains,
  gains,
  personaSK,
}: EmpathyMapContent): EmpathyMapContent => ({
  name,
  says,
  does,
  thinks,
  feels,
  pains,
  gains,
  personaSK,
});

const options = (keys: ItemKeys | null): Options => ({
  contract: empathyMapContract,
  keys,
  sample: () => ({ ...SAMPLE, name: 'Sample', says: 'hello' }),
  fromDetail: content,
  toRequest: (map, { PK, SK }) => ({ ...map, projectSK: PK, empathyMapSK: SK }),
  getName: (map) => map.name,
  setName: (map, name) => ({ ...map, name }),
  draft: { version: 1, encode: (map) => map, decode: (stored) => stored as EmpathyMapContent },
});

const SAMPLE: EmpathyMapContent = {
  name: 'Map',
  says: 'stored',
  does: '',
  thinks: '',
  feels: '',
  pains: '',
  gains: '',
  personaSK: null,
};

/** Each request with the page the router was on when it was made. */
const events: string[] = [];
let currentPath = () => '';

/** The fake API with one project holding one empathy map (none with `withMap` false). */
function serve(withMap = true) {
  const api = installFakeApi();
  const project = api.addProject({ name: 'Shop' });
  const map = withMap
    ? api.addItem('empathyMap', project.SK, { name: 'Map', says: 'stored' })
    : null;
  events.length = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    events.push(
      `${init?.method ?? 'GET'} ${decodeURIComponent(String(input))} on ${currentPath()}`,
    );
    return api.fetch(input, init);
  });
  return { api, keys: { PK: project.SK, SK: map?.SK ?? `EMPMAP#${crypto.randomUUID()}` } };
}

function setup(keys: ItemKeys | null, extra: Partial<Options> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = UNSAFE_createMemoryHistory({
    initialEntries: ['/empathymap/x/y'],
    v5Compat: true,
  });
  currentPath = () => history.location.pathname;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <GuardedRouter history={history}>
          <Routes>
            <Route path="/empathymap/*" element={children} />
            <Route path="*" element={null} />
          </Routes>
        </GuardedRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useFeatureEditor({ ...options(keys), ...extra }), { wrapper });
}

const patches = (api: FakeApiSession) => api.calls.filter((c) => c.method === 'PATCH');

describe('useFeatureEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a guest the sample and never calls the server', async () => {
    const { api } = serve();
    const { result } = setup(null);
    // The guest's stored draft is read first (none here: jsdom has no IndexedDB).
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    expect(result.current.content).toMatchObject({ name: 'Sample', says: 'hello' });
    act(() => result.current.update((map) => ({ ...map, says: 'changed' })));
    // A guest cannot save, and without storage for drafts leaving would lose the change.
    expect(result.current.session.unsaved).toBe(true);
    expect(result.current.session.unsavedAtRisk).toBe(true);
    expect(api.calls).toEqual([]);
  });

  it("checks a guest's name once it has changed, with the rules it loads then", async () => {
    serve();
    const { result } = setup(null);
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    expect(result.current.session.nameError).toBeNull();
    act(() => result.current.actions.setName('   '));
    await waitFor(() => expect(result.current.session.nameError).toBe(MESSAGES.featureNameEmpty));
    act(() => result.current.actions.setName('Sample again'));
    expect(result.current.session.nameError).toBeNull();
  });

  it('loads the item, then the sibling list, then the project', async () => {
    const { api, keys } = serve();
    const { result } = setup(keys);
    expect(result.current.session.status).toBe('loading');
    await waitFor(() => expect(result.current.item.project?.name).toBe('Shop'));
    expect(result.current.content).toMatchObject({ name: 'Map', says: 'stored' });
    expect(result.current.session.unsaved).toBe(false);
    expect(api.calls.map((c) => c.path)).toEqual([
      `/api/empathy-maps/${keys.PK}/${keys.SK}`,
      `/api/empathy-maps/${keys.PK}`,
      `/api/projects/${api.user}/${keys.PK}`,
    ]);
  });

  it('is unsaved until the content equals the saved copy again', async () => {
    const { keys } = serve();
    const { result } = setup(keys);
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    act(() => result.current.update((map) => ({ ...map, says: 'edited' })));
    expect(result.current.session.unsaved).toBe(true);
    act(() => result.current.update((map) => ({ ...map, says: 'stored' })));
    expect(result.current.session.unsaved).toBe(false);
  });

  it('saves the whole object, uploads a thumbnail and says so', async () => {
    const { api, keys } = serve();
    const { result } = setup(keys);
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    act(() => result.current.update((map) => ({ ...map, says: 'edited' })));
    // The thumbnail pictures the content area the frame attaches.
    result.current.contentRef.current = document.createElement('div');
    await act(() => result.current.actions.save());
    expect(patches(api).map((c) => c.body)).toEqual([
      { ...content(SAMPLE), projectSK: keys.PK, empathyMapSK: keys.SK, says: 'edited', version: 1 },
    ]);
    expect(api.item('empathyMap', keys.SK)).toMatchObject({ says: 'edited', version: 2 });
    expect(api.item('empathyMap', keys.SK)?.thumbnailPath).toMatch(/^\/api\/images\//);
    expect(await screen.findByText(MESSAGES.saveSuccess)).toBeTruthy();
    expect(result.current.session.unsaved).toBe(false);
  });

  it('pictures the capture node with the picture options the editor gives', async () => {
    const { keys } = serve();
    const table = document.createElement('table');
    const { result } = setup(keys, {
      captureNode: () => table,
      thumbnailPicture: { maxPixels: 1000 },
      exportPicture: { maxPixels: 2000 },
    });
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    act(() => result.current.update((map) => ({ ...map, says: 'edited' })));
    await act(() => result.current.actions.save());
    await act(() => result.current.actions.exportImage());
    expect(vi.mocked(thumbnailJpeg)).toHaveBeenLastCalledWith(table, 10_000_000, {
      maxPixels: 1000,
    });
    expect(vi.mocked(exportPicture)).toHaveBeenLastCalledWith(
      table,
      'empathy_map_export.jpg',
      'jpeg',
      { maxPixels: 2000 },
    );
    await act(() => result.current.actions.exportImage('pdf'));
    expect(vi.mocked(exportPicture)).toHaveBeenLastCalledWith(
      table,
      'empathy_map_export.pdf',
      'pdf',
      { maxPixels: 2000 },
    );
  });

  it('thumbnails the thumbnail node when the editor gives one, and exports the capture node', async () => {
    const { keys } = serve();
    const table = document.createElement('table');
    const corner = document.createElement('div');
    const { result } = setup(keys, {
      captureNode: () => table,
      thumbnailNode: () => corner,
    });
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    act(() => result.current.update((map) => ({ ...map, says: 'edited' })));
    await act(() => result.current.actions.save());
    await act(() => result.current.actions.exportImage());
    expect(vi.mocked(thumbnailJpeg)).toHaveBeenLastCalledWith(corner, 10_000_000, undefined);
    expect(vi.mocked(exportPicture)).toHaveBeenLastCalledWith(
      table,
      'empathy_map_export.jpg',
      'jpeg',
      undefined,
    );
  });

  it('refuses to save an empty name with the spec message, without a request', async () => {
    const { api, keys } = serve();
    const { result } = setup(keys);
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    act(() => result.current.actions.setName('  '));
    expect(result.current.session.nameError).toBe(MESSAGES.featureNameEmpty);
    await act(() => result.current.actions.save());
    expect(await screen.findByText(MESSAGES.featureNameEmpty)).toBeTruthy();
    expect(patches(api)).toEqual([]);
  });

  it('says the item is not there when the server does not find it', async () => {
    const { keys } = serve(false);
    const { result } = setup(keys);
    await waitFor(() => expect(result.current.session.status).toBe('not-found'));
  });

  it('goes to the project page first, then deletes', async () => {
    const { api, keys } = serve();
    const { result } = setup(keys);
    await waitFor(() => expect(result.current.session.status).toBe('ready'));
    await act(() => result.current.actions.remove());
    expect(events).toContain(
      `DELETE /api/empathy-maps/${keys.PK}/${keys.SK} on /project/${keys.PK.replace('#', '_')}`,
    );
    expect(api.item('empathyMap', keys.SK)).toBeUndefined();
  });

  describe('when the item was saved elsewhere in the meantime', () => {
    async function openedThenSavedElsewhere() {
      const served = serve();
      const view = setup(served.keys);
      await waitFor(() => expect(view.result.current.session.status).toBe('ready'));
      served.api.saveElsewhere('empathyMap', served.keys.SK, { says: 'from the other tab' });
      act(() => view.result.current.update((map) => ({ ...map, says: 'mine' })));
      await act(() => view.result.current.actions.save());
      return { ...view, ...served };
    }

    it('sends the version it was edited from, and the next one after a save', async () => {
      const { api, keys } = serve();
      const { result } = setup(keys);
      await waitFor(() => expect(result.current.session.status).toBe('ready'));
      act(() => result.current.update((map) => ({ ...map, says: 'one' })));
      await act(() => result.current.actions.save());
      act(() => result.current.update((map) => ({ ...map, says: 'two' })));
      await act(() => result.current.actions.save());
      expect(patches(api).map((c) => c.body)).toMatchObject([
        { says: 'one', version: 1 },
        { says: 'two', version: 2 },
      ]);
      expect(result.current.session.conflict).toBe(false);
    });

    it('asks instead of saving, and keeps the draft unsaved', async () => {
      const { result, api, keys } = await openedThenSavedElsewhere();
      expect(result.current.session.conflict).toBe(true);
      expect(result.current.content).toMatchObject({ says: 'mine' });
      expect(result.current.session.unsaved).toBe(true);
      expect(api.item('empathyMap', keys.SK)).toMatchObject({ says: 'from the other tab' });
      expect(screen.queryByText(MESSAGES.saveSuccess)).toBeNull();
    });

    it('reloads the saved version on request, dropping the draft', async () => {
      const { result } = await openedThenSavedElsewhere();
      await act(() => result.current.actions.reloadLatest());
      expect(result.current.session.conflict).toBe(false);
      expect(result.current.content).toMatchObject({ says: 'from the other tab' });
      expect(result.current.session.unsaved).toBe(false);
    });

    it('overwrites on request, from the version it just read', async () => {
      const { result, api, keys } = await openedThenSavedElsewhere();
      await act(() => result.current.actions.overwriteLatest());
      expect(patches(api).at(-1)?.body).toMatchObject({ says: 'mine', version: 2 });
      expect(api.item('empathyMap', keys.SK)).toMatchObject({ says: 'mine', version: 3 });
      expect(result.current.session.conflict).toBe(false);
      expect(result.current.session.unsaved).toBe(false);
      expect(await screen.findByText(MESSAGES.saveSuccess)).toBeTruthy();
    });

    it('goes on editing when the question is dismissed', async () => {
      const { result } = await openedThenSavedElsewhere();
      act(() => result.current.actions.dismissConflict());
      expect(result.current.session.conflict).toBe(false);
      expect(result.current.content).toMatchObject({ says: 'mine' });
      // The next save asks again: the stored copy is still newer.
      await act(() => result.current.actions.save());
      expect(result.current.session.conflict).toBe(true);
    });
  });
});
