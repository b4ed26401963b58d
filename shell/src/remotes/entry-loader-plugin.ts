import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ImportEntry = (url: string) => Promise<unknown>;

// A variable URL: neither Vite nor the browser's bundling may resolve it at build time.
const importModule: ImportEntry = (url) => import(/* @vite-ignore */ url);

/** The entry URL of a retry: a new URL, so the browser fetches and evaluates it anew. */
export function retryEntryUrl(entry: string, attempt: number): string {
  const url = new URL(entry);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * A federation runtime plugin for what the runtime does not do by itself:
 * - It answers the runtime's request for a manifest with the copy the loader already
 *   fetched and checked: one request, and no release can slip in between the version
 *   check and the load.
 * - After a failure it imports a remote's entry from a new URL. Browsers keep a module
 *   that failed to fetch or to evaluate per URL for the life of the page, so retrying
 *   the same URL fails again even once the file is fixed. Chunks the entry imports keep
 *   their own URLs (they resolve against the entry's path, not its query).
 */
export function createEntryLoaderPlugin(importEntry: ImportEntry = importModule) {
  const manifests = new Map<string, unknown>();
  const retries = new Map<string, number>();

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'shell-entry-loader',
    fetch(url) {
      const json = manifests.get(url);
      if (json === undefined) return undefined;
      return Promise.resolve(
        new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
    loadEntry({ remoteInfo }) {
      const attempt = retries.get(remoteInfo.name);
      // Only ES module entries (what @module-federation/vite builds) are imported here.
      if (!attempt || (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm')) return undefined;
      return importEntry(retryEntryUrl(remoteInfo.entry, attempt)) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };

  return {
    plugin,
    /** The manifest the runtime gets for `url` from now on. */
    provideManifest(url: string, json: unknown) {
      manifests.set(url, json);
    },
    /** The next load of `remote`'s entry comes from a URL not tried before. */
    bustEntry(remote: string) {
      retries.set(remote, (retries.get(remote) ?? 0) + 1);
    },
  };
}
