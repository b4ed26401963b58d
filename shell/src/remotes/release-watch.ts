import { REMOTE_LOAD_TIMEOUT_MS } from './load-deadline';
import {
  type RemoteRelease,
  type RemoteReleases,
  readRemoteReleases,
  releaseChanged,
  releasesReadAt,
} from './remote-releases';

/** Focus and navigation read /remotes.json at most this often. */
export const RELEASE_CHECK_INTERVAL_MS = 30_000;

/**
 * - `activity`: the window came back into focus or view, or the user navigated; throttled.
 * - `failure`: part of the remote failed (a lazy chunk that cannot be fetched, a render
 *   error); a new release is the likely cause, so it is checked at once.
 */
export type ReleaseCheckTrigger = 'activity' | 'failure';

export interface ReleaseWatchOptions {
  name: string;
  running: RemoteRelease;
  onNewRelease: (release: RemoteRelease) => void;
  readRegistry?: () => Promise<RemoteReleases>;
  /** When the page last read the registry (any reader: the loader's read counts too). */
  lastReadAt?: () => number;
  now?: () => number;
}

/**
 * Watches for a release of `name` other than the one running in this page, and reports it
 * once. A check that cannot read the registry reports nothing: being offline says nothing
 * about releases, and the next check tries again.
 */
export function createReleaseWatch({
  name,
  running,
  onNewRelease,
  readRegistry = () => readRemoteReleases(AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS)),
  lastReadAt = releasesReadAt,
  now = Date.now,
}: ReleaseWatchOptions) {
  let checking = false;
  let reported = false;

  async function check(trigger: ReleaseCheckTrigger): Promise<void> {
    if (reported || checking) return;
    if (trigger === 'activity' && now() - lastReadAt() < RELEASE_CHECK_INTERVAL_MS) return;
    checking = true;
    try {
      const current = (await readRegistry())[name];
      if (current && releaseChanged(running, current) && !reported) {
        reported = true;
        onNewRelease(current);
      }
    } catch {
      // Unreadable now; see above.
    } finally {
      checking = false;
    }
  }

  return { check };
}
