import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { installTestSite } from '../../test/site-editors';
import { MemberLanding } from './LandingPage';

afterEach(() => vi.unstubAllGlobals());

/**
 * The signed-in landing (its chunk loaded on demand, as in the page) with the shell's
 * providers; where it navigates shows in its history.
 */
const renderSignedIn = () => renderRemote(() => <MemberLanding />, '/home');

// The site as the server describes it to the page (the shell's build names no editor).
beforeEach(() => installTestSite());

describe('landing page, signed in: Sitemaps (issue G5a)', () => {
  it('creates a sitemap in the project chosen and opens it', async () => {
    const api = installFakeApi();
    const project = api.addProject({ name: 'Shop website' });
    const { history, user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Create Sitemaps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose project' });
    expect(within(dialog).getByText('Pick the project to add the new sitemap to.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: /Shop website/ }));

    const [created] = api.items('sitemap');
    expect(created).toMatchObject({ PK: project.SK, name: 'Sitemap' });
    await waitFor(() =>
      expect(history.location.pathname).toBe(
        `/sitemap/${project.SK.replace('#', '_')}/${created!.SK.replace('#', '_')}`,
      ),
    );
  });

  it('offers "Create new project" when there is none, and puts the sitemap there', async () => {
    const api = installFakeApi();
    const { history, user } = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Create Sitemaps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose project' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create new project' }));
    await waitFor(() => expect(api.items('sitemap')).toHaveLength(1));
    await waitFor(() =>
      expect(history.location.pathname).toMatch(/^\/sitemap\/PROJECT_.+\/SITEMAP_/),
    );
  });

  it('keeps a click made while its chunk loads, and the same buttons once it is there', async () => {
    const api = installFakeApi();
    api.addProject({ name: 'Shop website' });
    const { user } = renderSignedIn();
    // Rendered before the signed-in chunk arrived: the click waits for it.
    const card = screen.getByRole('button', { name: 'Create Sitemaps' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Choose project' });
    expect(within(dialog).getByText('Pick the project to add the new sitemap to.')).toBeTruthy();
    // The chunk's arrival did not replace the page's buttons: a press made just before it
    // and released just after lands on the same element, so the click is not lost.
    expect(screen.getByRole('button', { name: 'Create Sitemaps', hidden: true })).toBe(card);
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
