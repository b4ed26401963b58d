import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { releaseCommand } from '../support/releases.ts';
import { type Site, startSite } from '../support/site.ts';

const REMOTE = 'mf-empathy-map';

/**
 * Architecture §4 "Releases": `pnpm release` of one remote goes live on the next page
 * load and `pnpm rollback` brings the previous release back, with no restart and nothing
 * else rebuilt. The site has a data folder (and so a release registry) of its own.
 */
test.describe('releasing and rolling back an editor', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite();
  });
  test.afterAll(async () => site?.stop());

  test('pnpm release shows on the next page load, pnpm rollback brings the old one back', async ({
    page,
  }) => {
    // Building and testing the remote on a busy machine takes a while.
    test.setTimeout(300_000);
    const remotes = async () =>
      (
        (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<
          string,
          { version: string; entry: string }
        >
      ).mf_empathy_map!;
    await acceptCookies(page);
    await page.goto(`${site.url}/empathymap`);
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    await expect(page.getByText(/^Release /)).toHaveCount(0);
    const first = await remotes();
    const shellIndex = await (await fetch(`${site.url}/`)).text();

    // A release of this remote only, labelled so the page shows which one runs.
    const label = `e2e-${Date.now()}`;
    const printed = await releaseCommand('release', [REMOTE], site.dataDir, {
      VITE_RELEASE_LABEL: label,
    });
    for (const step of [
      /build .* s {2}0\.1\.0\+\w{8} \(commit /,
      /contract .* ok/,
      /tests .* passed/,
    ]) {
      expect(printed).toMatch(step);
    }
    const released = await remotes();
    expect(released.version).not.toBe(first.version);
    expect(released.entry).toBe(`/remotes/${REMOTE}/${released.version}/mf-manifest.json`);

    // The open page keeps the release it loaded, whose files are still served.
    await expect(page.getByText(/^Release /)).toHaveCount(0);
    expect((await fetch(new URL(first.entry, site.url))).ok).toBe(true);
    await page.reload();
    await expect(page.getByText(`Release ${label}`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();

    await releaseCommand('rollback', [REMOTE], site.dataDir);
    expect(await remotes()).toEqual(first);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    await expect(page.getByText(/^Release /)).toHaveCount(0);

    const listed = await releaseCommand('releases', [], site.dataDir);
    // Each remote under the label its description gives it.
    expect(listed).toMatch(/^Empathy map: mf_empathy_map \(mf-empathy-map\)$/m);
    expect(listed).toContain(`* ${first.version}`);
    expect(listed).toContain(`  ${released.version}`);
    // The same server, never restarted, still serves the same shell document.
    expect(await (await fetch(`${site.url}/`)).text()).toBe(shellIndex);
  });
});
