import { screen, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import { toRouteKey, type UpdateSitemapRequest } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from './App';

afterEach(() => vi.unstubAllGlobals());

const rows = () =>
  within(screen.getByRole('tree', { name: 'Sitemap outline' })).getAllByRole('treeitem');
const boxTitles = () =>
  [...document.querySelectorAll('.sm-box__title')].map((title) => title.textContent);

describe('the sitemap remote', () => {
  it('gives a guest the sample in both views, to edit by keys and export, without saving', async () => {
    const api = installFakeApi({ signedIn: false });
    const { user } = renderRemote(App, '/sitemap', { path: '/sitemap' });
    expect(await screen.findByRole('tree', { name: 'Sitemap outline' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Online shop sitemap',
    );
    expect(rows()).toHaveLength(9);
    expect(boxTitles()).toContain('Help centre');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    // Enter on a page adds one after it, named in place; both views show it.
    await user.click(screen.getByRole('treeitem', { name: 'About' }));
    await user.keyboard('{Enter}');
    await user.keyboard('Careers');
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveProperty('value', 'Careers');
    await user.keyboard('{Escape}');
    expect(rows().map((row) => row.getAttribute('aria-level'))).toEqual([
      '1',
      '2',
      '2',
      '2',
      '3',
      '3',
      '2',
      '3',
      '2',
      '2',
    ]);
    expect(boxTitles()).toContain('Careers');
    // Refused: nothing to indent under for the first page of a level, and it says why.
    await user.click(screen.getByRole('treeitem', { name: 'About' }));
    await user.keyboard('{Tab}');
    expect(document.querySelector('.sm-status')?.textContent).toBe(
      'The first page of a level has no page above it to go under',
    );
    expect(api.calls).toEqual([]);
  });

  it('loads a stored sitemap and saves the whole tree', async () => {
    const api = installFakeApi();
    const project = api.addProject({ name: 'Relaunch' });
    const item = api.addItem('sitemap', project.SK, { name: 'Shop map' });
    const { user } = renderRemote(App, '/sitemap', {
      path: `/sitemap/${toRouteKey(project.SK)}/${toRouteKey(item.SK)}`,
    });
    expect(await screen.findByRole('treeitem', { name: 'Home' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add child page' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'About');
    await user.type(screen.getByRole('textbox', { name: 'URL path' }), '/about us');
    expect(screen.getByText('Unsaved*')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    const root = (patch!.body as UpdateSitemapRequest).root;
    expect(root.children).toEqual([
      expect.objectContaining({ title: 'About', path: '/aboutus', type: 'page', children: [] }),
    ]);
    expect(api.item('sitemap', item.SK)?.root.children[0]?.title).toBe('About');
  });

  it('shows Not Found for an address it does not know', () => {
    renderRemote(App, '/sitemap', { path: '/sitemap/only-one-key' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
