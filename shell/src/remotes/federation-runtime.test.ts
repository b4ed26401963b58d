import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const App = () => null;

function serveManifest(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('loadRemoteApp', () => {
  beforeEach(() => {
    vi.resetModules();
    runtime.registerRemotes.mockReset();
    runtime.loadRemote.mockReset();
  });

  it('registers the remotes of /remotes.json with absolute entries, once per page', async () => {
    const fetchMock = serveManifest({
      mf_ux_persona: { entry: '/remotes/mf-ux-persona/mf-manifest.json', version: '0.1.0+a1' },
    });
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp } = await import('./federation-runtime');

    expect(await loadRemoteApp('mf_ux_persona')).toBe(App);
    await loadRemoteApp('mf_ux_persona');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mf_ux_persona',
          entry: `${window.location.origin}/remotes/mf-ux-persona/mf-manifest.json`,
        },
      ],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_ux_persona/App');
  });

  it('fails for a remote that /remotes.json does not name', async () => {
    serveManifest({
      mf_canvas: { entry: '/remotes/mf-canvas/mf-manifest.json', version: '0.1.0+a1' },
    });
    const { loadRemoteApp, RemoteUnavailableError } = await import('./federation-runtime');
    await expect(loadRemoteApp('mf_ux_persona')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('fails on a malformed manifest, and reads it again on the next attempt', async () => {
    const fetchMock = serveManifest({ 'Bad Name': 1 });
    const { loadRemoteApp } = await import('./federation-runtime');
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow();
    serveManifest({
      mf_canvas: { entry: '/remotes/mf-canvas/mf-manifest.json', version: '0.1.0+a1' },
    });
    runtime.loadRemote.mockResolvedValue({ default: App });
    expect(await loadRemoteApp('mf_canvas')).toBe(App);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('re-registers with force on a retry so a failed entry is fetched again', async () => {
    serveManifest({
      mf_canvas: { entry: '/remotes/mf-canvas/mf-manifest.json', version: '0.1.0+a1' },
    });
    runtime.loadRemote.mockRejectedValueOnce(new Error('manifest 404'));
    const { loadRemoteApp } = await import('./federation-runtime');
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow('manifest 404');
    runtime.loadRemote.mockResolvedValue({ default: App });
    expect(await loadRemoteApp('mf_canvas', { retry: true })).toBe(App);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('fails when /remotes.json itself is unavailable', async () => {
    serveManifest({}, 503);
    const { loadRemoteApp } = await import('./federation-runtime');
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow('/remotes.json answered 503');
  });
});
