import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { signOut, useSession } from 'shared-auth';
import { Button, CloseIcon, IconButton, MenuIcon } from 'shared-ui';
import { useAuthModal } from '../auth-modal/AuthModalProvider';
import { useTranslation } from '../i18n';
import { LanguageSelect } from './LanguageSelect';

/** The narrow header (spec §2): Language, Projects, My Profile, Exit and Sign Up. */
export function HamburgerMenu() {
  const { t } = useTranslation();
  const { session } = useSession();
  const authModal = useAuthModal();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
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
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !rootRef.current?.contains(target);
    // A press anywhere else closes the panel, as it does for the desktop username menu.
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    // So does Tabbing out of it, so it does not cover the content the focus went to. (No
    // related target means the window lost focus: the panel stays for the return.)
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="shell-hamburger">
      <IconButton
        ref={toggleRef}
        label={open ? t('common.header.closeMenu') : t('common.header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      {open && (
        <nav id={panelId} className="shell-hamburger__panel" aria-label={t('common.header.home')}>
          <LanguageSelect />
          {session ? (
            <>
              <NavLink to="/projects" className="shell-hamburger__item">
                {t('common.header.projects')}
              </NavLink>
              <NavLink to="/profile" className="shell-hamburger__item">
                {t('common.header.myProfile')}
              </NavLink>
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
                // The Sign Up button leaves with the panel: the modal hands the focus
                // back to the toggle when it closes, not to the top of the page.
                toggleRef.current?.focus();
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
