import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSession } from 'shared-auth';
import { FullPageSpinner } from 'shared-ui';
import type { EditorRemote } from '../remotes/editor-remotes';

// The federation loader (and the zod schema of /remotes.json) loads with the first editor.
const RemoteEditor = lazy(() => import('../remotes/RemoteEditor'));

/**
 * `/<editor>` is open to anyone (sample data); `/<editor>/{PK}/{SK}` is signed-in only
 * (spec §2), so a guest following a saved item's link lands on the home page.
 */
export function EditorRoute({ editor }: { editor: EditorRemote }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const { '*': rest = '' } = useParams();
  const needsSession = !editor.publicOnly && rest !== '';
  if (needsSession && !isSignedIn) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<FullPageSpinner label={t('common.remotes.loading')} />}>
      {/* A key per editor: moving between editors mounts a fresh loader, never reuses one. */}
      <RemoteEditor key={editor.name} editor={editor} />
    </Suspense>
  );
}
