import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { EDITOR_REMOTES, type EditorRemote } from '../../shared-contracts/src/remotes.ts';
import { REPO_ROOT, type Site, startSite } from './site.ts';

/**
 * What a test does to the releases of a site's remotes, in one place so that the way it
 * is done can change without touching the specs. Today a release is a remote's folder
 * under the site's static root and `/remotes.json` reads its version from the manifest
 * per request, so the site serves a static root of its own: links to the repository's
 * shell and remotes, and copies of the remotes a test changes. Once releases are
 * immutable folders switched by a registry (`pnpm release`), these functions become calls
 * of those commands; the specs stay as they are.
 */
export interface ReleasableSite extends Site {
  /** The release `/remotes.json` names now: its version and manifest URL. */
  currentRelease(remote: EditorRemote): Promise<{ version: string; entry: string }>;
  /** Publishes a new release of `remote` (the same code); resolves to its version. */
  publishRelease(remote: EditorRemote): Promise<string>;
  /** Makes the current release's entry (`remoteEntry.js`) throw when it is evaluated. */
  breakEntry(remote: EditorRemote): Promise<void>;
  /** Puts the entry `breakEntry` broke back as it was built. */
  fixEntry(remote: EditorRemote): Promise<void>;
  /**
   * Makes the current release require a version of the shared `packageName` above the
   * one it was built with (which the shell provides); resolves to both.
   */
  requireNewerShared(
    remote: EditorRemote,
    packageName: string,
  ): Promise<{ required: string; provided: string }>;
}

interface FederationManifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string; path: string } };
  shared: { name: string; version: string; requiredVersion?: string }[];
}

/** Remotes this module may change: a copy each, so the repository's build stays as built. */
type Changeable = readonly EditorRemote[];

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/**
 * Writes a file of a build in place. The server sends a file's `.br`/`.gz` siblings when
 * they exist (tooling/precompress.mjs), so they go: they would serve the old bytes.
 */
function rewrite(file: string, text: string) {
  fs.writeFileSync(file, text);
  for (const sibling of [`${file}.br`, `${file}.gz`]) fs.rmSync(sibling, { force: true });
}

/**
 * Starts the production server on a static root where `changeable` remotes are copies
 * this module may change; the shell and the other remotes are the repository's build.
 */
export async function startReleasableSite(changeable: Changeable): Promise<ReleasableSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ux-releases-'));
  const copied = new Set<string>(changeable.map((remote) => remote.folder));
  for (const folder of ['shell', ...EDITOR_REMOTES.map((remote) => remote.folder)]) {
    const source = path.join(REPO_ROOT, folder);
    if (copied.has(folder)) {
      fs.cpSync(path.join(source, 'dist'), path.join(root, folder, 'dist'), { recursive: true });
    } else if (fs.existsSync(source)) {
      fs.symlinkSync(source, path.join(root, folder));
    }
  }
  const site = await startSite({ env: { STATIC_ROOT: root } });

  const dist = (remote: EditorRemote) => {
    if (!copied.has(remote.folder)) throw new Error(`${remote.folder} was not started changeable`);
    return path.join(root, remote.folder, 'dist');
  };
  const manifestFile = (remote: EditorRemote) => path.join(dist(remote), 'mf-manifest.json');
  const entryFile = (remote: EditorRemote) => {
    const { remoteEntry } = readJson<FederationManifest>(manifestFile(remote)).metaData;
    return path.join(dist(remote), remoteEntry.path, remoteEntry.name);
  };
  const changeManifest = (remote: EditorRemote, change: (manifest: FederationManifest) => void) => {
    const manifest = readJson<FederationManifest>(manifestFile(remote));
    change(manifest);
    rewrite(manifestFile(remote), JSON.stringify(manifest));
  };
  const builtEntries = new Map<string, string>();
  let releases = 0;

  return {
    ...site,
    async stop() {
      await site.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
    async currentRelease(remote) {
      const response = await fetch(`${site.url}/remotes.json`);
      const registry = (await response.json()) as Record<
        string,
        { version: string; entry: string }
      >;
      const release = registry[remote.name];
      if (!release) throw new Error(`/remotes.json names no ${remote.name}`);
      return release;
    },
    async publishRelease(remote) {
      releases += 1;
      const version = `0.0.0+e2e.${Date.now()}.${releases}`;
      // The same files under a new version: an open tab's chunks stay where they were,
      // as they do when every release has a folder of its own.
      changeManifest(remote, (manifest) => {
        manifest.metaData.buildInfo.buildVersion = version;
      });
      return version;
    },
    async breakEntry(remote) {
      const file = entryFile(remote);
      const built = fs.readFileSync(file, 'utf8');
      builtEntries.set(remote.name, built);
      rewrite(
        file,
        `${built}\nthrow new Error('e2e: this release of ${remote.name} is broken');\n`,
      );
    },
    async fixEntry(remote) {
      const built = builtEntries.get(remote.name);
      if (built === undefined) throw new Error(`${remote.name}'s entry was not broken`);
      rewrite(entryFile(remote), built);
    },
    async requireNewerShared(remote, packageName) {
      let versions: { required: string; provided: string } | undefined;
      changeManifest(remote, (manifest) => {
        const share = manifest.shared.find((candidate) => candidate.name === packageName);
        if (!share) throw new Error(`${remote.name} does not share ${packageName}`);
        const major = Number(share.version.split('.')[0]);
        versions = { required: `^${major + 1}.0.0`, provided: share.version };
        share.requiredVersion = versions.required;
      });
      return versions!;
    },
  };
}

/**
 * Network fault injection: the browser's requests for `remote`'s current manifest get no
 * answer until `stopHolding`. (A real peer that accepts and never answers would be on
 * another origin, which the site's CSP does not allow today.)
 */
export async function holdManifest(page: Page, site: ReleasableSite, remote: EditorRemote) {
  const { entry } = await site.currentRelease(remote);
  const url = new URL(entry, site.url).href;
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const hold = (_route: Route) => arrived();
  await page.route(url, hold);
  return {
    /** Resolves once the browser has asked for the manifest. */
    requested,
    async stopHolding() {
      await page.unroute(url, hold);
    },
  };
}
