import { expectNoViolations } from '../support/axe.ts';
import { editorOf } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { type ReleasableSite, startReleasableSite } from '../support/remote-releases.ts';

const empathyMap = await editorOf({ remote: 'mf_empathy_map' });
const uxPersona = await editorOf({ remote: 'mf_ux_persona' });

/**
 * A tab keeps the release it opened with; when the shell learns of a newer one it offers
 * to reload, and the reload runs the new release. Every test gets a site of its own,
 * since each publishes releases; it keeps two per remote, the fewest a site may keep.
 */
test.describe('an open editor when a new release is published', () => {
  let site: ReleasableSite;

  test.beforeEach(async ({ page }) => {
    site = await startReleasableSite({ keep: 2 });
    await acceptCookies(page);
  });
  test.afterEach(async () => site?.stop());

  test('notices it on focus, keeps working, and Reload runs the new release', async ({ page }) => {
    // Page time the test can move on: the shell looks at most every so often.
    await page.clock.install();
    const running = (await site.currentRelease(empathyMap)).version;
    await page.goto(`${site.url}/empathymap`);
    const says = page.getByRole('textbox', { name: 'Says' });
    await expect(says).toBeVisible();
    await expect(page.locator(`[data-remote="mf_empathy_map"]`)).toHaveAttribute(
      'data-release',
      running,
    );
    await says.click();

    const next = await site.publishRelease(empathyMap);
    // The user comes back to the tab a minute later.
    await page.clock.fastForward('01:00');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    const notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of this editor is available' });
    await expect(notice).toBeVisible();
    // Not in the way: the focus stays where it was and the editor still works, on the
    // release it opened with.
    await expect(says).toBeFocused();
    await page.keyboard.type('Still typing');
    await expect(says).toHaveValue('Still typing');
    await expect(page.locator(`[data-release="${running}"]`)).toBeVisible();
    await expectNoViolations(page, 'the new-release notice');

    // Reachable from the keyboard; a plain reload (the kit's drafts keep unsaved work).
    page.once('dialog', (dialog) => dialog.accept());
    const reload = notice.getByRole('button', { name: 'Reload' });
    await reload.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-remote="mf_empathy_map"]`)).toHaveAttribute(
      'data-release',
      next,
    );
    await expect(page.getByRole('textbox', { name: 'Says' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a lazy part that cannot be fetched after a release offers Reload', async ({ page }) => {
    const running = (await site.currentRelease(uxPersona)).version;
    await page.goto(`${site.url}/uxpersonas`);
    const choosePhoto = page.getByRole('button', { name: 'Choose photo', exact: true });
    await expect(choosePhoto).toBeVisible();

    // Two releases later the open tab's release has been pruned, and its chunks with it.
    await site.publishRelease(uxPersona);
    const next = await site.publishRelease(uxPersona);
    await choosePhoto.click();

    const panel = page
      .getByRole('alert')
      .filter({ hasText: 'A new version of this editor is available' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`Editor release ${running}`);
    await panel.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator(`[data-remote="mf_ux_persona"]`)).toHaveAttribute(
      'data-release',
      next,
    );
    await choosePhoto.click();
    await expect(page.getByRole('dialog', { name: 'Choose photo' })).toBeVisible();
  });
});
