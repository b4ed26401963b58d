// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testEditor } from '../test/site-editors';

const loader = vi.hoisted(() => ({ loadRemoteApp: vi.fn(async () => ({})) }));
vi.mock('./federation-runtime', () => loader);
vi.mock('./RemoteEditor', () => ({ default: () => null }));

const persona = testEditor('uxpersonas');
const canvas = testEditor('testsitemap');

describe('guestMayOpen', async () => {
  const { guestMayOpen } = await import('./editor-start');

  it("opens an editor's sample page to anyone, with or without a trailing slash or query", () => {
    for (const path of ['/uxpersonas', '/uxpersonas/', '/uxpersonas?x=1', '/UXPERSONAS#top']) {
      expect(guestMayOpen(persona, path)).toBe(true);
    }
  });

  it('keeps a saved item for the signed in, unless the editor stores nothing', () => {
    expect(guestMayOpen(persona, '/uxpersonas/PROJECT_1/UXPERS_2')).toBe(false);
    expect(guestMayOpen(canvas, `/${canvas.route}/anything`)).toBe(true);
  });
});

describe('startEditorAt', () => {
  beforeEach(() => {
    vi.resetModules();
    loader.loadRemoteApp.mockClear();
  });
  // After resetModules the page's editors are a fresh module too: install the site in it.
  beforeEach(async () => (await import('../test/site-editors')).installTestSite());

  /** Lets the dynamic imports and the load's promise chain settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("starts loading the page's editor and the shell's part of it before anything renders", async () => {
    const { startEditorAt, loadedEditorView } = await import('./editor-start');
    startEditorAt('/uxpersonas', false);
    await vi.waitFor(() => expect(loader.loadRemoteApp).toHaveBeenCalledWith('mf_ux_persona'));
    expect(loadedEditorView()).not.toBeNull();
  });

  it('starts nothing on a page that is not an editor, or that a guest cannot open', async () => {
    const { startEditorAt, loadedEditorView } = await import('./editor-start');
    startEditorAt('/projects', true);
    startEditorAt('/uxpersonas/PROJECT_1/UXPERS_2', false);
    await settle();
    expect(loader.loadRemoteApp).not.toHaveBeenCalled();
    expect(loadedEditorView()).toBeNull();
  });

  it('opens a saved item for the signed in', async () => {
    const { startEditorAt } = await import('./editor-start');
    startEditorAt('/uxpersonas/PROJECT_1/UXPERS_2', true);
    await vi.waitFor(() => expect(loader.loadRemoteApp).toHaveBeenCalledWith('mf_ux_persona'));
  });

  it('keeps quiet when the load fails: the editor route meets the same load and says so', async () => {
    loader.loadRemoteApp.mockRejectedValueOnce(new Error('offline'));
    const { startEditorAt } = await import('./editor-start');
    startEditorAt('/uxpersonas', false);
    await vi.waitFor(() => expect(loader.loadRemoteApp).toHaveBeenCalled());
    await settle(); // an unhandled rejection would fail the test run
  });
});
