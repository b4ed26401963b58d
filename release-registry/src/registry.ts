import { checkEditorDescription, type EditorDescription, remoteFolder } from 'shared-contracts';
import { z } from 'zod';

/**
 * The release registry (architecture §4 "Releases"): for each remote, the releases that
 * are kept, which one is current, and the description each release was built with. Pure
 * functions over the document; the file, its lock and the release folders are
 * `registry-file.ts` and `release-store.ts`, the remotes map made from it
 * `remotes-document.ts`. The server and `pnpm release` / `pnpm rollback` share this one
 * implementation.
 */

/**
 * `<package version>+<build id>` (e.g. `0.1.0+3f9a12c4`), or any semver. It names a
 * folder and a URL path segment, so only letters, digits, `.`, `+` and `-`, starting
 * with a digit (never `.` or `..`).
 */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

const version = z
  .string()
  .regex(RELEASE_VERSION, 'must be a version like 0.1.0+3f9a12c4')
  .max(80, 'must be at most 80 characters');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * An editor description, checked by the same plain rules the shell reads it with
 * (shared-contracts' checkEditorDescription), each problem reported on its own.
 */
const editorDescription = z.custom<EditorDescription>().superRefine((value, context) => {
  for (const problem of checkEditorDescription(value)) {
    context.addIssue({ code: 'custom', message: problem });
  }
});

const release = z.object({
  version,
  /** The git commit it was built from (`-dirty` with uncommitted changes), or `unknown`. */
  commit: z.string().max(80),
  publishedAt: z.iso.datetime(),
  /**
   * The absolute URL of the release's `mf-manifest.json` when it is hosted elsewhere
   * (a CDN). Without it the release is a folder `<releases dir>/<folder>/<version>/`
   * served by this server.
   */
  entry: httpUrl.optional(),
  /**
   * The description the release was built with (its `editor.json`): what the shell learns
   * the editor from. Absent in a release published before releases carried one.
   */
  editor: editorDescription.optional(),
});
export type Release = z.infer<typeof release>;

const remoteReleases = z
  .object({
    /** The release `/remotes.json` names; null until the first one. */
    current: version.nullable(),
    /** The version of `<folder>/dist` last published at start-up (see release-store.ts). */
    lastBuild: version.optional(),
    /** Oldest first: "the previous release" is the one listed before the current one. */
    releases: z.array(release),
  })
  .refine((r) => new Set(r.releases.map((x) => x.version)).size === r.releases.length, {
    message: 'lists a version twice',
  })
  .refine((r) => r.current === null || r.releases.some((x) => x.version === r.current), {
    message: 'names a current version that is not among its releases',
  });
export type RemoteReleases = z.infer<typeof remoteReleases>;

const releaseRegistry = z
  .object({
    remotes: z.record(
      z.string().regex(/^[a-z][a-z0-9_]*$/, 'remote names use lower case and underscores'),
      remoteReleases,
    ),
  })
  .superRefine(({ remotes }, context) => {
    // A description travels with its remote's releases: one naming another remote would
    // put an editor at a place its release is not.
    for (const [name, { releases }] of Object.entries(remotes)) {
      releases.forEach((r, index) => {
        if (r.editor && r.editor.remote !== name) {
          context.addIssue({
            code: 'custom',
            path: ['remotes', name, 'releases', index, 'editor', 'remote'],
            message: `names ${r.editor.remote}, not ${name}`,
          });
        }
      });
    }
  });
export type ReleaseRegistry = z.infer<typeof releaseRegistry>;

/** A mistake a person can fix (unknown version, nothing to roll back to…). */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export const EMPTY_REGISTRY: ReleaseRegistry = { remotes: {} };

/** The registry in `text`, or an error saying what is wrong with it. */
export function parseRegistry(text: string): ReleaseRegistry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`it is not JSON (${(error as Error).message})`);
  }
  const parsed = releaseRegistry.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
    throw new ReleaseError(problems.join('; '));
  }
  return parsed.data;
}

export function releasesOf(registry: ReleaseRegistry, name: string): RemoteReleases {
  return registry.remotes[name] ?? { current: null, releases: [] };
}

const withRemote = (
  registry: ReleaseRegistry,
  name: string,
  remote: RemoteReleases,
): ReleaseRegistry => ({ remotes: { ...registry.remotes, [name]: remote } });

/**
 * Adds a release (kept after the others). The same version again is the same release:
 * nothing changes, unless it claims another place, which would make one version two
 * different things.
 */
export function withRelease(
  registry: ReleaseRegistry,
  name: string,
  added: Release,
): ReleaseRegistry {
  const remote = releasesOf(registry, name);
  const known = remote.releases.find((r) => r.version === added.version);
  if (known) {
    if (known.entry === added.entry) return registry;
    throw new ReleaseError(
      `${name} ${added.version} is already registered at ${known.entry ?? 'this server'}; ` +
        'a version names one release (switch to it with pnpm rollback)',
    );
  }
  return withRemote(registry, name, { ...remote, releases: [...remote.releases, added] });
}

/** Makes a kept release the current one. */
export function withCurrent(
  registry: ReleaseRegistry,
  name: string,
  version: string,
): ReleaseRegistry {
  const remote = releasesOf(registry, name);
  if (!remote.releases.some((r) => r.version === version)) {
    const kept = remote.releases.map((r) => r.version).join(', ') || 'none';
    throw new ReleaseError(`${name} has no release ${version} (kept: ${kept})`);
  }
  return withRemote(registry, name, { ...remote, current: version });
}

export function withLastBuild(
  registry: ReleaseRegistry,
  name: string,
  version: string,
): ReleaseRegistry {
  return withRemote(registry, name, { ...releasesOf(registry, name), lastBuild: version });
}

/** The registry without the remote `name`: the site then knows none of its releases. */
export function withoutRemote(registry: ReleaseRegistry, name: string): ReleaseRegistry {
  if (!registry.remotes[name]) return registry;
  const { [name]: _removed, ...remotes } = registry.remotes;
  return { remotes };
}

/** The release listed before the current one: where `pnpm rollback` goes by default. */
export function previousVersion(registry: ReleaseRegistry, name: string): string | null {
  const { current, releases } = releasesOf(registry, name);
  const index = releases.findIndex((r) => r.version === current);
  return index > 0 ? (releases[index - 1]?.version ?? null) : null;
}

/**
 * Keeps the newest `keep` releases of a remote, and always the current one and the one
 * before it (the rollback target), whatever their age. Returns what was dropped, whose
 * folders can go once the new registry is written.
 */
export function pruned(
  registry: ReleaseRegistry,
  name: string,
  keep: number,
): { registry: ReleaseRegistry; removed: Release[] } {
  const remote = releasesOf(registry, name);
  const protectedVersions = new Set(
    [remote.current, previousVersion(registry, name)].filter(Boolean),
  );
  const newest = new Set(remote.releases.slice(-Math.max(keep, 1)).map((r) => r.version));
  const kept = remote.releases.filter(
    (r) => newest.has(r.version) || protectedVersions.has(r.version),
  );
  const removed = remote.releases.filter((r) => !kept.includes(r));
  if (removed.length === 0) return { registry, removed };
  return { registry: withRemote(registry, name, { ...remote, releases: kept }), removed };
}

/** Where this server serves a release folder of the remote `name`. */
const localReleasePath = (name: string, version: string) =>
  `/remotes/${remoteFolder(name)}/${version}/`;

/** The manifest URL of a release: its own `entry`, or the folder this server serves. */
export function releaseEntry(name: string, r: Release): string {
  return r.entry ?? `${localReleasePath(name, r.version)}mf-manifest.json`;
}

/** The remote's current release, if it has one. */
export function currentRelease(registry: ReleaseRegistry, name: string): Release | undefined {
  const { current, releases } = releasesOf(registry, name);
  return releases.find((r) => r.version === current);
}

/**
 * The description the site shows for a remote: its current release's, or else (a release
 * published before releases carried one, say after a rollback) the newest kept release's
 * that has one.
 */
export function releasedEditor(
  registry: ReleaseRegistry,
  name: string,
): EditorDescription | undefined {
  const own = currentRelease(registry, name)?.editor;
  if (own) return own;
  return releasesOf(registry, name).releases.findLast((r) => r.editor)?.editor;
}

/** The remote whose release folders are `folder` (`mf-ux-persona`), if the registry has it. */
export function remoteInFolder(registry: ReleaseRegistry, folder: string): string | undefined {
  return Object.keys(registry.remotes).find((name) => remoteFolder(name) === folder);
}

/**
 * The origins of every kept release hosted elsewhere, for the page's CSP. Kept, not only
 * current: a tab opened before a rollback may still load chunks of the newer release.
 */
export function hostedOrigins(registry: ReleaseRegistry): string[] {
  const origins = new Set<string>();
  for (const { releases } of Object.values(registry.remotes)) {
    for (const r of releases) if (r.entry) origins.add(new URL(r.entry).origin);
  }
  return [...origins].sort();
}
