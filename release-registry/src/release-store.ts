import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type EditorDescription, remoteFolder } from 'shared-contracts';
import { buildEditorOf, readBuildEditor } from './build-editor.js';
import {
  type BuildIdentity,
  isDevelopmentMaterial,
  readBuildIdentity,
  readManifestName,
  removeDevelopmentMaterial,
} from './build-identity.js';
import {
  previousVersion,
  pruned,
  type Release,
  ReleaseError,
  type ReleaseRegistry,
  type RemoteReleases,
  releasesOf,
  withCurrent,
  withLastBuild,
  withoutRemote,
  withRelease,
} from './registry.js';
import { RegistryFile } from './registry-file.js';

/** What a switch did: the release now current, the one before it, and what was pruned. */
export interface SwitchOutcome {
  current: string;
  previous: string | null;
  removed: string[];
}

/** How a `dist/` build was taken in at start-up (`remote`: the federation name it describes). */
export type BuildImport =
  | { kind: 'none' }
  | { kind: 'unchanged'; remote: string; version: string }
  | ({ kind: 'published'; remote: string } & SwitchOutcome);

/**
 * The releases folder: `registry.json`, one immutable folder per release at
 * `<folder>/<version>/` (the folder of `mf_ux_persona` is `mf-ux-persona`), and `.staging/` where a release is assembled before it is
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

  /** The folder of a release of the remote `name` (a federation name). */
  folderOf(name: string, version: string): string {
    return path.join(this.dir, remoteFolder(name), version);
  }

  /** A fresh, empty folder to assemble a release of `name` in. */
  stagingFolder(name: string): string {
    const folder = path.join(
      this.dir,
      '.staging',
      `${remoteFolder(name)}-${randomBytes(6).toString('hex')}`,
    );
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  }

  /**
   * Publishes the complete build in `staged` (a staging folder, consumed) as a release
   * of the remote `name` and makes it current. The build's description (`editor.json`)
   * goes into the registry with it; a build without a usable one, or describing another
   * remote, is refused before anything changes. The same version published before is the
   * same content (the version carries a content hash), so its folder is reused.
   */
  async publish(
    name: string,
    staged: string,
    identity: BuildIdentity,
    { lastBuild = false } = {},
  ): Promise<SwitchOutcome> {
    removeDevelopmentMaterial(staged);
    const editor = readBuildEditor(staged, name);
    return this.switchWith(name, identity.version, (registry) => {
      const target = this.folderOf(name, identity.version);
      if (fs.existsSync(target)) {
        fs.rmSync(staged, { recursive: true, force: true });
      } else {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(staged, target);
      }
      const added = withRelease(registry, name, {
        version: identity.version,
        commit: identity.commit,
        publishedAt: new Date().toISOString(),
        editor,
      });
      return lastBuild ? withLastBuild(added, name, identity.version) : added;
    });
  }

  /**
   * Registers a release hosted elsewhere (its manifest at `entry`) and makes it current;
   * `editor` is the `editor.json` uploaded beside that manifest (parsed JSON), refused
   * like a published build's when it is not a usable description of `name`.
   */
  async register(
    name: string,
    identity: BuildIdentity,
    entry: string,
    editor: unknown,
  ): Promise<SwitchOutcome> {
    const description: EditorDescription = buildEditorOf(editor, entry, name);
    return this.switchWith(name, identity.version, (registry) =>
      withRelease(registry, name, {
        ...identity,
        publishedAt: new Date().toISOString(),
        entry,
        editor: description,
      }),
    );
  }

  /** `pnpm rollback`: back to `version`, or to the release before the current one. */
  rollback(name: string, version?: string): Promise<SwitchOutcome> {
    return this.switchWith(name, version, (registry) => registry);
  }

  /**
   * Takes a remote out of the registry: the site then serves none of its releases and
   * the shell cannot open it (its items stay listed when the API serves them). Its release
   * folders are deleted; what it was is returned, so a test can tell.
   */
  async remove(name: string): Promise<RemoteReleases | null> {
    return this.registry.update((registry) => {
      const removed = registry.remotes[name];
      return {
        registry: withoutRemote(registry, name),
        result: removed ?? null,
        afterWrite: () => {
          if (removed) this.deleteFolders(name, removed.releases);
        },
      };
    });
  }

  /**
   * At start-up, `<folder>/dist` becomes a release when it is a build this registry has
   * not taken in yet: `pnpm start` after a rebuild serves the new build, while a
   * rollback survives a restart (the build is the one taken in before) and an old build
   * never comes back after its release was pruned. Which remote it is comes from the
   * build itself (its `editor.json`, which must agree with its manifest): a build without
   * a usable description is refused with an error, as `pnpm release` refuses it.
   */
  async importBuild(distFolder: string): Promise<BuildImport> {
    const manifest = path.join(distFolder, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return { kind: 'none' };
    const identity = readBuildIdentity(manifest);
    const { remote } = readBuildEditor(distFolder, readManifestName(manifest));
    if (releasesOf(this.registry.readStrict(), remote).lastBuild === identity.version) {
      return { kind: 'unchanged', remote, version: identity.version };
    }
    const staged = this.stagingFolder(remote);
    try {
      fs.cpSync(distFolder, staged, {
        recursive: true,
        filter: (source) => !isDevelopmentMaterial(path.relative(distFolder, source)),
      });
      return {
        kind: 'published',
        remote,
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
    name: string,
    version: string | undefined,
    change: (registry: ReleaseRegistry) => ReleaseRegistry,
  ): Promise<SwitchOutcome> {
    return this.registry.update((before) => {
      const changed = change(before);
      const target = version ?? previousVersion(changed, name);
      if (!target) {
        const { current } = releasesOf(changed, name);
        throw new ReleaseError(
          current
            ? `${name} has no release before ${current} to roll back to`
            : `${name} has no releases yet`,
        );
      }
      const previous = releasesOf(before, name).current;
      const { registry, removed } = pruned(withCurrent(changed, name, target), name, this.keep);
      return {
        registry,
        result: { current: target, previous, removed: removed.map((r) => r.version) },
        afterWrite: () => this.deleteFolders(name, removed),
      };
    });
  }

  private deleteFolders(name: string, removed: Release[]) {
    for (const r of removed) {
      if (!r.entry) fs.rmSync(this.folderOf(name, r.version), { recursive: true, force: true });
    }
  }
}
