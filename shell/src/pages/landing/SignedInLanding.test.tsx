import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from 'editor-kit/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from 'shared-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import SignedInLanding from './SignedInLanding';

afterEach(() => vi.unstubAllGlobals());

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderSignedIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<SignedInLanding />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('landing page, signed in: Sitemaps (issue G5a)', () => {
  it('creates a sitemap in the project chosen and opens it', async () => {
    const api = installFakeApi();
    const project = api.addProject({ name: 'Shop website' });
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Sitemaps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose project' });
    expect(within(dialog).getByText('Pick the project to add the new sitemap to.')).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Shop website/ }));

    const [created] = api.items('sitemap');
    expect(created).toMatchObject({ PK: project.SK, name: 'Sitemap' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/sitemap/${project.SK.replace('#', '_')}/${created!.SK.replace('#', '_')}`,
      ),
    );
  });

  it('offers "Create new project" when there is none, and puts the sitemap there', async () => {
    const api = installFakeApi();
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create Sitemaps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose project' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Create new project' }),
    );
    await waitFor(() => expect(api.items('sitemap')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/sitemap\/PROJECT_.+\/SITEMAP_/);
  });

  it('keeps Customer Journey Maps and User Flow Diagrams coming soon', () => {
    installFakeApi();
    renderSignedIn();
    for (const name of ['Customer Journey Maps', 'User Flow Diagrams']) {
      const button = screen.getByRole('button', { name: `Create ${name}: coming soon` });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
