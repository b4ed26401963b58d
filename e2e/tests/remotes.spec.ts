import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoViolations } from '../support/axe.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { builtVersion } from '../support/releases.ts';
import { REPO_ROOT, type Site, startSite } from '../support/site.ts';

const MISSING = 'mf-empathy-map';
const GONE = '0.1.0+00000000';

/**
 * A release folder whose registry names a current empathy-map release that is not on
 * disk (deleted by hand, a half-restored backup): the state of a site whose release went
 * missing. The registry has already taken in the repository's build, so the server does
 * not publish it over the missing one at start-up.
 */
async function releasesWithMissingRemote(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ux-releases-'));
  const registry = {
    remotes: {
      mf_empathy_map: {
        current: GONE,
        lastBuild: builtVersion(path.join(REPO_ROOT, MISSING, 'dist')),
        releases: [{ version: GONE, commit: 'unknown', publishedAt: new Date().toISOString() }],
      },
    },
  };
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  return dir;
}

test.describe('a remote whose files are missing', () => {
  let site: Site;
  let releases: string;

  test.beforeAll(async () => {
    releases = await releasesWithMissingRemote();
    site = await startSite({ env: { RELEASES_DIR: releases } });
  });
  test.afterAll(async () => {
    await site?.stop();
    if (releases) fs.rmSync(releases, { recursive: true, force: true });
  });

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
