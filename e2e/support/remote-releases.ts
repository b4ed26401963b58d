import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ReleaseStore, readBuildIdentity, releaseSettings, releasesOf } from 'release-registry';
import {
  type EditorDescription,
  remoteFolder,
} from '../../shared-contracts/src/editors/description.ts';
import { type StaticServer, startStaticServer } from './releases.ts';
import { type Site, startSite } from './site.ts';

/** A remote, by its description (what the tests find in e2e/support/editors.ts). */
type Remote = Pick<EditorDescription, 'remote'>;

/**
 * What a test does to the releases of a site's remotes, in one place, through the same
 * release store and registry code as `pnpm release` (the release-registry package): a new release is
 * a new immutable folder and an atomic switch of the registry the running server reads
 * per request. A release here is the current one's files under a new version (a copy;
 * building the remote again would take a minute for nothing the test looks at);
 * `e2e/tests/release-open-tab.spec.ts` and `releases.spec.ts` run the command itself.
 */
export interface ReleasableSite extends Site {
  /** The release `/remotes.json` names now: its version and manifest URL. */
  currentRelease(remote: Remote): Promise<{ version: string; entry: string }>;
  /** Publishes a new release of `remote` (the same code) and makes it current; resolves to its version. */
  publishRelease(remote: Remote): Promise<string>;
  /**
   * Publishes the remote build in `buildFolder` (as `pnpm build` or `pnpm release` leaves
   * it, with its `editor.json`) as a release of `remote` and makes it current, as
   * `pnpm release` does after its checks; resolves to its version.
   */
  publishBuild(remote: Remote, buildFolder: string): Promise<string>;
  /** Takes `remote` out of the registry: the site serves none of its releases any more. */
  removeRemote(remote: Remote): Promise<void>;
  /**
   * Makes the current release's entry (`remoteEntry.js`) throw when it is evaluated, as a
   * broken upload into its folder would.
   */
  breakEntry(remote: Remote): Promise<void>;
  /** Puts back the files `breakEntry` broke, as they were built (the upload repaired). */
  fixEntry(remote: Remote): Promise<void>;
  /**
   * Publishes a release whose manifest requires a version of the shared `packageName`
   * above the one it was built with (which the shell provides); resolves to both.
   */
  requireNewerShared(
    remote: Remote,
    packageName: string,
  ): Promise<{ required: string; provided: string }>;
  /**
   * Makes current a release of `remote` hosted by a peer on another port (so the page's
   * CSP, built from the registry, names that origin) that accepts every connection and
   * answers nothing until `stopHolding`.
   */
  holdManifest(remote: Remote): Promise<HeldManifest>;
}

interface HeldManifest {
  /** Resolves once the browser has asked the peer for the manifest. */
  requested: Promise<void>;
  /** The peer answers from now on (the held requests too), with the release's files. */
  stopHolding(): void;
}

interface FederationManifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string; path: string } };
  shared: { name: string; version: string; requiredVersion?: string }[];
}

const MANIFEST = 'mf-manifest.json';
const SIBLINGS = [
  { suffix: '.br', compress: zlib.brotliCompressSync },
  { suffix: '.gz', compress: zlib.gzipSync },
] as const;

/**
 * Writes a served file with its precompressed siblings, which the server sends instead
 * when they exist (tooling/precompress.mjs): as a build or an upload writes them.
 */
function writeServed(file: string, bytes: Buffer) {
  fs.writeFileSync(file, bytes);
  for (const { suffix, compress } of SIBLINGS) {
    if (fs.existsSync(`${file}${suffix}`)) fs.writeFileSync(`${file}${suffix}`, compress(bytes));
  }
}

const readManifest = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as FederationManifest;

interface SiteOptions {
  /** Releases kept per remote (`RELEASES_KEEP`); the server's default otherwise. */
  keep?: number;
}

/**
 * Starts the production server with a data folder, and so a release registry, of its
 * own; at start-up it publishes the repository's builds as each remote's first release.
 */
export async function startReleasableSite({ keep }: SiteOptions = {}): Promise<ReleasableSite> {
  const env: Record<string, string> = keep === undefined ? {} : { RELEASES_KEEP: String(keep) };
  const site = await startSite({ env });
  const settings = releaseSettings({ DATA_DIR: site.dataDir, ...env });
  const store = new ReleaseStore(settings.dir, settings.keep);
  const cleanups: (() => Promise<void> | void)[] = [];
  const brokenFiles = new Map<string, Map<string, Buffer>>();
  let derived = 0;

  /** The current release, which must be one of this server's folders. */
  const current = ({ remote }: Remote) => {
    const { current: version, releases } = releasesOf(store.registry.readStrict(), remote);
    const release = releases.find((candidate) => candidate.version === version);
    if (!release || release.entry) {
      throw new Error(`${remote} has no current release served by the site`);
    }
    return {
      version: release.version,
      commit: release.commit,
      editor: release.editor,
      folder: store.folderOf(remote, release.version),
    };
  };
  /** A version no release of this site has had: the current one's, marked as a copy. */
  const nextVersion = (version: string) => `${version.replace(/\.e2e\d+$/, '')}.e2e${++derived}`;
  /** The current release's files in `into` as `version`, its manifest changed by `change`. */
  const copyCurrent = (
    remote: Remote,
    into: string,
    change: (manifest: FederationManifest) => void = () => {},
  ) => {
    const from = current(remote);
    const version = nextVersion(from.version);
    fs.cpSync(from.folder, into, { recursive: true });
    const manifest = readManifest(into);
    manifest.metaData.buildInfo.buildVersion = version;
    change(manifest);
    writeServed(path.join(into, MANIFEST), Buffer.from(JSON.stringify(manifest)));
    return { version, commit: from.commit, editor: from.editor };
  };
  const publishCopy = async (remote: Remote, change?: (manifest: FederationManifest) => void) => {
    const staged = store.stagingFolder(remote.remote);
    const { version, commit } = copyCurrent(remote, staged, change);
    await store.publish(remote.remote, staged, { version, commit });
    return version;
  };
  /** The entry file of the current release and its precompressed siblings. */
  const entryFiles = (remote: Remote) => {
    const { folder } = current(remote);
    const { remoteEntry } = readManifest(folder).metaData;
    const entry = path.join(folder, remoteEntry.path, remoteEntry.name);
    return { entry, all: [entry, ...SIBLINGS.map(({ suffix }) => `${entry}${suffix}`)] };
  };

  return {
    ...site,
    async stop() {
      for (const cleanup of cleanups.reverse()) await cleanup();
      await site.stop();
    },
    async currentRelease(remote) {
      const response = await fetch(`${site.url}/remotes.json`);
      const registry = (await response.json()) as Record<
        string,
        { version: string; entry: string }
      >;
      const release = registry[remote.remote];
      if (!release?.entry) throw new Error(`/remotes.json names no release of ${remote.remote}`);
      return release;
    },
    publishRelease: (remote) => publishCopy(remote),
    async publishBuild(remote, buildFolder) {
      const staged = store.stagingFolder(remote.remote);
      fs.cpSync(buildFolder, staged, { recursive: true });
      const identity = readBuildIdentity(path.join(staged, MANIFEST));
      await store.publish(remote.remote, staged, identity);
      return identity.version;
    },
    async removeRemote(remote) {
      await store.remove(remote.remote);
    },
    async breakEntry(remote) {
      const { entry, all } = entryFiles(remote);
      const built = new Map(
        all.filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]),
      );
      brokenFiles.set(remote.remote, built);
      const broken = `${built.get(entry)}\nthrow new Error('e2e: this release of ${remote.remote} is broken');\n`;
      writeServed(entry, Buffer.from(broken));
    },
    async fixEntry(remote) {
      const built = brokenFiles.get(remote.remote);
      if (!built) throw new Error(`${remote.remote}'s entry was not broken`);
      for (const [file, bytes] of built) fs.writeFileSync(file, bytes);
      brokenFiles.delete(remote.remote);
    },
    async requireNewerShared(remote, packageName) {
      let versions: { required: string; provided: string } | undefined;
      await publishCopy(remote, (manifest) => {
        const share = manifest.shared.find((candidate) => candidate.name === packageName);
        if (!share) throw new Error(`${remote.remote} does not share ${packageName}`);
        const major = Number(share.version.split('.')[0]);
        versions = { required: `^${major + 1}.0.0`, provided: share.version };
        share.requiredVersion = versions.required;
      });
      return versions!;
    },
    async holdManifest(remote) {
      const root = await mkdtemp(path.join(os.tmpdir(), 'ux-held-'));
      const peer: StaticServer = await startStaticServer(root, { holding: true });
      cleanups.push(
        () => peer.stop(),
        () => fs.rmSync(root, { recursive: true, force: true }),
      );
      const folder = path.join(root, remoteFolder(remote.remote));
      fs.mkdirSync(folder);
      const staged = path.join(folder, 'upload');
      const { version, commit, editor } = copyCurrent(remote, staged);
      fs.renameSync(staged, path.join(folder, version));
      const manifestPath = `/${remoteFolder(remote.remote)}/${version}/${MANIFEST}`;
      await store.register(
        remote.remote,
        { version, commit },
        `${peer.origin}${manifestPath}`,
        editor,
      );
      return { requested: peer.requested(manifestPath), stopHolding: () => peer.answer() };
    },
  };
}
