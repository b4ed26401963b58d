import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps } from 'shared-contracts';
import { Button, FullPageSpinner } from 'shared-ui';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { WithQueryClient } from '../query/WithQueryClient';
import { loadRemoteApp } from './federation-runtime';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed' };

interface RemoteEditorProps {
  remote: string;
  basePath: string;
}

/**
 * Mounts one editor remote. A remote that is missing, fails to load or throws while
 * rendering is contained here: the panel offers a retry and the rest of the shell
 * (header, navigation, other editors) keeps working.
 */
export default function RemoteEditor({ remote, basePath }: RemoteEditorProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteApp(remote, { retry: attempt > 0 }).then(
      (App) => current && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote ${remote} failed to load`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteFailedPanel onRetry={retry} />;
  const { App } = state;
  return (
    <ErrorBoundary
      resetKey={attempt}
      fallback={<RemoteFailedPanel onRetry={retry} />}
      onError={(error) => console.error(`Remote ${remote} failed while rendering`, error)}
    >
      <WithQueryClient>
        <App basePath={basePath} />
      </WithQueryClient>
    </ErrorBoundary>
  );
}

function RemoteLoading() {
  const { t } = useTranslation();
  return <FullPageSpinner label={t('common.remotes.loading')} />;
}

export function RemoteFailedPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="shell-panel" role="alert" aria-labelledby="remote-failed-title">
      <h1 id="remote-failed-title">{t('common.remotes.failedTitle')}</h1>
      <p>{t('common.remotes.failedText')}</p>
      <Button onClick={onRetry}>{t('common.remotes.retry')}</Button>
    </section>
  );
}
