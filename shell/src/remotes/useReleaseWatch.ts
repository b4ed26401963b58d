import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { createReleaseWatch } from './release-watch';
import type { RemoteRelease } from './remote-releases';

/**
 * Notices a newer release of the mounted remote (release-watch.ts): on focus, on coming
 * back into view and on navigation (throttled), and at once on a chunk-load failure
 * (`vite:preloadError`, which the remotes' Vite builds dispatch on window) or when the
 * caller reports a failure. Returns the newer release, or null.
 */
export function useReleaseWatch(name: string, running: RemoteRelease | undefined) {
  const [found, setFound] = useState<{ for: RemoteRelease; release: RemoteRelease } | null>(null);
  const watch = useMemo(
    () =>
      running &&
      createReleaseWatch({
        name,
        running,
        onNewRelease: (release) => setFound({ for: running, release }),
      }),
    [name, running],
  );

  const { key: navigation } = useLocation();
  // Runs on mount and again on every navigation (a new location key).
  useEffect(() => {
    void watch?.check('activity');
  }, [watch, navigation]);

  useEffect(() => {
    if (!watch) return;
    const onFocus = () => void watch.check('activity');
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void watch.check('activity');
    };
    const onChunkFailure = () => void watch.check('failure');
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('vite:preloadError', onChunkFailure);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('vite:preloadError', onChunkFailure);
    };
  }, [watch]);

  const reportFailure = useCallback(() => void watch?.check('failure'), [watch]);
  // A release found for an earlier mount (before a retry) is not news about this one.
  const newRelease = found && found.for === running ? found.release : null;
  return { newRelease, reportFailure };
}
