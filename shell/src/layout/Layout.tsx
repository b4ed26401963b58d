import { type MouseEvent, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from 'shared-ui';
import { AuthModalProvider } from '../auth-modal/AuthModalProvider';
import { SignInRequests } from '../auth-modal/SignInRequests';
import { useTranslation } from '../i18n';
import { PageScroll } from '../routing/PageScroll';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The skip link moves the focus itself instead of following "#main": a new hash is a
 * navigation for the router, and the project page reads the hash as part of its key.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Site chrome around every page (spec §2: header, footer, cookie banner, auth modal). */
export function Layout() {
  const { t } = useTranslation();
  return (
    <AuthModalProvider>
      <SignInRequests />
      <div className="shell-layout">
        {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention (and
            for screen readers' link lists); the click handler only keeps "#main" out of the
            address, see skipToMain */}
        <a className="shell-skip-link" href="#main" onClick={skipToMain}>
          {t('common.skipToContent')}
        </a>
        <Header />
        {/* tabIndex -1: the skip link can move the focus here, Tab cannot stop here. */}
        <main className="shell-main" id="main" tabIndex={-1}>
          <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <CookieBanner />
      </div>
      <PageScroll />
    </AuthModalProvider>
  );
}
