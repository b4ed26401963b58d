import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { signOut, useSession } from 'shared-auth';
import { Button, CloseIcon, IconButton, MenuIcon } from 'shared-ui';
import { useAuthModal } from '../auth-modal/AuthModalProvider';
import { LanguageSelect } from './LanguageSelect';

/** The narrow header (spec §2): Language, Projects, My Profile, Exit and Sign Up. */
export function HamburgerMenu() {
  const { t } = useTranslation();
  const { session } = useSession();
  const authModal = useAuthModal();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="shell-hamburger">
      <IconButton
        ref={toggleRef}
        label={open ? t('common.header.closeMenu') : t('common.header.openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      {open && (
        <nav id={panelId} className="shell-hamburger__panel" aria-label={t('common.header.home')}>
          <LanguageSelect />
          {session ? (
            <>
              <Link to="/projects">{t('common.header.projects')}</Link>
              <Link to="/profile">{t('common.header.myProfile')}</Link>
              <button
                type="button"
                className="shell-hamburger__item"
                onClick={() => void signOut()}
              >
                {t('common.header.exit')}
              </button>
            </>
          ) : (
            <Button
              onClick={() => {
                setOpen(false);
                authModal.open('register');
              }}
            >
              {t('common.header.signUp')}
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
