import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEFAULT_EMPATHY_MAP_NAME } from '../../shared-contracts/src/editors/empathy-map/schema.ts';
import { editorNamesIn, filesUnder } from '../../tooling/editor-names.ts';
import { REPO_ROOT } from '../../tooling/workspace-remotes.ts';
import { editorOf, workspaceDescriptions } from '../support/editors.ts';
import { buildFixtureRemote, type FixtureBuild } from '../support/fixture-remote.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { idOf } from '../support/projects-api.ts';
import { type ReleasableSite, startReleasableSite } from '../support/remote-releases.ts';

/*
 * Architecture §4 'Editors are plug-ins': the shell learns the editors at run time, from
 * the remotes map the server puts into each page, which the release registry feeds. An
 * editor released to a running site shows on the next page load, with no shell build; an
 * editor taken out of the registry leaves its items listed, not openable, never a broken
 * page. Each test has a site of its own, since each changes its releases.
 */

/** The page's access token (the shell keeps it in localStorage once signed in). */
async function authorization(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'the page has an access token').toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** A new project of the signed-in user, made through the site's API; resolves to its key. */
async function createProject(page: Page, site: ReleasableSite): Promise<string> {
  const created = await page.request.post(`${site.url}/api/projects`, {
    headers: await authorization(page),
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { SK: string }).SK;
}

/** The scripts the page runs from the shell's own build (not from a remote's release). */
const shellScripts = (page: Page) =>
  page
    .locator('script[type="module"][src]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));

test('the shell as built names no editor: no type, route, federation name or API path', async () => {
  // The production build the suite serves (global setup): every script of it.
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const scripts = filesUnder(dist, (file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const editors = await workspaceDescriptions();
  const found = scripts.flatMap((file) =>
    editorNamesIn(fs.readFileSync(file, 'utf8'), editors, path.relative(dist, file)),
  );
  expect(found).toEqual([]);
});

test.describe('editors the shell learns at run time', () => {
  let site: ReleasableSite;
  let fixture: FixtureBuild | undefined;

  test.beforeEach(async ({ page }) => {
    site = await startReleasableSite();
    await acceptCookies(page);
  });
  test.afterEach(async () => {
    await site?.stop();
    fixture?.remove();
    fixture = undefined;
  });

  test('an editor the shell has never seen, once released: its card, its route and its project slider, on the next load', async ({
    page,
  }) => {
    // Building the fixture remote and starting a site come on top of the usual budget.
    test.setTimeout(180_000);
    fixture = await buildFixtureRemote();
    const notes = fixture.editor;
    const card = page.getByRole('heading', { level: 3, name: notes.words.en.title, exact: true });

    await page.goto(site.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);
    const shellBuild = await shellScripts(page);

    // Released through the release store, as `pnpm release` publishes after its checks.
    const version = await site.publishBuild(notes, fixture.folder);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByText(notes.words.en.text, { exact: true })).toBeVisible();
    // The same shell build, never rebuilt: what changed came with the page's remotes map.
    expect(await shellScripts(page)).toEqual(shellBuild);

    await page.goto(`${site.url}/${notes.route}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fixture notes editor', exact: true }),
    ).toBeVisible();
    await expect(page.locator(`[data-remote="${notes.remote}"]`)).toHaveAttribute(
      'data-release',
      version,
    );

    // A project page offers its slider; its items' API does not exist (404), so it is empty.
    await signUpThroughApi(page, newCredentials(), site.url);
    await page.goto(`${site.url}/projects`);
    const project = await createProject(page, site);
    await page.goto(`${site.url}/project/PROJECT_${idOf(project)}`);
    const slider = page.getByRole('region', { name: notes.words.en.slider, exact: true });
    await expect(slider).toBeVisible();
    await expect(slider.getByText(notes.words.en.empty, { exact: true })).toBeVisible();
  });

  test('an editor taken out of the registry: its items stay listed, and opening one says it is not available', async ({
    page,
  }) => {
    const empathyMap = await editorOf({ remote: 'mf_empathy_map' });
    const unavailable = page.getByText('This editor is not available right now');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await site.removeRemote(empathyMap);
    // The map still describes the editor (the API serves its items), with no release.
    const map = (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<string, object>;
    expect(map[empathyMap.remote]).toEqual({
      editor: expect.objectContaining({ type: empathyMap.type }),
    });

    // Its route says so, inside the site: the header still leads elsewhere.
    await page.goto(`${site.url}/${empathyMap.route}`);
    await expect(unavailable).toBeVisible();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A signed-in user's items of that editor stay listed on the project page.
    await signUpThroughApi(page, newCredentials(), site.url);
    await page.goto(`${site.url}/projects`);
    const projectSK = await createProject(page, site);
    const item = await page.request.post(`${site.url}/api/${empathyMap.items!.apiPath}`, {
      headers: await authorization(page),
      data: { projectSK },
    });
    expect(item.ok(), await item.text()).toBe(true);
    await page.goto(`${site.url}/project/PROJECT_${idOf(projectSK)}`);
    const slider = page.getByRole('region', { name: empathyMap.words.en.slider, exact: true });
    // Listed, with the message, but nothing to open it with: no link, and no Create New.
    const listed = slider.getByTitle(/: This editor is not available right now$/);
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(DEFAULT_EMPATHY_MAP_NAME);
    await expect(listed).toHaveAttribute('aria-disabled', 'true');
    await expect(slider.getByRole('link')).toHaveCount(0);
    await expect(slider.getByRole('button', { name: /^Create New/ })).toBeDisabled();
    // Its saved item's own address says so too.
    const { SK } = (await item.json()) as { SK: string };
    await page.goto(
      `${site.url}/${empathyMap.route}/PROJECT_${idOf(projectSK)}/${SK.replace('#', '_')}`,
    );
    await expect(unavailable).toBeVisible();
    // Never a broken page: the site's header still leads elsewhere.
    await page.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
