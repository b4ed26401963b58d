import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { EDITOR_REMOTES, type RemotesManifest } from 'shared-contracts';
import { hostedOrigins, type ReleaseRegistry, remotesDocument } from './registry.js';
import { ReleaseStore } from './release-store.js';
import type { ReleaseSettings } from './settings.js';

/** The releases as the running server sees them. */
export interface SiteReleases {
  store: ReleaseStore;
  /** The registry now (the last good one if the file turned bad). */
  registry(): ReleaseRegistry;
  /** `GET /remotes.json`. */
  remotesDocument(): RemotesManifest;
  /** Origins of releases hosted elsewhere, space-separated, for the page's CSP. */
  cspSources(): string;
}

/**
 * Opens the releases at start-up: a broken registry stops the start with an error naming
 * the file; then each remote's `dist/` build under `staticRoot` that the registry has
 * not taken in yet is published (see `ReleaseStore.importBuild`). From then on the
 * registry is read at request time, so a release or rollback needs no restart.
 */
export async function openSiteReleases(
  settings: ReleaseSettings,
  staticRoot: string,
  log: FastifyBaseLogger,
): Promise<SiteReleases> {
  const store = new ReleaseStore(settings.dir, settings.keep);
  store.registry.readStrict();
  // Served from (api/src/routes/remotes.ts) even before the first release is published.
  fs.mkdirSync(store.dir, { recursive: true });
  for (const remote of EDITOR_REMOTES) {
    const dist = path.join(staticRoot, remote.folder, 'dist');
    try {
      const outcome = await store.importBuild(remote, dist);
      if (outcome.kind === 'published') {
        log.info(
          { remote: remote.name, version: outcome.current },
          `published ${dist} as a release`,
        );
      }
    } catch (error) {
      // One unusable build must not keep the site (and its other editors) down.
      log.error({ err: error, remote: remote.name }, `could not publish ${dist}`);
    }
  }
  const registry = () =>
    store.registry.read((error) => log.error({ err: error }, 'release registry unusable'));
  // Recomputed only when the registry changes (read() hands back the same object until then).
  let sources: { from: ReleaseRegistry; value: string } | null = null;
  return {
    store,
    registry,
    remotesDocument: () => remotesDocument(registry()),
    cspSources() {
      const current = registry();
      if (sources?.from !== current) {
        sources = { from: current, value: hostedOrigins(current).join(' ') };
      }
      return sources.value;
    },
  };
}
