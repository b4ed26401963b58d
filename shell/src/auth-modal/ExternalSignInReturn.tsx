import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { exchangeGoogleCode } from 'shared-auth';
import { Banner, Button } from 'shared-ui';
import { useTranslation } from '../i18n';
import { errorMessage } from './error-message';
import { startGoogleSignIn } from './external-sign-in';
import { goHomeAndReload } from './page-navigation';
import { readProviderReturn } from './provider-return';

type Status = { kind: 'idle' } | { kind: 'signingIn' } | { kind: 'failed'; message: string };

/**
 * Codes already posted in this page: a code is single-use, and React's development mode
 * runs effects twice, which must not post it twice.
 */
const exchanged = new Set<string>();

/**
 * The landing page's handling of the provider's redirect (spec §4): the code is exchanged,
 * the token stored, and the app goes to / and reloads. The query leaves the address bar at
 * once, so a reload never posts a spent code again. A failure stays on the page as a
 * readable message with a way to try again.
 */
export function ExternalSignInReturn() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    const returned = readProviderReturn(location.search);
    if (!returned) return;
    void navigate({ pathname: '/', search: '' }, { replace: true });
    if (returned.kind === 'error') {
      setStatus({ kind: 'failed', message: t(`auth.googleReturn.${returned.reason}`) });
      return;
    }
    if (exchanged.has(returned.code)) return;
    exchanged.add(returned.code);
    setStatus({ kind: 'signingIn' });
    exchangeGoogleCode(returned.code, returned.state).then(goHomeAndReload, (error: unknown) =>
      setStatus({ kind: 'failed', message: errorMessage(error, t('auth.googleReturn.failed')) }),
    );
  }, [location.search, navigate, t]);

  if (status.kind === 'idle') return null;
  if (status.kind === 'signingIn') {
    return (
      <Banner kind="info" className="external-sign-in-return">
        {t('auth.googleReturn.signingIn')}
      </Banner>
    );
  }
  return (
    <Banner
      kind="error"
      className="external-sign-in-return"
      title={t('auth.googleReturn.title')}
      onDismiss={() => setStatus({ kind: 'idle' })}
      dismissLabel={t('common.dialogs.close')}
    >
      <p>{status.message}</p>
      <Button variant="secondary" size="sm" onClick={startGoogleSignIn}>
        {t('auth.googleReturn.tryAgain')}
      </Button>
    </Banner>
  );
}
