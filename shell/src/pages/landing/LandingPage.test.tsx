import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { installTestSite } from '../../test/site-editors';

const openAuthModal = vi.fn();
vi.mock('shared-auth', () => ({ useSession: () => ({ session: null, isSignedIn: false }) }));
vi.mock('../../auth-modal/AuthModalProvider', () => ({
  useAuthModal: () => ({ open: openAuthModal, close: vi.fn() }),
}));
// The signed-in chunk must never be needed by a guest.
vi.mock('./SignedInLanding', () => {
  throw new Error('a guest loaded the signed-in landing chunk');
});

const { LandingPage } = await import('./LandingPage');

function renderLanding() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/empathymap" element={<p>empathy map editor</p>} />
        <Route path="/uxpersonas" element={<p>persona editor</p>} />
        <Route path="/sitemap" element={<p>sitemap editor</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

// The site as the server describes it to the page (the shell's build names no editor).
beforeEach(() => installTestSite());

describe('landing page for a guest', () => {
  it('shows the headline, a card for each listed editor and the planned ones', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create UX stuff easy and completely free' }),
    ).toBeTruthy();
    // Sitemaps left the planned cards for the editors in issue G5a.
    for (const name of ['User Personas', 'Empathy Maps', 'Competitor Analysis', 'Sitemaps']) {
      const button = screen.getByRole('button', { name: `Create ${name}` }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
    }
    expect(screen.queryByRole('button', { name: 'Create Sitemaps: coming soon' })).toBeNull();
    for (const name of ['Customer Journey Maps', 'User Flow Diagrams']) {
      const button = screen.getByRole('button', {
        name: `Create ${name}: coming soon`,
      }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe('Coming soon');
    }
    const support = screen.getByRole('link', { name: /Support the project/ }) as HTMLAnchorElement;
    expect(support.target).toBe('_blank');
    expect(support.rel).toContain('noopener');
  });

  it('opens an editor on sample data from a feature card', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Create Empathy Maps' }));
    expect(screen.getByText('empathy map editor')).toBeTruthy();
  });

  it('opens the sitemap editor on its sample from the Sitemaps card', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Create Sitemaps' }));
    expect(screen.getByText('sitemap editor')).toBeTruthy();
  });

  it("offers the site's editors only: one without a release is not available, scaffolding is not listed", () => {
    installTestSite({ unavailable: ['mf_sitemap'] });
    renderLanding();
    const sitemaps = screen.getByRole('button', {
      name: 'Create Sitemaps: not available right now',
    }) as HTMLButtonElement;
    expect(sitemaps.disabled).toBe(true);
    expect(sitemaps.title).toBe('This editor is not available right now');
    expect(
      (screen.getByRole('button', { name: 'Create User Personas' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    // The canvas is listed nowhere (spec §2: its route is not shown).
    expect(screen.queryByText('Diagram canvas')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('asks the guest to sign in before creating a project', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Create Blank Project' }));
    expect(openAuthModal).toHaveBeenCalledWith('login');
  });
});
