import { useSession } from 'shared-auth';
import { useTranslation } from '../../i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
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
      <DeleteAccountSection authMethod={session.authMethod} />
    </div>
  );
}
