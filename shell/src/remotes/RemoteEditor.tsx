import { providePageQueryClient } from 'editor-kit/query-client';
import { useCallback, useEffect, useState } from 'react';
import type { SiteEditor } from 'shared-contracts';
import { FullPageSpinner } from 'shared-ui';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { useTranslation } from '../i18n';
import { type LoadedRemote, loadedRemoteApp, loadRemoteApp } from './federation-runtime';
import { RemoteLoadError } from './load-errors';
import { NewReleaseNotice, NewReleasePanel, RemoteFailedPanel } from './RemotePanels';
import { useReleaseWatch } from './useReleaseWatch';

// The editors share the page's query client, but load React Query only when they first
// query the server (issue H2): a guest's editor never does. So they are not wrapped in a
// provider, which would load it with every editor; the kit asks for the client instead.
providePageQueryClient(() => import('../query/query-client').then((module) => module.queryClient));

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; remote: LoadedRemote }
  | { status: 'failed'; error: unknown };

/**
 * Mounts one editor remote. A remote that is missing, slow, incompatible, fails to load
 * or throws while rendering is contained here: a panel says so and offers a retry, and
 * the rest of the shell (header, navigation, other editors) keeps working. A mounted
 * remote keeps its release; when a newer one appears, a notice (or, once the remote has
 * stopped working, the panel) offers a reload.
 */
export default function RemoteEditor({ editor }: { editor: SiteEditor }) {
  const { t } = useTranslation();
  // A remote the page has loaded already (its start, in main.tsx, is often done by now)
  // mounts in the first render, without a frame of spinner.
  const [state, setState] = useState<LoadState>(() => {
    const remote = loadedRemoteApp(editor.remote);
    return remote ? { status: 'ready', remote } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const [crashed, setCrashed] = useState(false);

  useEffect(() => {
    let current = true;
    const retry = attempt > 0;
    const ready = retry ? undefined : loadedRemoteApp(editor.remote);
    if (ready) {
      setState((state) => (state.status === 'ready' ? state : { status: 'ready', remote: ready }));
      return;
    }
    setState({ status: 'loading' });
    loadRemoteApp(editor.remote, { retry }).then(
      (remote) => current && setState({ status: 'ready', remote }),
      // The loader has logged it, with the release and its URL.
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [editor.remote, attempt]);

  const running = state.status === 'ready' ? state.remote.release : undefined;
  const { newRelease, reportFailure } = useReleaseWatch(editor.remote, running);

  const retry = useCallback(() => {
    setCrashed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <FullPageSpinner label={t('common.remotes.loading')} />;
  if (state.status === 'failed') {
    const { error } = state;
    const release = error instanceof RemoteLoadError ? error.release : undefined;
    return <RemoteFailedPanel editor={editor} error={error} release={release} onRetry={retry} />;
  }
  const { App, release } = state.remote;
  return (
    <div data-remote={editor.remote} data-release={release.version}>
      {newRelease && !crashed && <NewReleaseNotice />}
      <ErrorBoundary
        resetKey={attempt}
        fallback={
          newRelease ? (
            <NewReleasePanel running={release} />
          ) : (
            <RemoteFailedPanel editor={editor} release={release} onRetry={retry} />
          )
        }
        onError={(error) => {
          console.error(
            `Remote ${editor.remote} failed while rendering (release ${release.version}, entry ${release.entry})`,
            error,
          );
          setCrashed(true);
          // A lazy part of an old release that is gone looks like this: look for a new one.
          reportFailure();
        }}
      >
        <App basePath={`/${editor.route}`} />
      </ErrorBoundary>
    </div>
  );
}
