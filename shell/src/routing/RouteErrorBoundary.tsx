import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RouteErrorPage } from '../errors/pages';

const logRouteError = (error: unknown, info: ErrorInfo) =>
  console.error('Route error', error, info.componentStack);

/**
 * A route that failed while loading (a page's chunk) or rendering shows the route's
 * error page instead of `children`; the next navigation tries again, as a data router's
 * `errorElement` did.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={<RouteErrorPage />} onError={logRouteError}>
      {children}
    </ErrorBoundary>
  );
}
