import { type createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from 'shared-auth';
import { ToastProvider } from 'shared-ui';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { SomethingWentWrong } from './errors/pages';
import { useTranslation } from './i18n';

/**
 * Providers shared with every remote (architecture §4): the router, the session and the
 * toasts are singletons, so a remote mounted inside the shell uses the same ones. The
 * query client joins lazily (query/WithQueryClient.tsx) to keep the landing page small.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary fallback={<SomethingWentWrong />}>
      <AuthProvider>
        <ToastProvider dismissLabel={t('common.dialogs.close')}>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </ErrorBoundary>
  );
}
