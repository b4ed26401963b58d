import { satisfies } from './semver-range';

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
}

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
      skews.push({ package: share.name, required: share.requiredVersion, provided: version });
  }
  return { skews, unreadable };
}
