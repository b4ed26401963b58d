import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/render';
import { testEditor } from '../test/site-editors';
import { RemoteTimeoutError, RemoteVersionSkewError } from './load-errors';
import RemoteEditor from './RemoteEditor';

const loader = vi.hoisted(() => ({ loadRemoteApp: vi.fn(), loadedRemoteApp: vi.fn() }));
vi.mock('./federation-runtime', () => loader);
const page = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('./page-reload', () => page);
// Every focus or navigation reads the registry here; the throttle has tests of its own.
vi.mock('./remote-releases', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-releases')>()),
  releasesReadAt: () => Number.NEGATIVE_INFINITY,
}));

const empathyMap = testEditor('empathymap');
const uxPersona = testEditor('uxpersonas');
const canvas = testEditor('testsitemap');
const release = { version: '0.1.0+a1', entry: 'http://localhost:3000/r/a1/mf-manifest.json' };
const newer = { version: '0.1.1+b2', entry: 'http://localhost:3000/r/b2/mf-manifest.json' };

/** /remotes.json as the server answers it now. */
function registryNames(current: typeof release) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ [canvas.remote]: current, [uxPersona.remote]: current })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('RemoteEditor', () => {
  beforeEach(() => {
    loader.loadRemoteApp.mockReset();
    loader.loadedRemoteApp.mockReset();
    page.reloadPage.mockReset();
    registryNames(release);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("mounts the remote's App with its base path, labelled with its release", async () => {
    loader.loadRemoteApp.mockResolvedValue({
      App: ({ basePath }: { basePath: string }) => <p>editor at {basePath}</p>,
      release,
    });
    renderInShell(<RemoteEditor editor={uxPersona} />);
    const editor = await screen.findByText('editor at /uxpersonas');
    expect(editor.closest('[data-release]')?.getAttribute('data-release')).toBe('0.1.0+a1');
    expect(loader.loadRemoteApp).toHaveBeenCalledWith('mf_ux_persona', { retry: false });
  });

  it('mounts a remote the page has loaded already in its first render, with no spinner', () => {
    loader.loadedRemoteApp.mockReturnValue({ App: () => <p>editor ready</p>, release });
    renderInShell(<RemoteEditor editor={uxPersona} />);
    expect(screen.getByText('editor ready')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the editor…' })).toBeNull();
    expect(loader.loadRemoteApp).not.toHaveBeenCalled();
  });

  it('shows the error panel when loading fails, and retries on request', async () => {
    loader.loadRemoteApp.mockRejectedValueOnce(new Error('404'));
    loader.loadRemoteApp.mockResolvedValueOnce({ App: () => <p>editor is back</p>, release });
    renderInShell(<RemoteEditor editor={canvas} />);

    expect(await screen.findByText('This editor could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('editor is back')).toBeTruthy();
    expect(loader.loadRemoteApp).toHaveBeenLastCalledWith('mf_canvas', { retry: true });
  });

  it('says when the editor did not answer in time, and which release it was', async () => {
    loader.loadRemoteApp.mockRejectedValue(new RemoteTimeoutError('slow', { release }));
    renderInShell(<RemoteEditor editor={canvas} />);
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('The editor did not answer in time.');
    expect(panel.textContent).toContain('Editor release 0.1.0+a1');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says which shared package an incompatible release needs, instead of mounting it', async () => {
    const skews = [
      { package: 'shared-ui', required: '^0.3.0', provided: '0.2.0', remoteIsOlder: false },
    ];
    loader.loadRemoteApp.mockRejectedValue(new RemoteVersionSkewError('skew', skews, { release }));
    renderInShell(<RemoteEditor editor={empathyMap} />);
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'This editor needs a newer version of the site' }));
    expect(panel.textContent).toContain(
      'The Empathy map editor was built for newer shared parts than this site provides:',
    );
    expect(screen.getByRole('listitem').textContent).toBe(
      'shared-ui: needs ^0.3.0, the site provides 0.2.0',
    );
    expect(panel.textContent).toContain('The site needs an update. Reload the page later');
    expect(panel.textContent).toContain('support@uxstuff.example');
  });

  it('says the editor is the one behind when it was built for an earlier site', async () => {
    // A release built before a coordinated change of the shared singletons (editor-kit 4).
    const skews = [
      { package: 'editor-kit', required: '^3.1.0', provided: '4.0.0', remoteIsOlder: true },
    ];
    loader.loadRemoteApp.mockRejectedValue(new RemoteVersionSkewError('skew', skews, { release }));
    renderInShell(<RemoteEditor editor={empathyMap} />);
    const panel = await screen.findByRole('alert');
    expect(
      screen.getByRole('heading', {
        name: 'This editor was built for an earlier version of the site',
      }),
    );
    expect(panel.textContent).toContain(
      'The Empathy map editor was built for earlier shared parts than this site provides:',
    );
    expect(screen.getByRole('listitem').textContent).toBe(
      'editor-kit: needs ^3.1.0, the site provides 4.0.0',
    );
    expect(panel.textContent).toContain('The editor needs an update. Reload the page later');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('contains a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemoteApp.mockResolvedValue({
      App: () => {
        throw new Error('broken release');
      },
      release,
    });
    renderInShell(
      <>
        <p>header stays</p>
        <RemoteEditor editor={empathyMap} />
      </>,
    );
    expect(await screen.findByText('This editor could not be loaded')).toBeTruthy();
    expect(screen.getByText('header stays')).toBeTruthy();
    expect(screen.getByText('Editor release 0.1.0+a1')).toBeTruthy();
  });

  describe('a newer release', () => {
    it('is offered on focus while the editor keeps working, without taking the focus', async () => {
      loader.loadRemoteApp.mockResolvedValue({ App: () => <input aria-label="Name" />, release });
      const fetchMock = registryNames(release);
      renderInShell(<RemoteEditor editor={canvas} />);
      const field = await screen.findByRole('textbox', { name: 'Name' });
      field.focus();
      // The mount (a navigation) looked already: nothing new then.
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('status')).toBeNull();

      registryNames(newer);
      act(() => {
        fireEvent.focus(window);
      });
      const notice = await screen.findByRole('status');
      expect(notice.textContent).toContain('A new version of this editor is available');
      expect(document.activeElement).toBe(field);
      expect(field.closest('[data-release]')?.getAttribute('data-release')).toBe('0.1.0+a1');

      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(page.reloadPage).toHaveBeenCalledTimes(1);
    });

    it('is offered on a chunk that cannot be loaded', async () => {
      loader.loadRemoteApp.mockResolvedValue({ App: () => <p>editor</p>, release });
      const fetchMock = registryNames(release);
      renderInShell(<RemoteEditor editor={canvas} />);
      await screen.findByText('editor');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      registryNames(newer);
      act(() => {
        window.dispatchEvent(new Event('vite:preloadError'));
      });
      expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
    });

    it('is offered in the panel when the running release stopped working', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      registryNames(newer);
      loader.loadRemoteApp.mockResolvedValue({
        App: () => {
          throw new TypeError('Failed to fetch dynamically imported module: /r/a1/assets/x.js');
        },
        release,
      });
      renderInShell(<RemoteEditor editor={canvas} />);
      const title = await screen.findByRole('heading', {
        name: 'A new version of this editor is available',
      });
      expect(title.closest('[role="alert"]')?.textContent).toContain('Editor release 0.1.0+a1');
      // One message, not a notice over the panel too.
      expect(screen.queryByRole('status')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(page.reloadPage).toHaveBeenCalledTimes(1);
    });
  });
});
