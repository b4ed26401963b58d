import type { RouteObject } from 'react-router';
import type { SiteEditor } from 'shared-contracts';
import { NotFoundPage, RouteErrorPage } from '../errors/pages';
import { Layout } from '../layout/Layout';
import { LandingPage } from '../pages/landing/LandingPage';
import { EditorRoute } from './EditorRoute';
import { RequireSignedIn } from './RequireSignedIn';

/**
 * Pages other than the landing page load on first visit, with the query client, keeping
 * the landing bundle small.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>, signedInOnly = false) => ({
  lazy: async () => {
    const [{ default: Page }, { WithQueryClient }] = await Promise.all([
      load(),
      import('../query/WithQueryClient'),
    ]);
    const content = (
      <WithQueryClient>
        <Page />
      </WithQueryClient>
    );
    return {
      element: signedInOnly ? <RequireSignedIn>{content}</RequireSignedIn> : content,
    };
  },
});

/**
 * The route table of spec §2. The editors' routes come from the site's editors (the
 * remotes map, read when the page loaded), not from this build.
 */
export const buildRoutes = (editors: readonly SiteEditor[]): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'projects', ...page(() => import('../pages/projects/ProjectsPage'), true) },
          { path: 'project/:sk', ...page(() => import('../pages/project/ProjectPage'), true) },
          { path: 'profile', ...page(() => import('../pages/profile/ProfilePage'), true) },
          {
            path: 'passwordReset',
            ...page(() => import('../pages/password-reset/PasswordResetPage')),
          },
          { path: 'testuikit', ...page(() => import('../pages/ui-kit/UiKitPage')) },
          ...editors.map((editor) => ({
            path: `${editor.route}/*`,
            element: <EditorRoute editor={editor} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
