import { type RemoteRelease, readRemotesMap } from 'shared-contracts';
import { RemoteUnavailableError } from './load-errors';
import { pageRemotes } from './page-data';

export type { RemoteRelease };

/** The current release of every remote, by federation name. */
export type RemoteReleases = Record<string, RemoteRelease>;

let lastReadAt = Number.NEGATIVE_INFINITY;

async function fetchRemotes(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal });
  if (!response.ok) throw new RemoteUnavailableError(`/remotes.json answered ${response.status}`);
  return response.json();
}

/**
 * Reads `/remotes.json` (validated), with entries made absolute: the runtime needs them
 * so, and a release is then one comparable URL whichever way the server wrote it.
 * `pageCopy`: the copy the server wrote into the page will do while it is fresh (a
 * first load; never a retry or a check for new releases).
 */
export async function readRemoteReleases(
  signal?: AbortSignal,
  { pageCopy = false } = {},
): Promise<RemoteReleases> {
  const inline = pageCopy ? pageRemotes() : null;
  const { releases } = readRemotesMap(inline ?? (await fetchRemotes(signal)));
  lastReadAt = inline ? performance.timeOrigin : Date.now();
  return Object.fromEntries(
    Object.entries(releases).map(([name, { entry, version }]) => [
      name,
      { version, entry: new URL(entry, window.location.href).href },
    ]),
  );
}

/** When this page last read the remotes' releases successfully (`Date.now()` time). */
export function releasesReadAt(): number {
  return lastReadAt;
}

/**
 * Whether the registry now names another release than the one running. Versions are
 * `<package version>+<build id>`, so "newer" cannot be told from them; any other release
 * (a rollback too) means the running one is no longer current. A remote the registry no
 * longer names has nothing newer to offer.
 */
export function releaseChanged(running: RemoteRelease, current: RemoteRelease | undefined) {
  return (
    current !== undefined &&
    (current.version !== running.version || current.entry !== running.entry)
  );
}
