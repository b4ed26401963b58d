import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  hostedOrigins,
  type ReleaseRegistry,
  type ReleaseSettings,
  ReleaseStore,
  remotesDocument,
  type SiteEditorSources,
} from 'release-registry';
import type { RemotesMap } from 'shared-contracts';

/** The releases as the running server sees them. */
export interface SiteReleases {
  store: ReleaseStore;
  /** The registry now (the last good one if the file turned bad). */
  registry(): ReleaseRegistry;
  /** `GET /remotes.json`, and the map each page carries. */
  remotesDocument(): RemotesMap;
  /** Origins of releases hosted elsewhere, space-separated, for the page's CSP. */
  cspSources(): string;
}

/**
 * The remote builds under `staticRoot` (`<folder>/dist` with a manifest, for every
 * `mf-*` folder), as `pnpm build` leaves the repository: found by looking, so a new
 * editor's package needs no list of them here.
 */
function remoteBuilds(staticRoot: string): string[] {
  let entries: string[];
  try {
    entries = fs.readdirSync(staticRoot);
  } catch {
    return [];
  }
  return entries
    .filter((name) => name.startsWith('mf-'))
    .sort()
    .map((name) => path.join(staticRoot, name, 'dist'))
    .filter((dist) => fs.existsSync(path.join(dist, 'mf-manifest.json')));
}

/**
 * Opens the releases at start-up: a broken registry stops the start with an error naming
 * the file; then each remote build under `staticRoot` that the registry has not taken in
 * yet is published (see `ReleaseStore.importBuild`). From then on the registry is read at
 * request time, so a release or rollback needs no restart. `editors` are what the map
 * offers besides the releases (remotes-document.ts).
 */
export async function openSiteReleases(
  settings: ReleaseSettings,
  staticRoot: string,
  log: FastifyBaseLogger,
  editors: SiteEditorSources,
): Promise<SiteReleases> {
  const store = new ReleaseStore(settings.dir, settings.keep);
  store.registry.readStrict();
  // Served from (api/src/routes/remotes.ts) even before the first release is published.
  fs.mkdirSync(store.dir, { recursive: true });
  for (const dist of remoteBuilds(staticRoot)) {
    try {
      const outcome = await store.importBuild(dist);
      if (outcome.kind === 'published') {
        log.info(
          { remote: outcome.remote, version: outcome.current },
          `published ${dist} as a release`,
        );
      }
    } catch (error) {
      // One unusable build (no description, a malformed one) must not keep the site, and
      // its other editors, down: that remote keeps the releases it had.
      log.error({ err: error }, `could not publish ${dist}`);
    }
  }
  const registry = () =>
    store.registry.read((error) => log.error({ err: error }, 'release registry unusable'));
  // Each recomputed only when the registry changes (read() hands back the same object until then).
  const perRegistry = <T>(make: (current: ReleaseRegistry) => T) => {
    let made: { from: ReleaseRegistry; value: T } | null = null;
    return () => {
      const current = registry();
      if (made?.from !== current) made = { from: current, value: make(current) };
      return made.value;
    };
  };
  return {
    store,
    registry,
    remotesDocument: perRegistry((current) => remotesDocument(current, editors)),
    cspSources: perRegistry((current) => hostedOrigins(current).join(' ')),
  };
}
