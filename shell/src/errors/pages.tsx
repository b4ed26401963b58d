import { Link } from 'react-router';
import { Button } from 'shared-ui';
import { useTranslation } from '../i18n';

/**
 * Unknown routes (spec §2: a page showing 'Not Found'). The way home is the panel's one
 * action, so it looks like the other panels' buttons ("Try again", "Reload the page").
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-panel">
      <h1>{t('common.errors.notFound')}</h1>
      <p>{t('common.errors.notFoundText')}</p>
      <Link to="/" className="ui-button ui-button--primary ui-button--md">
        {t('common.errors.goHome')}
      </Link>
    </section>
  );
}

/**
 * A route that failed while loading or rendering (routing/RouteErrorBoundary.tsx, which
 * logs the error); the header and footer stay.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="shell-panel" role="alert">
      <h1>{t('common.errors.routeError')}</h1>
      <p>{t('common.errors.routeErrorText')}</p>
      <Link to="/" className="ui-button ui-button--primary ui-button--md">
        {t('common.errors.goHome')}
      </Link>
    </section>
  );
}

/**
 * The global fallback for render failures outside any route (spec §8: 'Something went
 * wrong'). It cannot rely on the router, so it offers a plain reload.
 */
export function SomethingWentWrong() {
  const { t } = useTranslation();
  return (
    <main className="shell-panel shell-panel--page" role="alert">
      <h1>{t('common.errors.somethingWentWrong')}</h1>
      <p>{t('common.errors.somethingWentWrongText')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.errors.reload')}</Button>
    </main>
  );
}
