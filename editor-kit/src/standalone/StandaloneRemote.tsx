// First: zod must know it may not compile parsers before any schema is made (the CSP).
import 'shared-contracts/jitless';
import '../styles/standalone.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router';
import { AuthProvider } from 'shared-auth';
import type { RemoteAppProps } from 'shared-contracts';
import { GuardedBrowserRouter, ToastProvider } from 'shared-ui';
import { changeSiteLanguage, initialLanguage } from '../i18n';
import { DevSessionBar } from './DevSessionBar';

/**
 * Runs one remote on its own page (`pnpm --filter <remote> dev`) with what the shell
 * would give it: router, query client, session and toasts, plus a small bar to sign in
 * against the same API (through the dev server's proxy). Development only: the shell is
 * what users see.
 */
export function renderStandalone(App: ComponentType<RemoteAppProps>, basePath: string) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The site's language, as the shell starts it: English, or `?lng=ua` / the stored setting.
  const language = changeSiteLanguage(initialLanguage());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  void language.finally(() =>
    createRoot(root).render(
      <StrictMode>
        <AuthProvider>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              {/* The router the shell runs: the editors' LeaveGuard asks through it. */}
              <GuardedBrowserRouter>
                <Routes>
                  <Route
                    path={`${basePath}/*`}
                    element={
                      <>
                        <DevSessionBar basePath={basePath} />
                        <main className="ui-standalone">
                          <App basePath={basePath} />
                        </main>
                      </>
                    }
                  />
                  <Route path="*" element={<Navigate to={basePath} replace />} />
                </Routes>
              </GuardedBrowserRouter>
            </ToastProvider>
          </QueryClientProvider>
        </AuthProvider>
      </StrictMode>,
    ),
  );
}
