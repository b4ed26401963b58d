import { isRecord } from 'shared-contracts';
import { RemoteUnavailableError } from './load-errors';
import { pageManifest } from './page-data';
import type { RequiredShare } from './version-skew';

/**
 * The part of a remote's mf-manifest.json the shell reads itself (the runtime reads the
 * rest), or null when it is not a manifest. Plain code rather than a schema: a share
 * link's page loads viewers through this too, and carries no schema library (issue H5).
 */
function readManifestParts(
  json: unknown,
): { shared: RequiredShare[]; federationRuntime?: string } | null {
  if (!isRecord(json) || !Array.isArray(json.shared)) return null;
  const shared: RequiredShare[] = [];
  for (const entry of json.shared) {
    if (!isRecord(entry) || typeof entry.name !== 'string') return null;
    const { requiredVersion } = entry;
    const readable =
      requiredVersion === undefined ||
      requiredVersion === false ||
      typeof requiredVersion === 'string';
    if (!readable) return null;
    shared.push({ ...entry, name: entry.name, requiredVersion });
  }
  // Set by a build that uses the shell's runtime (tooling/release-identity.ts).
  const metaData = json.metaData;
  if (metaData !== undefined && !isRecord(metaData)) return null;
  const buildInfo = metaData?.buildInfo;
  if (buildInfo !== undefined && !isRecord(buildInfo)) return null;
  const runtime = buildInfo?.federationRuntime;
  if (runtime !== undefined && typeof runtime !== 'string') return null;
  return runtime === undefined ? { shared } : { shared, federationRuntime: runtime };
}

export interface FederationManifest {
  /** The document as served, handed on to the federation runtime unchanged. */
  json: unknown;
  shared: RequiredShare[];
  /** The federation runtime's version the remote was built to use from the host, if any. */
  federationRuntime?: string;
}

async function fetchManifest(url: string, signal: AbortSignal): Promise<unknown> {
  // The server's caching rules apply: a release's manifest may be immutable at its URL.
  const response = await fetch(url, { signal });
  if (!response.ok) throw new RemoteUnavailableError(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Manifests read in this page, by URL. A release's manifest never changes at its URL,
 * so one read (a preload on hover, say) serves the load that follows. Failures are not
 * kept: a retry asks again.
 */
const readManifests = new Map<string, unknown>();

/**
 * Reads a release's mf-manifest.json (the page's copy when it has one, or one read
 * earlier in this page), so its shared versions can be checked before loading.
 */
export async function readFederationManifest(
  url: string,
  signal: AbortSignal,
): Promise<FederationManifest> {
  const json = readManifests.get(url) ?? pageManifest(url) ?? (await fetchManifest(url, signal));
  const parts = readManifestParts(json);
  if (!parts) throw new RemoteUnavailableError(`${url} is not a federation manifest`);
  readManifests.set(url, json);
  return { json, ...parts };
}
