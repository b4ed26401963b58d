import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { REPO_ROOT, type Site, startSite } from '../support/site.ts';

const run = promisify(execFile);
const REMOTE = 'mf-empathy-map';
const OTHER_FOLDERS = ['shell', 'mf-competitor-analysis', 'mf-ux-persona', 'mf-canvas'];

/**
 * Architecture §1, §3: a new build of one remote goes live by replacing its folder,
 * without rebuilding or restarting the shell, the server or the other remotes. The site
 * here serves a static root of its own: links to the repository's shell and other
 * remotes, and a copy of this remote's build that the test then replaces.
 */
test.describe('publishing a new empathy map build', () => {
  let site: Site;
  let root: string;

  test.beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ux-release-'));
    for (const folder of OTHER_FOLDERS) {
      const source = path.join(REPO_ROOT, folder);
      if (fs.existsSync(source)) fs.symlinkSync(source, path.join(root, folder));
    }
    fs.cpSync(path.join(REPO_ROOT, REMOTE, 'dist'), path.join(root, REMOTE, 'dist'), {
      recursive: true,
    });
    site = await startSite({ env: { STATIC_ROOT: root } });
  });
  test.afterAll(async () => {
    await site?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  test('shows on the next page load, with nothing else rebuilt or restarted', async ({ page }) => {
    // Building on a busy machine takes a while.
    test.setTimeout(240_000);
    await acceptCookies(page);
    await page.goto(`${site.url}/empathymap`);
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    await expect(page.getByText(/^Release /)).toHaveCount(0);
    const shellIndex = await (await fetch(`${site.url}/`)).text();

    // A release build of this package only, labelled so the page shows which one runs.
    const label = `e2e-${Date.now()}`;
    const staging = path.join(root, REMOTE, 'dist.next');
    await run('pnpm', ['exec', 'vite', 'build', '--outDir', staging, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, REMOTE),
      env: { ...process.env, VITE_EMPATHY_MAP_RELEASE: label },
    });
    await run('node', [path.join(REPO_ROOT, 'tooling', 'precompress.mjs'), staging]);
    // Publishing: the new folder takes the old one's place.
    const live = path.join(root, REMOTE, 'dist');
    fs.renameSync(live, path.join(root, REMOTE, 'dist.old'));
    fs.renameSync(staging, live);

    // The page already open keeps the build it loaded; the next load gets the new one.
    await expect(page.getByText(/^Release /)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(`Release ${label}`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    // The same server, never restarted, still serves the same shell document.
    expect(await (await fetch(`${site.url}/`)).text()).toBe(shellIndex);
    expect((await fetch(`${site.url}/api/health`)).ok).toBe(true);
  });
});
