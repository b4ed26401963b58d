import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from 'shared-auth';
import type { SiteEditor } from 'shared-contracts';
import { FullPageSpinner } from 'shared-ui';
import { useTranslation } from '../i18n';
import { guestMayOpen, loadEditorView, loadedEditorView } from '../remotes/editor-start';
import { SignInFirst } from './SignInFirst';

/**
 * `/<editor>` is open to anyone (sample data); `/<editor>/{PK}/{SK}` is signed-in only
 * (spec §2), so a guest following a saved item's link lands on the home page.
 */
export function EditorRoute({ editor }: { editor: SiteEditor }) {
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn && !guestMayOpen(editor, pathname)) return <SignInFirst />;
  if (!editor.available) return <EditorUnavailable />;
  return <EditorView editor={editor} />;
}

/** The editor's remote has no release now (taken out of the registry): nothing to load. */
function EditorUnavailable() {
  const { t } = useTranslation();
  return (
    <section className="shell-panel" role="status">
      <h1>{t('common.remotes.unavailable')}</h1>
      <p>{t('common.remotes.unavailableText')}</p>
      <Link to="/" className="ui-button ui-button--primary ui-button--md">
        {t('common.errors.goHome')}
      </Link>
    </section>
  );
}

/**
 * The shell's editor part (RemoteEditor, with the federation runtime) once it has
 * loaded; the page usually started that load itself (remotes/editor-start.ts). Not a
 * React.lazy under Suspense: React holds back the content that replaces a Suspense
 * fallback until the fallback has shown for 300 ms, which is most of an editor's start
 * on a fast machine. A failed load goes to the route's error page, as a lazy one would.
 */
function EditorView({ editor }: { editor: SiteEditor }) {
  const { t } = useTranslation();
  const [view, setView] = useState(loadedEditorView);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (view) return;
    let current = true;
    loadEditorView().then(
      (loaded) => current && setView(loaded),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [view]);
  if (failure) throw failure.error;
  if (!view) return <FullPageSpinner label={t('common.remotes.loading')} />;
  const { default: RemoteEditor } = view;
  // A key per editor: moving between editors mounts a fresh loader, never reuses one.
  return <RemoteEditor key={editor.remote} editor={editor} />;
}
