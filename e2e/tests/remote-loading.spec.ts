import { REMOTE_LOAD_TIMEOUT_MS } from '../../shell/src/remotes/load-deadline.ts';
import { expectNoViolations } from '../support/axe.ts';
import { editorOf } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { type ReleasableSite, startReleasableSite } from '../support/remote-releases.ts';

const empathyMap = await editorOf({ remote: 'mf_empathy_map' });

/**
 * How the shell loads an editor whose release misbehaves: it never answers, it throws,
 * or it needs more of the shared packages than the shell has. Every test gets a site of
 * its own, since each changes the empathy map's release.
 */
test.describe('loading an editor whose release misbehaves', () => {
  let site: ReleasableSite;

  test.beforeEach(async ({ page }) => {
    site = await startReleasableSite();
    await acceptCookies(page);
  });
  test.afterEach(async () => site?.stop());

  test('a manifest that never answers shows the panel within the timeout', async ({ page }) => {
    // The site's start and the deadline itself come on top of the usual budget.
    test.setTimeout(60_000);
    // The current release is now one on a peer that accepts connections and never answers.
    const held = await site.holdManifest(empathyMap);
    const { version } = await site.currentRelease(empathyMap);
    await page.goto(`${site.url}/empathymap`);
    await held.requested;
    await expect(page.getByRole('status', { name: 'Loading the editor…' })).toBeVisible();

    const panel = page.getByRole('alert').filter({ hasText: 'This editor could not be loaded' });
    // The deadline, plus room for a busy machine to draw the panel.
    await expect(panel).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 5_000 });
    await expect(panel).toContainText('The editor did not answer in time.');
    await expect(panel).toContainText(`Editor release ${version}`);
    await expect(page.getByRole('status', { name: 'Loading the editor…' })).toHaveCount(0);

    // Once the peer answers, 'Try again' loads the editor from it.
    held.stopHolding();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
  });

  test('an entry that throws recovers with Try again once fixed, without a reload', async ({
    page,
  }) => {
    await site.breakEntry(empathyMap);
    await page.goto(`${site.url}/empathymap`);
    const panel = page.getByRole('alert').filter({ hasText: 'This editor could not be loaded' });
    await expect(panel).toBeVisible();
    // Survives only as long as this document does.
    await page.evaluate(() => {
      (window as { e2eSamePage?: boolean }).e2eSamePage = true;
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await site.fixEntry(empathyMap);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Says' }).fill('Works again');
    await expect(page.getByRole('textbox', { name: 'Says' })).toHaveValue('Works again');
    expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    expect(navigations).toEqual([]);
  });

  test('a release needing a newer shared package says so instead of crashing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const { required, provided } = await site.requireNewerShared(empathyMap, 'shared-ui');
    const { version, entry } = await site.currentRelease(empathyMap);
    await page.goto(`${site.url}/empathymap`);

    const panel = page.getByRole('alert');
    await expect(
      panel.getByRole('heading', { name: 'This editor needs a newer version of the site' }),
    ).toBeVisible();
    await expect(panel).toContainText(
      'The Empathy map editor was built for newer shared parts than this site provides:',
    );
    await expect(panel.getByRole('listitem')).toHaveText(
      `shared-ui: needs ${required}, the site provides ${provided}`,
    );
    await expect(panel).toContainText('The site needs an update. Reload the page later');
    await expect(panel).toContainText(`Editor release ${version}`);
    await expect(page.getByRole('textbox', { name: 'Says' })).toHaveCount(0);
    await expectNoViolations(page, 'the version-skew panel');
    // Logged with the remote, its release and where it came from.
    expect(errors.join('\n')).toContain(
      `Remote mf_empathy_map failed to load (release ${version}, entry ${new URL(entry, site.url).href})`,
    );
    // The rest of the site keeps working.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
