import { describe, expect, it, vi } from 'vitest';
import { createEntryLoaderPlugin, retryEntryUrl } from './entry-loader-plugin';

const entry = 'https://site.example/remotes/mf-canvas/0.1.0+a1/remoteEntry.js';
const remoteInfo = (type = 'module') => ({ name: 'mf_canvas', type, entry }) as never;

describe('the entry loader plugin', () => {
  it('leaves entries to the runtime until a remote is retried', () => {
    const importEntry = vi.fn();
    const { plugin } = createEntryLoaderPlugin(importEntry);
    expect(plugin.loadEntry?.({ remoteInfo: remoteInfo() } as never)).toBeUndefined();
    expect(importEntry).not.toHaveBeenCalled();
  });

  it('imports a retried entry from a URL not tried before, each time', async () => {
    const exports = { init: () => {}, get: () => {} };
    const importEntry = vi.fn(async () => exports);
    const loader = createEntryLoaderPlugin(importEntry);
    loader.bustEntry('mf_canvas');
    expect(await loader.plugin.loadEntry?.({ remoteInfo: remoteInfo() } as never)).toBe(exports);
    loader.bustEntry('mf_canvas');
    await loader.plugin.loadEntry?.({ remoteInfo: remoteInfo('esm') } as never);
    expect(importEntry.mock.calls).toEqual([[`${entry}?retry=1`], [`${entry}?retry=2`]]);
  });

  it('leaves script-type entries to the runtime', () => {
    const loader = createEntryLoaderPlugin(vi.fn());
    loader.bustEntry('mf_canvas');
    expect(
      loader.plugin.loadEntry?.({ remoteInfo: remoteInfo('global') } as never),
    ).toBeUndefined();
  });

  it('answers the runtime with the manifest it was given, and only that one', async () => {
    const loader = createEntryLoaderPlugin(vi.fn());
    const url = 'https://site.example/remotes/mf-canvas/0.1.0+a1/mf-manifest.json';
    loader.provideManifest(url, { shared: [], metaData: { name: 'mf_canvas' } });
    const response = (await loader.plugin.fetch?.(url, {})) as Response;
    expect(await response.json()).toEqual({ shared: [], metaData: { name: 'mf_canvas' } });
    expect(loader.plugin.fetch?.(`${url}?other`, {})).toBeUndefined();
  });
});

describe('retryEntryUrl', () => {
  it('keeps the path (chunks resolve against it) and any query the entry had', () => {
    expect(retryEntryUrl(`${entry}?v=3`, 2)).toBe(`${entry}?v=3&retry=2`);
  });
});
