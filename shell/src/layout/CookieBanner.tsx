import { useState } from 'react';
import { Button } from 'shared-ui';
import { useTranslation } from '../i18n';

/** Spec §9 storage key; acceptance is remembered in this browser only. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

function hasConsented(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasConsented());
  if (!visible) return null;

  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // Storage may be blocked; hiding for this visit is still what the user asked for.
    }
    setVisible(false);
  };

  return (
    <section className="shell-cookie-banner" aria-label={t('common.cookies.message')}>
      <p>{t('common.cookies.message')}</p>
      <Button onClick={accept}>{t('common.cookies.accept')}</Button>
    </section>
  );
}
