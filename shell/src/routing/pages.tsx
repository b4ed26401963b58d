import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { type LazyPage, lazyPage } from './lazy-page';

/**
 * A page other than the landing page: its code and the query client load on its first
 * visit, keeping the landing bundle small (the same chunks as before: the page's own and
 * the query client's).
 */
const withQueryClient = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(async () => {
    const [{ default: Page }, { WithQueryClient }] = await Promise.all([
      load(),
      import('../query/WithQueryClient'),
    ]);
    return function PageWithQueryClient() {
      return (
        <WithQueryClient>
          <Page />
        </WithQueryClient>
      );
    };
  });

export interface SitePage {
  /** The route's path below `/` (spec §2). */
  path: string;
  page: LazyPage;
  /** A guest is sent home to sign in (spec §2). */
  signedInOnly: boolean;
}

/** The shell's own pages of spec §2 beside the landing page, the editors and 'Not Found'. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: 'projects',
    page: withQueryClient(() => import('../pages/projects/ProjectsPage')),
    signedInOnly: true,
  },
  {
    path: 'project/:sk',
    page: withQueryClient(() => import('../pages/project/ProjectPage')),
    signedInOnly: true,
  },
  {
    path: 'profile',
    page: withQueryClient(() => import('../pages/profile/ProfilePage')),
    signedInOnly: true,
  },
  {
    path: 'passwordReset',
    page: withQueryClient(() => import('../pages/password-reset/PasswordResetPage')),
    signedInOnly: false,
  },
  {
    path: 'testuikit',
    page: withQueryClient(() => import('../pages/ui-kit/UiKitPage')),
    signedInOnly: false,
  },
];

/** The page at `pathname` that the visitor may open (a guest's signed-in page goes home). */
export function pageAt(pathname: string, signedIn: boolean): SitePage | undefined {
  return SITE_PAGES.find(
    (page) => (signedIn || !page.signedInOnly) && matchPath(`/${page.path}`, pathname) !== null,
  );
}
