import { Link, NavLink, useNavigate } from 'react-router';
import { signOut, useSession } from 'shared-auth';
import { BREAKPOINTS, Button, Menu, UserIcon, useIsNarrow } from 'shared-ui';
import { useAuthModal } from '../auth-modal/AuthModalProvider';
import { useTranslation } from '../i18n';
import { HamburgerMenu } from './HamburgerMenu';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';

/** Spec §2 header; below 960 px everything moves into the hamburger menu. */
export function Header() {
  const { t } = useTranslation();
  const narrow = useIsNarrow(BREAKPOINTS.header);
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/" className="shell-header__logo" aria-label={t('common.header.home')}>
          <Logo />
          <span>{t('common.brand')}</span>
        </Link>
        {narrow ? <HamburgerMenu /> : <DesktopNavigation />}
      </div>
    </header>
  );
}

function DesktopNavigation() {
  const { t } = useTranslation();
  const { session } = useSession();
  const navigate = useNavigate();
  const authModal = useAuthModal();
  return (
    <nav className="shell-header__nav" aria-label={t('common.header.home')}>
      <LanguageSelect />
      {session ? (
        <>
          <NavLink to="/projects" className="shell-header__link">
            {t('common.header.projects')}
          </NavLink>
          <Menu
            label={
              <>
                <UserIcon />
                <span className="shell-header__username">{session.username}</span>
              </>
            }
            items={[
              { label: t('common.header.myProfile'), onSelect: () => navigate('/profile') },
              { label: t('common.header.exit'), onSelect: () => void signOut() },
            ]}
          />
        </>
      ) : (
        <Button onClick={() => authModal.open('register')}>{t('common.header.signUp')}</Button>
      )}
    </nav>
  );
}
