import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { idOf } from '../support/projects-api.ts';
import {
  builtVersion,
  releaseCommand,
  type StaticServer,
  startStaticServer,
  staticRootWithout,
} from '../support/releases.ts';
import { REPO_ROOT, type Site, startSite } from '../support/site.ts';

const REMOTE = 'mf-ux-persona';

/**
 * Architecture §4 "Releases": a remote hosted on another origin (a CDN) is registered
 * with `pnpm release <remote> --base-url`, and the page's Content-Security-Policy, built
 * from the registry, lets it load. The CDN is a plain static server on another port.
 */
test.describe('an editor served from another origin', () => {
  let site: Site;
  let cdn: StaticServer;
  let cdnRoot: string;
  let staticRoot: string;
  let version: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The release folder as a remote team uploads it: the build, without source maps.
    const build = path.join(REPO_ROOT, REMOTE, 'dist');
    version = builtVersion(build);
    cdnRoot = await mkdtemp(path.join(os.tmpdir(), 'ux-cdn-'));
    fs.cpSync(build, path.join(cdnRoot, 'persona', version), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    cdn = await startStaticServer(cdnRoot);
    // A site whose own build of the persona editor is not deployed: the CDN serves it.
    staticRoot = staticRootWithout(REMOTE);
    site = await startSite({ env: { STATIC_ROOT: staticRoot } });
    await releaseCommand(
      'release',
      [REMOTE, '--base-url', `${cdn.origin}/persona/${version}/`],
      site.dataDir,
    );
  });
  test.afterAll(async () => {
    await site?.stop();
    await cdn?.stop();
    for (const folder of [cdnRoot, staticRoot]) {
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('loads under the CSP and a signed-in user saves in it', async ({ page }) => {
    const remotes = await (await fetch(`${site.url}/remotes.json`)).json();
    expect(remotes.mf_ux_persona).toEqual({
      entry: `${cdn.origin}/persona/${version}/mf-manifest.json`,
      version,
      // The description uploaded beside the manifest, which the registry keeps.
      editor: expect.objectContaining({ remote: 'mf_ux_persona', route: 'uxpersonas' }),
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    await acceptCookies(page);
    await signUpThroughApi(page, newCredentials(), site.url);
    await page.goto(`${site.url}/projects`);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const project = await (await page.request.post(`${site.url}/api/projects`, { headers })).json();

    await page.goto(`${site.url}/project/PROJECT_${idOf(project.SK)}`);
    await page
      .getByRole('region', { name: 'User Personas' })
      .getByRole('button', { name: 'Create New: User Personas', exact: true })
      .click();
    await expect(page).toHaveURL(/\/uxpersonas\/PROJECT_[^/]+\/UXPERS_[^/]+$/);
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Remote Rita');
    await page.getByLabel('Biography', { exact: true }).fill('Served from another origin.');
    // A lazily loaded part of the remote.
    await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose photo' });
    await picker.getByRole('button', { name: 'Preset photo 2', exact: true }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();
    await expect(page.getByText('Unsaved*')).toBeHidden();

    // The editor's code and styles came from the other origin, and nothing was refused.
    expect(cdn.requests).toContain(`/persona/${version}/remoteEntry.js`);
    expect(cdn.requests.some((p) => /\/assets\/PhotoPickerDialog-.*\.js$/.test(p))).toBe(true);
    expect(cdn.requests.some((p) => p.endsWith('.css'))).toBe(true);
    expect(refused).toEqual([]);

    await page.reload();
    await expect(name).toHaveValue('Remote Rita');
    await expect(page.getByLabel('Biography', { exact: true })).toHaveValue(
      'Served from another origin.',
    );
    await expect(page.getByRole('img', { name: 'Photo of Remote Rita' })).toHaveAttribute(
      'src',
      /\/api\/images\//,
    );
  });
});
