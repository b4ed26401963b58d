import { z } from 'zod';
import { RemoteUnavailableError } from './load-errors';
import { pageManifest } from './page-data';
import type { RequiredShare } from './version-skew';

/** The part of a remote's mf-manifest.json the shell reads itself; the runtime reads the rest. */
const federationManifest = z.looseObject({
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
}

async function fetchManifest(url: string, signal: AbortSignal): Promise<unknown> {
  // The server's caching rules apply: a release's manifest may be immutable at its URL.
  const response = await fetch(url, { signal });
  if (!response.ok) throw new RemoteUnavailableError(`${url} answered ${response.status}`);
  return response.json();
}

/** Reads a release's mf-manifest.json (the page's copy when it has one), so its shared versions can be checked before loading. */
export async function readFederationManifest(
  url: string,
  signal: AbortSignal,
): Promise<FederationManifest> {
  const json = pageManifest(url) ?? (await fetchManifest(url, signal));
  const parsed = federationManifest.safeParse(json);
  if (!parsed.success) throw new RemoteUnavailableError(`${url} is not a federation manifest`);
  return { json, shared: parsed.data.shared };
}
