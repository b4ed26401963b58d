// @vitest-environment jsdom

import { PAGE_DATA_IDS } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_REMOTES_FRESH_MS, pageManifest, pageRemotes } from './page-data';

const origin = window.location.origin;
const REMOTES = {
  mf_canvas: { entry: '/remotes/mf-canvas/0.1.0+a1/mf-manifest.json', version: '0.1.0+a1' },
};

/** What the server writes into a page (api/src/releases/page-preloads.ts). */
function writeData(id: string, text: string, attributes: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('pageRemotes', () => {
  it("is the page's remotes map while the page is fresh", () => {
    writeData(PAGE_DATA_IDS.remotes, JSON.stringify(REMOTES));
    expect(pageRemotes(performance.timeOrigin + 1_000)).toEqual(REMOTES);
    expect(pageRemotes(performance.timeOrigin + PAGE_REMOTES_FRESH_MS)).toEqual(REMOTES);
  });

  it('is null once the page is older, when there is none, or when it is unreadable', () => {
    writeData(PAGE_DATA_IDS.remotes, JSON.stringify(REMOTES));
    expect(pageRemotes(performance.timeOrigin + PAGE_REMOTES_FRESH_MS + 1)).toBeNull();
    document.head.innerHTML = '';
    expect(pageRemotes(performance.timeOrigin)).toBeNull();
    writeData(PAGE_DATA_IDS.remotes, '{"mf_canvas":');
    expect(pageRemotes(performance.timeOrigin)).toBeNull();
  });
});

describe('pageManifest', () => {
  const entry = '/remotes/mf-canvas/0.1.0+a1/mf-manifest.json';
  const manifest = { name: 'mf_canvas', shared: [] };

  it('is the copy the page carries for that manifest URL, compared absolute', () => {
    writeData(PAGE_DATA_IDS.remoteManifest, JSON.stringify(manifest), { 'data-entry': entry });
    expect(pageManifest(`${origin}${entry}`)).toEqual(manifest);
    // Good for the life of the page: a release never changes at its URL.
    expect(pageManifest(`${origin}${entry}`)).toEqual(manifest);
  });

  it('is null for another release, without data-entry, or unreadable', () => {
    writeData(PAGE_DATA_IDS.remoteManifest, JSON.stringify(manifest), { 'data-entry': entry });
    expect(pageManifest(`${origin}/remotes/mf-canvas/0.1.0+b2/mf-manifest.json`)).toBeNull();
    document.head.innerHTML = '';
    writeData(PAGE_DATA_IDS.remoteManifest, JSON.stringify(manifest));
    expect(pageManifest(`${origin}${entry}`)).toBeNull();
    document.head.innerHTML = '';
    writeData(PAGE_DATA_IDS.remoteManifest, '{', { 'data-entry': entry });
    expect(pageManifest(`${origin}${entry}`)).toBeNull();
  });
});
