import { AuthProvider } from 'shared-auth';
import type { SiteEditor } from 'shared-contracts';
import { GuardedBrowserRouter, ToastProvider } from 'shared-ui';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { SomethingWentWrong } from './errors/pages';
import { useTranslation } from './i18n';
import { SiteRoutes } from './routing/routes';

/**
 * Providers shared with every remote (architecture §4): the router, the session and the
 * toasts are singletons, so a remote mounted inside the shell uses the same ones. The
 * router is declarative, with the leave guards LeaveGuard asks through. The query client
 * joins lazily (query/WithQueryClient.tsx) to keep the landing page small.
 */
export function App({ editors }: { editors: readonly SiteEditor[] }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary fallback={<SomethingWentWrong />}>
      <AuthProvider>
        <ToastProvider dismissLabel={t('common.dialogs.close')}>
          <GuardedBrowserRouter>
            <SiteRoutes editors={editors} />
          </GuardedBrowserRouter>
        </ToastProvider>
      </AuthProvider>
    </ErrorBoundary>
  );
}
