import { Outlet, Route, Routes } from 'react-router';
import type { SiteEditor } from 'shared-contracts';
import { NotFoundPage } from '../errors/pages';
import { Layout } from '../layout/Layout';
import { LandingPage } from '../pages/landing/LandingPage';
import { EditorRoute } from './EditorRoute';
import { SITE_PAGES } from './pages';
import { RequireSignedIn } from './RequireSignedIn';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The route table of spec §2. The editors' routes come from the site's editors (the
 * remotes map, read when the page loaded), not from this build; each editor renders its
 * own `<Routes>` below `/<route>/*`. A page that fails shows the route error page inside
 * the site's chrome, whose header keeps working; the chrome failing shows it alone.
 */
export function SiteRoutes({ editors }: { editors: readonly SiteEditor[] }) {
  return (
    <Routes>
      <Route
        element={
          <RouteErrorBoundary>
            <Layout />
          </RouteErrorBoundary>
        }
      >
        <Route
          element={
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          }
        >
          <Route index element={<LandingPage />} />
          {SITE_PAGES.map(({ path, page: { Page }, signedInOnly }) => (
            <Route
              key={path}
              path={path}
              element={
                signedInOnly ? (
                  <RequireSignedIn>
                    <Page />
                  </RequireSignedIn>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          {editors.map((editor) => (
            <Route
              key={editor.remote}
              path={`${editor.route}/*`}
              element={<EditorRoute editor={editor} />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
