import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EDITOR_REMOTES } from '../../shared-contracts/src/remotes.ts';
import { expectNoViolations } from '../support/axe.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { REPO_ROOT, type Site, startSite } from '../support/site.ts';

const REMOTE_FOLDERS = EDITOR_REMOTES.map((remote) => remote.folder);
const MISSING = 'mf-empathy-map';

/**
 * A static root like the repository's, with the shell and every built remote except one:
 * the state of a site whose empathy-map release went missing.
 */
async function staticRootWithout(missing: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ux-static-'));
  for (const folder of ['shell', ...REMOTE_FOLDERS.filter((name) => name !== missing)]) {
    const source = path.join(REPO_ROOT, folder);
    if (fs.existsSync(source)) fs.symlinkSync(source, path.join(root, folder));
  }
  return root;
}

test.describe('a remote whose files are missing', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite({ env: { STATIC_ROOT: await staticRootWithout(MISSING) } });
  });
  test.afterAll(async () => site?.stop());

  test('its route shows the error panel and everything else keeps working', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(`${site.url}/empathymap`);
    const panel = page.getByRole('alert').filter({ hasText: 'This editor could not be loaded' });
    await expect(panel).toBeVisible();
    await expectNoViolations(page, 'the editor error panel');
    // The header still works, and so does a retry (which fails the same way, politely).
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel).toBeVisible();

    // Other routes, reached through the shell's own navigation.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel).toBeHidden();
    // The other editors load as usual.
    for (const route of ['/competitoranalysis', '/uxpersonas', '/testsitemap']) {
      await page.goto(`${site.url}${route}`);
      await page.waitForLoadState('networkidle');
      await expect(panel).toBeHidden();
    }
  });

  test('a signed-in user keeps the projects list while the editor is missing', async ({ page }) => {
    await acceptCookies(page);
    await signUpThroughApi(page, newCredentials(), site.url);
    await page.goto(`${site.url}/empathymap`);
    await expect(page.getByText('This editor could not be loaded')).toBeVisible();
    await page.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  });
});
