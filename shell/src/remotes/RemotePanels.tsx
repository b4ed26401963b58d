import type { SiteEditor } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useTranslation } from '../i18n';
import { RemoteTimeoutError, RemoteVersionSkewError } from './load-errors';
import { reloadPage } from './page-reload';
import type { RemoteRelease } from './remote-releases';
import { remoteIsOlder } from './version-skew';

function ReleaseSmallPrint({ release }: { release: RemoteRelease | undefined }) {
  const { t } = useTranslation();
  if (!release) return null;
  return (
    <p className="shell-remote-release">
      <small>{t('common.remotes.release', { version: release.version })}</small>
    </p>
  );
}

function VersionSkewText({ editor, error }: { editor: SiteEditor; error: RemoteVersionSkewError }) {
  const { t } = useTranslation();
  const older = remoteIsOlder(error.skews);
  return (
    <>
      <p>
        {t(older ? 'common.remotes.olderText' : 'common.remotes.skewText', {
          editor: editor.label,
        })}
      </p>
      <ul className="shell-remote-skews">
        {error.skews.map((skew) => (
          <li key={skew.package}>
            {t('common.remotes.skewItem', {
              package: skew.package,
              required: skew.required,
              provided: skew.provided,
            })}
          </li>
        ))}
      </ul>
      <p>
        {t(older ? 'common.remotes.olderAdvice' : 'common.remotes.skewAdvice', {
          email: t('common.footer.supportEmail'),
        })}
      </p>
    </>
  );
}

interface RemoteFailedPanelProps {
  editor: SiteEditor;
  /** What the loader failed with; nothing for a remote that failed while rendering. */
  error?: unknown;
  release: RemoteRelease | undefined;
  onRetry: () => void;
}

/** The remote could not be loaded or crashed; the rest of the shell keeps working. */
export function RemoteFailedPanel({ editor, error, release, onRetry }: RemoteFailedPanelProps) {
  const { t } = useTranslation();
  const skew = error instanceof RemoteVersionSkewError ? error : null;
  return (
    <section className="shell-panel" role="alert" aria-labelledby="remote-failed-title">
      <h1 id="remote-failed-title">
        {t(
          !skew
            ? 'common.remotes.failedTitle'
            : remoteIsOlder(skew.skews)
              ? 'common.remotes.olderTitle'
              : 'common.remotes.skewTitle',
        )}
      </h1>
      {skew ? (
        <VersionSkewText editor={editor} error={skew} />
      ) : (
        <p>
          {t(
            error instanceof RemoteTimeoutError
              ? 'common.remotes.timedOutText'
              : 'common.remotes.failedText',
          )}
        </p>
      )}
      <Button onClick={onRetry}>{t('common.remotes.retry')}</Button>
      <ReleaseSmallPrint release={release} />
    </section>
  );
}

/** The mounted remote stopped working and a newer release exists: reloading is the fix. */
export function NewReleasePanel({ running }: { running: RemoteRelease }) {
  const { t } = useTranslation();
  return (
    <section className="shell-panel" role="alert" aria-labelledby="remote-new-release-title">
      <h1 id="remote-new-release-title">{t('common.remotes.newVersion')}</h1>
      <p>{t('common.remotes.newVersionFailedText')}</p>
      <Button onClick={reloadPage}>{t('common.remotes.reload')}</Button>
      <ReleaseSmallPrint release={running} />
    </section>
  );
}

/**
 * Above a remote that still works, once a newer release exists: a status (announced
 * politely) that takes no focus; its button comes in the tab order after the header,
 * before the editor. Like the design system's banners, it is in the page only while
 * there is something to say.
 */
export function NewReleaseNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="shell-remote-notice">
      <p>
        <strong>{t('common.remotes.newVersion')}</strong> {t('common.remotes.newVersionText')}
      </p>
      <Button size="sm" onClick={reloadPage}>
        {t('common.remotes.reload')}
      </Button>
    </div>
  );
}
