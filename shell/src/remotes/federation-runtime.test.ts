// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createEntryLoaderPlugin } from './entry-loader-plugin';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-deadline';

type Plugin = ReturnType<typeof createEntryLoaderPlugin>['plugin'];

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
  getInstance: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);
// The host's start registers the shell's own modules (a build-time module): here, the plugins.
const host = vi.hoisted(() => ({
  HOST_NAME: 'shell',
  startFederationHost: vi.fn(),
}));
vi.mock('./federation-host', () => host);
vi.mock('./host-provides', () => ({
  HOST_PROVIDES: { shared: {}, runtime: { name: '@module-federation/runtime', version: '2.9.1' } },
}));

// The real plugin, importing through a stand-in for the browser's import().
const importEntry = vi.hoisted(() => vi.fn(async (_url: string) => ({ init: () => {} })));
vi.mock('./entry-loader-plugin', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./entry-loader-plugin')>();
  return { ...actual, createEntryLoaderPlugin: () => actual.createEntryLoaderPlugin(importEntry) };
});

const App = () => null;
const origin = window.location.origin;
/** Where the site serves a release of the canvas (`/remotes/<folder>/<version>/`). */
const manifestPath = (version: string) => `/remotes/mf-canvas/${version}/mf-manifest.json`;
const CANVAS_MANIFEST = `${origin}${manifestPath('0.1.0+a1')}`;

/** The host's singletons as the federation runtime keeps them. */
function hostProvides(versions: Record<string, string>) {
  runtime.getInstance.mockReturnValue({
    options: {
      name: 'shell',
      shared: Object.fromEntries(
        Object.entries(versions).map(([name, version]) => [
          name,
          [{ version, from: 'shell', shareConfig: { singleton: true } }],
        ]),
      ),
    },
  });
}

function federationManifest(
  required: Record<string, string> = { react: '^19.3.1' },
  federationRuntime = '2.9.1',
) {
  return {
    metaData: { name: 'mf_canvas', buildInfo: { federationRuntime } },
    exposes: [],
    shared: Object.entries(required).map(([name, requiredVersion]) => ({
      name,
      version: requiredVersion.replace(/^\D/, ''),
      singleton: true,
      requiredVersion,
    })),
  };
}

type Answer = { status?: number; body?: unknown; hang?: boolean };

/** A site: answers by path, `hang` never answers (until the request is aborted). */
function serve(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const path = new URL(String(input), origin).pathname;
    const answer = answers[path] ?? { status: 404, body: {} };
    if (answer.hang)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const registry = (version = '0.1.0+a1') => ({
  mf_canvas: { entry: manifestPath(version), version },
});

function serveCanvas(
  version = '0.1.0+a1',
  required?: Record<string, string>,
  federationRuntime?: string,
) {
  return serve({
    '/remotes.json': { body: registry(version) },
    [manifestPath(version)]: { body: federationManifest(required, federationRuntime) },
  });
}

async function importLoader() {
  return import('./federation-runtime');
}

function registeredPlugin(): Plugin {
  return host.startFederationHost.mock.calls[0]![0][0] as Plugin;
}

describe('loadRemoteApp', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const mock of Object.values(runtime)) mock.mockReset();
    host.startFederationHost.mockReset();
    importEntry.mockClear();
    hostProvides({ react: '19.3.1', 'shared-ui': '0.1.0' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('registers the release /remotes.json names, with an absolute entry, and keeps it for the page', async () => {
    const fetchMock = serveCanvas();
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp } = await importLoader();

    expect(await loadRemoteApp('mf_canvas')).toEqual({
      App,
      release: { version: '0.1.0+a1', entry: CANVAS_MANIFEST },
    });
    await loadRemoteApp('mf_canvas');

    expect(fetchMock).toHaveBeenCalledTimes(2); // the registry and the manifest, once
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_canvas', entry: CANVAS_MANIFEST }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_canvas/App');
  });

  it('shares a load under way with whoever asks meanwhile, and then has the remote at hand', async () => {
    const fetchMock = serveCanvas();
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp, loadedRemoteApp } = await importLoader();

    // The page starts the load (main.tsx); the editor's route asks while it runs.
    const started = loadRemoteApp('mf_canvas');
    const asked = loadRemoteApp('mf_canvas');
    expect(loadedRemoteApp('mf_canvas')).toBeUndefined();
    expect(await asked).toBe(await started);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedRemoteApp('mf_canvas')).toBe(await started);
  });

  it('hands the runtime the very manifest it checked', async () => {
    serveCanvas();
    runtime.loadRemote.mockResolvedValue({ default: App });
    const { loadRemoteApp } = await importLoader();
    await loadRemoteApp('mf_canvas');

    const served = await registeredPlugin().fetch?.(CANVAS_MANIFEST, {});
    expect(await (served as Response).json()).toEqual(federationManifest());
    expect(await registeredPlugin().fetch?.(`${origin}/elsewhere.json`, {})).toBeUndefined();
  });

  it('fails for a remote that /remotes.json does not name', async () => {
    serve({ '/remotes.json': { body: { mf_other: registry().mf_canvas } } });
    const { loadRemoteApp, RemoteUnavailableError } = await importLoader();
    await expect(loadRemoteApp('mf_canvas')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('fails when /remotes.json itself is unavailable, or malformed', async () => {
    serve({ '/remotes.json': { status: 503, body: {} } });
    const { loadRemoteApp } = await importLoader();
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow('/remotes.json answered 503');
    serve({ '/remotes.json': { body: [] } });
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow('mf_canvas could not be loaded');
    // A malformed entry is left out (the others still load): this remote is then unknown.
    serve({ '/remotes.json': { body: { 'Bad Name': 1, mf_canvas: { entry: '/m.json' } } } });
    await expect(loadRemoteApp('mf_canvas')).rejects.toThrow(
      'No remote named mf_canvas in /remotes.json',
    );
  });

  it('fails, naming the release, when the manifest is missing', async () => {
    serve({ '/remotes.json': { body: registry() } });
    const { loadRemoteApp } = await importLoader();
    const failure = loadRemoteApp('mf_canvas');
    await expect(failure).rejects.toThrow(`${CANVAS_MANIFEST} answered 404`);
    await expect(failure).rejects.toMatchObject({
      release: { version: '0.1.0+a1', entry: CANVAS_MANIFEST },
    });
    expect(console.error).toHaveBeenCalledWith(
      `Remote mf_canvas failed to load (release 0.1.0+a1, entry ${CANVAS_MANIFEST})`,
      expect.any(Error),
    );
  });

  describe('the version check', () => {
    it('refuses a remote that needs a newer shared package, before loading any of it', async () => {
      serveCanvas('0.2.0+b2', { react: '^19.0.0', 'shared-ui': '^0.2.0' });
      const { loadRemoteApp, RemoteVersionSkewError } = await importLoader();
      const failure = loadRemoteApp('mf_canvas');
      await expect(failure).rejects.toBeInstanceOf(RemoteVersionSkewError);
      await expect(failure).rejects.toMatchObject({
        skews: [{ package: 'shared-ui', required: '^0.2.0', provided: '0.1.0' }],
        release: { version: '0.2.0+b2' },
      });
      expect(runtime.registerRemotes).not.toHaveBeenCalled();
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    });

    it("refuses a remote built for another minor of the runtime than the page's", async () => {
      serveCanvas('0.2.0+b2', undefined, '2.10.0');
      const { loadRemoteApp } = await importLoader();
      await expect(loadRemoteApp('mf_canvas')).rejects.toMatchObject({
        skews: [{ package: '@module-federation/runtime', required: '~2.10.0', provided: '2.9.1' }],
      });
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    });

    it('lets through a later patch of the runtime, and a release carrying its own', async () => {
      serveCanvas('0.2.0+b2', undefined, '2.9.0');
      runtime.loadRemote.mockResolvedValue({ default: App });
      const { loadRemoteApp } = await importLoader();
      expect((await loadRemoteApp('mf_canvas')).App).toBe(App);

      serve({
        '/remotes.json': { body: registry('0.1.0+old') },
        [manifestPath('0.1.0+old')]: { body: { metaData: {}, shared: [] } },
      });
      expect((await loadRemoteApp('mf_canvas', { retry: true })).App).toBe(App);
    });

    it('lets through what the host satisfies and what it does not provide', async () => {
      serveCanvas(undefined, { react: '^19.0.0', 'shared-ui': '^0.1.0', zod: '^9.0.0' });
      runtime.loadRemote.mockResolvedValue({ default: App });
      const { loadRemoteApp } = await importLoader();
      expect((await loadRemoteApp('mf_canvas')).App).toBe(App);
    });
  });

  describe('a retry', () => {
    it('reads the registry again and registers the new release with force', async () => {
      serveCanvas('0.1.0+a1');
      runtime.loadRemote.mockRejectedValueOnce(new Error('entry 404'));
      const { loadRemoteApp } = await importLoader();
      await expect(loadRemoteApp('mf_canvas')).rejects.toThrow('mf_canvas could not be loaded');

      serve({
        '/remotes.json': { body: registry('0.1.1+c3') },
        [manifestPath('0.1.1+c3')]: { body: federationManifest() },
      });
      runtime.loadRemote.mockResolvedValue({ default: App });
      const next = `${origin}${manifestPath('0.1.1+c3')}`;
      expect((await loadRemoteApp('mf_canvas', { retry: true })).release).toEqual({
        version: '0.1.1+c3',
        entry: next,
      });
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'mf_canvas', entry: next }],
        {
          force: true,
        },
      );
    });

    it('imports the entry from a new URL, so a fixed entry is evaluated anew', async () => {
      serveCanvas();
      runtime.loadRemote.mockRejectedValueOnce(new Error('SyntaxError in remoteEntry.js'));
      const { loadRemoteApp } = await importLoader();
      await expect(loadRemoteApp('mf_canvas')).rejects.toThrow();
      const plugin = registeredPlugin();
      const remoteInfo = {
        name: 'mf_canvas',
        type: 'module',
        entry: `${origin}/remotes/mf-canvas/0.1.0+a1/remoteEntry.js`,
      };
      // The first load was the runtime's own.
      expect(plugin.loadEntry?.({ remoteInfo } as never)).toBeUndefined();

      runtime.loadRemote.mockResolvedValue({ default: App });
      await loadRemoteApp('mf_canvas', { retry: true });
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
      // What the runtime does next: load the entry, through the plugin, from a new URL.
      await plugin.loadEntry?.({ remoteInfo } as never);
      expect(importEntry).toHaveBeenLastCalledWith(`${remoteInfo.entry}?retry=1`);
      await loadRemoteApp('mf_canvas', { retry: true });
      await plugin.loadEntry?.({ remoteInfo } as never);
      expect(importEntry).toHaveBeenLastCalledWith(`${remoteInfo.entry}?retry=2`);
    });

    it('starts clean after a failure even when the next load is not a retry (the editor remounted)', async () => {
      serveCanvas();
      runtime.loadRemote.mockRejectedValueOnce(new Error('entry 404'));
      const { loadRemoteApp } = await importLoader();
      await expect(loadRemoteApp('mf_canvas')).rejects.toThrow();
      runtime.loadRemote.mockResolvedValue({ default: App });
      await loadRemoteApp('mf_canvas');
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    });
  });

  describe('the timeout', () => {
    it('gives up on a registry that does not answer', async () => {
      vi.useFakeTimers();
      serve({ '/remotes.json': { hang: true } });
      const { loadRemoteApp, RemoteTimeoutError } = await importLoader();
      const failure = loadRemoteApp('mf_canvas');
      const outcome = expect(failure).rejects.toBeInstanceOf(RemoteTimeoutError);
      await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      await outcome;
    });

    it('gives up on a manifest that does not answer, naming the release', async () => {
      vi.useFakeTimers();
      serve({
        '/remotes.json': { body: registry() },
        [manifestPath('0.1.0+a1')]: { hang: true },
      });
      const { loadRemoteApp } = await importLoader();
      const failure = loadRemoteApp('mf_canvas');
      const outcome = expect(failure).rejects.toMatchObject({
        name: 'RemoteTimeoutError',
        release: { version: '0.1.0+a1', entry: CANVAS_MANIFEST },
      });
      await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      await outcome;
    });

    it('gives up on an entry that does not answer, and a late answer changes nothing', async () => {
      vi.useFakeTimers();
      serveCanvas();
      let answer!: (module: unknown) => void;
      runtime.loadRemote.mockReturnValueOnce(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      const { loadRemoteApp, RemoteTimeoutError } = await importLoader();
      const failure = loadRemoteApp('mf_canvas');
      const outcome = expect(failure).rejects.toBeInstanceOf(RemoteTimeoutError);
      await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      await outcome;

      answer({ default: App });
      await vi.advanceTimersByTimeAsync(0);
      // The late module was not kept: the next load starts clean, as after any failure.
      runtime.loadRemote.mockResolvedValue({ default: App });
      await loadRemoteApp('mf_canvas');
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
    });
  });
});
