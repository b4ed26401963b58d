import { z } from 'zod';
import { RemoteUnavailableError } from './load-errors';
import { pageManifest } from './page-data';
import type { RequiredShare } from './version-skew';

/** The part of a remote's mf-manifest.json the shell reads itself; the runtime reads the rest. */
const federationManifest = z.looseObject({
  metaData: z
    .looseObject({
      // Set by a build that uses the shell's runtime (tooling/release-identity.ts).
      buildInfo: z.looseObject({ federationRuntime: z.string().optional() }).optional(),
    })
    .optional(),
  shared: z.array(
    z.looseObject({
      name: z.string(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
    }),
  ),
});

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
  const parsed = federationManifest.safeParse(json);
  if (!parsed.success) throw new RemoteUnavailableError(`${url} is not a federation manifest`);
  readManifests.set(url, json);
  return {
    json,
    shared: parsed.data.shared,
    federationRuntime: parsed.data.metaData?.buildInfo?.federationRuntime,
  };
}
