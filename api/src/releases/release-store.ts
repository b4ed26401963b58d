import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EditorRemote } from 'shared-contracts';
import {
  type BuildIdentity,
  isDevelopmentMaterial,
  readBuildIdentity,
  removeDevelopmentMaterial,
} from './build-identity.js';
import {
  previousVersion,
  pruned,
  type Release,
  ReleaseError,
  type ReleaseRegistry,
  releasesOf,
  withCurrent,
  withLastBuild,
  withRelease,
} from './registry.js';
import { RegistryFile } from './registry-file.js';

type Remote = Pick<EditorRemote, 'name' | 'folder'>;

/** What a switch did: the release now current, the one before it, and what was pruned. */
export interface SwitchOutcome {
  current: string;
  previous: string | null;
  removed: string[];
}

/** How a `dist/` build was taken in at start-up. */
export type BuildImport =
  | { kind: 'none' }
  | { kind: 'unchanged'; version: string }
  | ({ kind: 'published' } & SwitchOutcome);

/**
 * The releases folder: `registry.json`, one immutable folder per release at
 * `<folder>/<version>/`, and `.staging/` where a release is assembled before it is
 * renamed into place (same file system, so the rename is atomic and a published folder
 * is never half-written). The server and the release commands both use it.
 */
export class ReleaseStore {
  readonly registry: RegistryFile;

  constructor(
    readonly dir: string,
    /** How many releases of each remote to keep (the current one and the one before it always are). */
    readonly keep: number,
  ) {
    this.registry = new RegistryFile(dir);
  }

  folderOf(remote: Pick<EditorRemote, 'folder'>, version: string): string {
    return path.join(this.dir, remote.folder, version);
  }

  /** A fresh, empty folder to assemble a release in. */
  stagingFolder(remote: Pick<EditorRemote, 'folder'>): string {
    const folder = path.join(
      this.dir,
      '.staging',
      `${remote.folder}-${randomBytes(6).toString('hex')}`,
    );
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  }

  /**
   * Publishes the complete build in `staged` (a staging folder, consumed) as a release
   * of `remote` and makes it current. The same version published before is the same
   * content (the version carries a content hash), so its folder is reused.
   */
  publish(
    remote: Remote,
    staged: string,
    identity: BuildIdentity,
    { lastBuild = false } = {},
  ): Promise<SwitchOutcome> {
    removeDevelopmentMaterial(staged);
    return this.switchWith(remote, identity.version, (registry) => {
      const target = this.folderOf(remote, identity.version);
      if (fs.existsSync(target)) {
        fs.rmSync(staged, { recursive: true, force: true });
      } else {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(staged, target);
      }
      const added = withRelease(registry, remote.name, {
        version: identity.version,
        commit: identity.commit,
        publishedAt: new Date().toISOString(),
      });
      return lastBuild ? withLastBuild(added, remote.name, identity.version) : added;
    });
  }

  /** Registers a release hosted elsewhere (its manifest at `entry`) and makes it current. */
  register(remote: Remote, identity: BuildIdentity, entry: string): Promise<SwitchOutcome> {
    return this.switchWith(remote, identity.version, (registry) =>
      withRelease(registry, remote.name, {
        ...identity,
        publishedAt: new Date().toISOString(),
        entry,
      }),
    );
  }

  /** `pnpm rollback`: back to `version`, or to the release before the current one. */
  rollback(remote: Remote, version?: string): Promise<SwitchOutcome> {
    return this.switchWith(remote, version, (registry) => registry);
  }

  /**
   * At start-up, `<folder>/dist` becomes a release when it is a build this registry has
   * not taken in yet: `pnpm start` after a rebuild serves the new build, while a
   * rollback survives a restart (the build is the one taken in before) and an old build
   * never comes back after its release was pruned.
   */
  async importBuild(remote: Remote, distFolder: string): Promise<BuildImport> {
    const manifest = path.join(distFolder, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return { kind: 'none' };
    const identity = readBuildIdentity(manifest);
    if (releasesOf(this.registry.readStrict(), remote.name).lastBuild === identity.version) {
      return { kind: 'unchanged', version: identity.version };
    }
    const staged = this.stagingFolder(remote);
    try {
      fs.cpSync(distFolder, staged, {
        recursive: true,
        filter: (source) => !isDevelopmentMaterial(path.relative(distFolder, source)),
      });
      return {
        kind: 'published',
        ...(await this.publish(remote, staged, identity, { lastBuild: true })),
      };
    } finally {
      fs.rmSync(staged, { recursive: true, force: true });
    }
  }

  /**
   * One atomic change of a remote's releases: `change` adds what it must, then the
   * remote switches to `version` (by default the release before the current one), old
   * releases are pruned, the registry is written, and pruned folders are deleted.
   */
  private async switchWith(
    remote: Remote,
    version: string | undefined,
    change: (registry: ReleaseRegistry) => ReleaseRegistry,
  ): Promise<SwitchOutcome> {
    return this.registry.update((before) => {
      const changed = change(before);
      const target = version ?? previousVersion(changed, remote.name);
      if (!target) {
        const { current } = releasesOf(changed, remote.name);
        throw new ReleaseError(
          current
            ? `${remote.name} has no release before ${current} to roll back to`
            : `${remote.name} has no releases yet`,
        );
      }
      const previous = releasesOf(before, remote.name).current;
      const { registry, removed } = pruned(
        withCurrent(changed, remote.name, target),
        remote.name,
        this.keep,
      );
      return {
        registry,
        result: { current: target, previous, removed: removed.map((r) => r.version) },
        afterWrite: () => this.deleteFolders(remote, removed),
      };
    });
  }

  private deleteFolders(remote: Remote, removed: Release[]) {
    for (const r of removed) {
      if (!r.entry) fs.rmSync(this.folderOf(remote, r.version), { recursive: true, force: true });
    }
  }
}
