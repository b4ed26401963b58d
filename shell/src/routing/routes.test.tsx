import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { AuthProvider, tokenStore } from 'shared-auth';
import type { SiteEditor } from 'shared-contracts';
import { GuardedRouter, ToastProvider } from 'shared-ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { installTestSite } from '../test/site-editors';
import { SiteRoutes } from './routes';

// A page that cannot render (the UI kit's stands for any page of the shell's own).
vi.mock('../pages/ui-kit/UiKitPage', () => ({
  default: () => {
    throw new Error('the page failed');
  },
}));
// An editor's App routes below its mount path, as a remote's does.
vi.mock('../remotes/RemoteEditor', () => ({
  default: ({ editor }: { editor: SiteEditor }) => (
    <Routes>
      <Route index element={<p>{editor.remote}: its first page</p>} />
      <Route path="*" element={<p>{editor.remote}: another page</p>} />
    </Routes>
  ),
}));

/** The site's routes at `path`, with the providers App gives them. */
function renderSite(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AuthProvider>
      <ToastProvider>
        <GuardedRouter history={history}>
          <SiteRoutes editors={installTestSite()} />
        </GuardedRouter>
      </ToastProvider>
    </AuthProvider>,
  );
  return { history, user: userEvent.setup() };
}

const landingHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Create UX stuff easy and completely free' });
const homeLink = () => screen.getByRole('link', { name: 'Home' });

beforeEach(() => {
  tokenStore.clear();
  // jsdom does not scroll; the routes scroll on every new page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the site routes', () => {
  it('show the landing page at /, in the site chrome', async () => {
    renderSite('/');
    expect(await landingHeading()).toBeTruthy();
    expect(homeLink()).toBeTruthy();
  });

  it("say 'Not Found' for an unknown address, with the way home", async () => {
    const { user, history } = renderSite('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await landingHeading()).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it("mount an editor at its route, below which it routes itself ('/<route>/*')", async () => {
    renderSite('/uxpersonas');
    expect(await screen.findByText('mf_ux_persona: its first page')).toBeTruthy();
  });

  it('send a guest opening a signed-in page home, to log in there', async () => {
    const { history } = renderSite('/projects');
    expect(await landingHeading()).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it("show a page that fails as 'This page could not be shown', keeping the header working", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSite('/testuikit');
    const failed = await screen.findByRole('heading', { name: 'This page could not be shown' });
    expect(failed.closest('main')).toBeTruthy();
    await user.click(homeLink());
    expect(await landingHeading()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      'Route error',
      expect.objectContaining({ message: 'the page failed' }),
      expect.any(String),
    );
  });
});
