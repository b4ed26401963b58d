import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FullPageSpinner } from 'shared-ui';
import { AuthModalProvider } from '../auth-modal/AuthModalProvider';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Site chrome around every page (spec §2: header, footer, cookie banner, auth modal). */
export function Layout() {
  const { t } = useTranslation();
  return (
    <AuthModalProvider>
      <div className="shell-layout">
        <Header />
        <main className="shell-main" id="main">
          <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <CookieBanner />
      </div>
      <ScrollRestoration />
    </AuthModalProvider>
  );
}
