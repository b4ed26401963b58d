// @vitest-environment jsdom
import { PAGE_DATA_IDS } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRemoteReleases, releaseChanged, releasesReadAt } from './remote-releases';

const origin = window.location.origin;

describe('readRemoteReleases', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes entries absolute, keeps absolute ones, and notes when it read', async () => {
    const body = {
      mf_canvas: { entry: '/remotes/mf-canvas/0.1.0+a1/mf-manifest.json', version: '0.1.0+a1' },
      mf_ux_persona: { entry: 'https://cdn.example/persona/mf-manifest.json', version: '0.2.0+b2' },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body)));
    vi.stubGlobal('fetch', fetchMock);
    const before = Date.now();
    expect(await readRemoteReleases()).toEqual({
      mf_canvas: {
        entry: `${origin}/remotes/mf-canvas/0.1.0+a1/mf-manifest.json`,
        version: '0.1.0+a1',
      },
      mf_ux_persona: body.mf_ux_persona,
    });
    expect(releasesReadAt()).toBeGreaterThanOrEqual(before);
    // Revalidated every time: a release must show on the next read.
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it("takes the page's copy for a first load, and never otherwise", async () => {
    const inPage = {
      mf_canvas: { entry: '/remotes/mf-canvas/0.1.0+a1/mf-manifest.json', version: '0.1.0+a1' },
    };
    const served = {
      mf_canvas: { entry: '/remotes/mf-canvas/0.2.0+b2/mf-manifest.json', version: '0.2.0+b2' },
    };
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_IDS.remotes;
    script.textContent = JSON.stringify(inPage);
    document.head.append(script);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(served)));
    vi.stubGlobal('fetch', fetchMock);
    // A page just loaded (a test worker may have started long before this test).
    vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 1_000);
    try {
      expect((await readRemoteReleases(undefined, { pageCopy: true })).mf_canvas?.version).toBe(
        '0.1.0+a1',
      );
      expect(fetchMock).not.toHaveBeenCalled();
      // Read when the page was: a check for new releases is due as if it fetched then.
      expect(releasesReadAt()).toBe(performance.timeOrigin);
      expect((await readRemoteReleases()).mf_canvas?.version).toBe('0.2.0+b2');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      script.remove();
      vi.restoreAllMocks();
    }
  });

  it('does not count a failed read as a read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 502 })),
    );
    const before = releasesReadAt();
    await expect(readRemoteReleases()).rejects.toThrow('/remotes.json answered 502');
    expect(releasesReadAt()).toBe(before);
  });
});

describe('releaseChanged', () => {
  const running = {
    version: '0.1.0+a1',
    entry: `${origin}/releases/mf-canvas/0.1.0+a1/mf-manifest.json`,
  };

  it('is false for the running release', () => {
    expect(releaseChanged(running, { ...running })).toBe(false);
  });

  it('is true for another version or another entry (a rollback too)', () => {
    expect(releaseChanged(running, { ...running, version: '0.1.1+c3' })).toBe(true);
    expect(releaseChanged(running, { ...running, version: '0.0.9+z0' })).toBe(true);
    expect(releaseChanged(running, { ...running, entry: `${running.entry}?moved` })).toBe(true);
  });

  it('is false when the registry no longer names the remote', () => {
    expect(releaseChanged(running, undefined)).toBe(false);
  });
});
