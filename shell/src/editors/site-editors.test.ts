// @vitest-environment jsdom
import { PAGE_DATA_IDS } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRemotesMap } from '../test/site-editors';
import {
  editorAt,
  loadSiteEditors,
  pageRelease,
  setSiteEditors,
  siteEditors,
} from './site-editors';

afterEach(() => {
  document.getElementById(PAGE_DATA_IDS.remotes)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function writePageMap(json: string) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_IDS.remotes;
  element.type = 'application/json';
  element.textContent = json;
  document.head.append(element);
}

describe('the site editors', () => {
  it("reads the page's map without a request, editors in their order", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    writePageMap(JSON.stringify(testRemotesMap({ unavailable: ['mf_sitemap'] })));
    const site = await loadSiteEditors();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(site.editors.map((editor) => [editor.route, editor.available])).toEqual([
      ['uxpersonas', true],
      ['empathymap', true],
      ['competitoranalysis', true],
      ['sitemap', false],
      ['testsitemap', true],
    ]);
    expect(editorAt('/UXPersonas/PROJECT_1/UXPERS_2')?.remote).toBe('mf_ux_persona');
    expect(pageRelease('mf_sitemap')).toBeUndefined();
    expect(pageRelease('mf_ux_persona')?.version).toBe('1.0.0+test');
  });

  it('fetches /remotes.json when no server wrote the page (pnpm dev)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(testRemotesMap())));
    vi.stubGlobal('fetch', fetchMock);
    await loadSiteEditors();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(siteEditors().editors).toHaveLength(5);
  });

  it('offers no editor, and says why, when the map cannot be had: never a blank page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    expect((await loadSiteEditors()).editors).toEqual([]);
    writePageMap('{not json');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await loadSiteEditors()).editors).toEqual([]);
    expect(setSiteEditors({ mf_x: { editor: { route: 'x' } } }).editors).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Remotes map: mf_x: /));
  });
});
