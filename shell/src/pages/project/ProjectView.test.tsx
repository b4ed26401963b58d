import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import type { Project } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { installTestSite } from '../../test/site-editors';
import { ProjectView } from './ProjectView';

afterEach(() => vi.unstubAllGlobals());

/** The page as the shell mounts it (the router with leave guards: its LeaveGuard needs one). */
const renderProject = (project: Project) =>
  renderRemote(() => <ProjectView project={project} />, '/project');

const sitemapsRegion = () => screen.getByRole('region', { name: 'Sitemaps' });
const routeKey = (key: string) => key.replace('#', '_');

// The site as the server describes it to the page (the shell's build names no editor).
beforeEach(() => installTestSite());

describe('project page: the Sitemaps slider (issue G5a)', () => {
  it("comes after the spec's sliders, in the editors' order", () => {
    const api = installFakeApi();
    renderProject(api.addProject());
    const titles = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual([
      expect.stringMatching(/^User Personas/),
      expect.stringMatching(/^Empathy Maps/),
      expect.stringMatching(/^Competitor Analysis/),
      expect.stringMatching(/^Sitemaps/),
      // After the sliders: the project's sharing, PDF and backup (issue H5).
      'Share and export',
    ]);
  });

  it('lists the items of an editor without a release, none of them openable', async () => {
    installTestSite({ unavailable: ['mf_sitemap'] });
    const api = installFakeApi();
    const project = api.addProject();
    api.addItem('sitemap', project.SK, { name: 'Kept site' });
    renderProject(project);
    const region = sitemapsRegion();
    const kept = await within(region).findByText('Kept site');
    expect(kept.closest('a')).toBeNull();
    expect(kept.closest('[aria-disabled="true"]')?.getAttribute('title')).toBe(
      'Kept site: This editor is not available right now',
    );
    const create = within(region).getByRole('button', { name: 'Create New: Sitemaps' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Items were not found' while the project has none", async () => {
    const api = installFakeApi();
    renderProject(api.addProject());
    expect(await within(sitemapsRegion()).findByText('Items were not found')).toBeTruthy();
  });

  it('lists them newest change first, with their thumbnails, each opening its editor', async () => {
    const api = installFakeApi();
    const project = api.addProject();
    const older = api.addItem('sitemap', project.SK, { name: 'Old site' });
    const newer = api.addItem('sitemap', project.SK, { name: 'New site' });
    api.saveElsewhere('sitemap', older.SK, { name: 'Old site, edited' });
    const form = new FormData();
    form.set('PK', project.SK);
    form.set('SK', newer.SK);
    form.set('image', new Blob(['jpeg'], { type: 'image/jpeg' }));
    await fetch('/api/sitemaps/upload-thumbnail', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${api.token}` },
    });
    const { history, user } = renderProject(project);

    const region = sitemapsRegion();
    const edited = await within(region).findByRole('link', { name: 'Open Old site, edited' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open Old site, edited',
      'Open New site',
    ]);
    const thumbnail = links[1]!.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(api.item('sitemap', newer.SK)?.thumbnailPath);
    expect(edited.getAttribute('href')).toBe(
      `/sitemap/${routeKey(project.SK)}/${routeKey(older.SK)}`,
    );
    await user.click(edited);
    expect(history.location.pathname).toBe(
      `/sitemap/${routeKey(project.SK)}/${routeKey(older.SK)}`,
    );
  });

  it("creates one with 'Create New' and opens it", async () => {
    const api = installFakeApi();
    const project = api.addProject();
    const { history, user } = renderProject(project);
    const create = within(sitemapsRegion()).getByRole('button', { name: 'Create New: Sitemaps' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await user.click(create);
    await waitFor(() => expect(api.items('sitemap')).toHaveLength(1));
    const [created] = api.items('sitemap');
    await waitFor(() =>
      expect(history.location.pathname).toBe(
        `/sitemap/${routeKey(project.SK)}/${routeKey(created!.SK)}`,
      ),
    );
  });
});
