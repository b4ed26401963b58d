import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount, tokenStore, useSession } from 'shared-auth';
import { Button, ConfirmDialog } from 'shared-ui';
import { errorMessage } from '../../auth-modal/error-message';
import { goHomeAndReload } from '../../auth-modal/page-navigation';
import { ChangePasswordForm } from './ChangePasswordForm';
import './profile.css';

/**
 * The account screen (spec §2 'Account screen'): who is signed in and how, the password
 * change for password accounts, and account deletion. The route is signed-in only.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null; // RequireSignedIn sends guests away before this renders.

  return (
    <div className="shell-page shell-page--narrow profile-page">
      <h1 className="shell-page-title">{t('profile.title')}</h1>
      <section className="shell-card">
        <dl className="profile-page__facts">
          <div>
            <dt>{t('profile.username')}</dt>
            <dd>{session.username}</dd>
          </div>
          <div>
            <dt>{t('profile.loggedInVia')}</dt>
            <dd>{t(`profile.methods.${session.authMethod}`)}</dd>
          </div>
        </dl>
      </section>
      <section className="shell-card">
        {/* Only password accounts have a password to change (spec §2, §6). */}
        {session.authMethod === 'password' ? (
          <ChangePasswordForm />
        ) : (
          <>
            <h2 className="profile-page__heading">{t('profile.password.heading')}</h2>
            <p className="profile-page__muted">{t('profile.password.notPasswordUser')}</p>
          </>
        )}
      </section>
      <DeleteAccountSection />
    </div>
  );
}

/**
 * 'Delete Account' asks first; after deletion the local token goes and the app starts
 * again on / as a guest (a full load, so nothing of the old session lingers). If the
 * token cannot be refreshed, shared-auth signs the user out itself (spec §4).
 */
function DeleteAccountSection() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      tokenStore.clear();
      goHomeAndReload();
    } catch (failure) {
      setBusy(false);
      setConfirming(false);
      setError(errorMessage(failure, t('profile.unexpectedError')));
    }
  }

  return (
    <section className="shell-card profile-page__danger">
      <h2 className="profile-page__heading">{t('profile.deleteAccount.heading')}</h2>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('profile.deleteAccount.button')}
        </Button>
      </div>
      {error && (
        <p className="profile-page__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('profile.deleteAccount.confirmTitle')}
        message={t('profile.deleteAccount.confirmText')}
        confirmLabel={t('profile.deleteAccount.confirm')}
        cancelLabel={t('profile.deleteAccount.cancel')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
