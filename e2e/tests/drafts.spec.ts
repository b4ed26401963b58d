import { guestEditorPath } from 'editor-kit/routes';
import { expectNoViolations } from '../support/axe.ts';
import {
  createItemThroughApi,
  DRAFT_EDITORS,
  draftOffer,
  expectDraftStored,
} from '../support/drafts.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/*
 * Drafts that survive anything (issue 16): unsaved work in every editor is kept on this
 * device as it is typed and offered back after a reload or a closed tab, signed in or as
 * a guest. Nothing is applied or thrown away without 'Restore unsaved changes' or
 * 'Discard'. The expired sign-in is in drafts-expiry.spec.ts; an older version, the
 * persona's photo and a browser without storage in drafts-edge-cases.spec.ts; a new
 * release of the editor in release-open-tab.spec.ts.
 */

const saved = (page: import('@playwright/test').Page) => page.getByText('Saved Successfully');

for (const editor of DRAFT_EDITORS) {
  test.describe(`unsaved work in the ${editor.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
    });

    test('survives a plain reload; Restore brings it back exactly, and Save clears it', async ({
      page,
      signedIn,
    }) => {
      // Two reloads, an axe scan and a save with its thumbnail: over 30 s on a busy 2-core
      // machine (3 of 6 runs hit the 30 s test timeout at load average 10-12).
      test.slow();
      expect(signedIn.email).toContain('@');
      const path = await createItemThroughApi(page, editor.type);
      await page.goto(path);
      await editor.opened(page);
      await editor.edit(page, 'Reloaded work');
      // Each change is written at once; a reload within the few milliseconds a write takes
      // would lose that last change (Chromium drops writes started while a page unloads).
      await expectDraftStored(page);
      await page.reload();

      const offer = draftOffer(page);
      await expect(offer).toBeVisible();
      await expect(offer).toContainText(`This ${editor.name} has changes that were not saved`);
      await expect(offer).not.toContainText('older version');
      await expect(offer.getByRole('button', { name: 'Restore unsaved changes' })).toBeFocused();
      await expectNoViolations(page, `the draft offer in the ${editor.name}`);
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await expect(offer).toBeHidden();
      await editor.expectEdit(page, 'Reloaded work');
      await expect(page.getByText('Unsaved*')).toBeVisible();

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(saved(page)).toBeVisible();
      await page.reload();
      await editor.opened(page);
      await editor.expectEdit(page, 'Reloaded work');
      await expect(draftOffer(page)).toHaveCount(0);
      await expect(page.getByText('Unsaved*')).toHaveCount(0);
    });

    test('survives a closed tab; Discard shows the saved copy and nothing is offered again', async ({
      page,
      context,
      signedIn,
    }) => {
      expect(signedIn.email).toContain('@');
      const path = await createItemThroughApi(page, editor.type);
      await page.goto(path);
      await editor.opened(page);
      await editor.edit(page, 'Closed-tab work');
      await expectDraftStored(page);
      await page.close();

      const reopened = await context.newPage();
      await reopened.goto(path);
      const offer = draftOffer(reopened);
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Discard' }).click();
      await expect(offer).toBeHidden();
      await editor.expectNoEdit(reopened, 'Closed-tab work');
      await expect(reopened.getByText('Unsaved*')).toHaveCount(0);

      await reopened.reload();
      await editor.opened(reopened);
      await expect(draftOffer(reopened)).toHaveCount(0);
      await editor.expectNoEdit(reopened, 'Closed-tab work');
    });

    test("survives a reload for a guest, who is offered the guest's draft", async ({ page }) => {
      await page.goto(guestEditorPath(editor));
      await editor.opened(page);
      await editor.edit(page, 'Guest work');
      await expectDraftStored(page);
      await page.reload();
      const offer = draftOffer(page);
      await expect(offer).toBeVisible();
      // Escape chooses what drops nothing: the draft comes back.
      await page.keyboard.press('Escape');
      await expect(offer).toBeHidden();
      await editor.expectEdit(page, 'Guest work');
    });

    test('survives a closed tab for a guest, who is offered it in the next tab', async ({
      page,
      context,
    }) => {
      await page.goto(guestEditorPath(editor));
      await editor.opened(page);
      await editor.edit(page, 'Guest closed-tab work');
      await expectDraftStored(page);
      await page.close();

      const reopened = await context.newPage();
      await reopened.goto(guestEditorPath(editor));
      const offer = draftOffer(reopened);
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await expect(offer).toBeHidden();
      await editor.expectEdit(reopened, 'Guest closed-tab work');
    });
  });
}
