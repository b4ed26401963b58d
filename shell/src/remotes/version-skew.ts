import { isAbove, satisfies } from './semver-range';

/** A package a remote's manifest says it needs (`shared[]` of mf-manifest.json). */
export interface RequiredShare {
  name: string;
  requiredVersion?: string | false;
}

/** How the federation runtime keeps a share the host registered (`options.shared`). */
export interface HostShare {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean };
}

/** A package the remote needs in a version the host does not provide. */
export interface VersionSkew {
  package: string;
  required: string;
  provided: string;
  /**
   * The host's version is past the range: the remote was built for an earlier site (a
   * shared singleton changed in a coordinated release and this remote was not re-released).
   */
  remoteIsOlder: boolean;
}

/** Whether every skew says the remote is the older side, so the remote needs the update. */
export const remoteIsOlder = (skews: readonly VersionSkew[]) =>
  skews.length > 0 && skews.every((skew) => skew.remoteIsOlder);

/**
 * The singletons the host provides, by package, with their versions. A remote gets these
 * and only these (singletons are never loaded twice), so they are what it must accept.
 */
export function hostSingletonVersions(
  shared: Record<string, HostShare[]>,
  hostName: string,
): Map<string, string> {
  const versions = new Map<string, string>();
  for (const [name, shares] of Object.entries(shared)) {
    const own = shares.find((share) => share.from === hostName && share.shareConfig?.singleton);
    if (own?.version) versions.set(name, own.version);
  }
  return versions;
}

/**
 * Compares what a remote requires with what the host provides. `unreadable` lists the
 * requirements whose range this check cannot read: they are left to the federation
 * runtime rather than refused on a guess.
 */
export function findVersionSkew(
  required: readonly RequiredShare[],
  provided: ReadonlyMap<string, string>,
): { skews: VersionSkew[]; unreadable: RequiredShare[] } {
  const skews: VersionSkew[] = [];
  const unreadable: RequiredShare[] = [];
  for (const share of required) {
    const version = provided.get(share.name);
    if (!version || !share.requiredVersion) continue;
    const fits = satisfies(version, share.requiredVersion);
    if (fits === null) unreadable.push(share);
    else if (!fits)
      skews.push({
        package: share.name,
        required: share.requiredVersion,
        provided: version,
        remoteIsOlder: isAbove(version, share.requiredVersion),
      });
  }
  return { skews, unreadable };
}
