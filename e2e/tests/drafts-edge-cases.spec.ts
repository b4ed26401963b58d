import type { Locator, Page } from '@playwright/test';
import { createItemThroughApi, draftOffer, expectDraftStored } from '../support/drafts.ts';
import { mapField } from '../support/empathy-map.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { gradientPng } from '../support/ux-persona-files.ts';

/*
 * Drafts at their edges (issue 16): a draft made from a version someone has saved over
 * since, a persona's photo chosen but not uploaded, and a browser that cannot keep drafts
 * at all, where the leave guard asks instead.
 */

test.beforeEach(async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  await acceptCookies(page);
});

test('a draft of an older version says so, and its Save asks before replacing the newer one', async ({
  page,
  context,
}) => {
  const path = await createItemThroughApi(page, 'empathyMap');
  const tabA = page;
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto(path);
    await expect(mapField(tab, 'Says')).toBeEditable();
  }
  // A edits version 1 and leaves it unsaved; B saves version 2 meanwhile.
  await mapField(tabA, 'Says').fill('From tab A, never saved');
  await expectDraftStored(tabA);
  // A is still open: its work is its own, so B is offered nothing.
  await tabB.reload();
  await expect(mapField(tabB, 'Says')).toBeEditable();
  await expect(draftOffer(tabB)).toHaveCount(0);
  await mapField(tabB, 'Says').fill('Saved from tab B');
  await tabB.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tabB.getByText('Saved Successfully')).toBeVisible();

  await tabA.reload();
  const offer = draftOffer(tabA);
  await expect(offer).toContainText(
    'These changes were made to an older version; someone has saved it since.',
  );
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(mapField(tabA, 'Says')).toHaveValue('From tab A, never saved');
  // Restored as an edit of version 1: Save meets the concurrent-edit question first.
  await tabA.getByRole('button', { name: 'Save', exact: true }).click();
  const question = tabA.getByRole('alertdialog', { name: 'Changed in another tab' });
  await question.getByRole('button', { name: 'Overwrite' }).click();
  await expect(tabA.getByText('Saved Successfully')).toBeVisible();

  await tabB.reload();
  await expect(mapField(tabB, 'Says')).toHaveValue('From tab A, never saved');
  await expect(draftOffer(tabB)).toHaveCount(0);
});

async function expectPhotoLoaded(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("a persona's chosen photo that was not uploaded yet survives a reload", async ({ page }) => {
  await page.goto(await createItemThroughApi(page, 'uxPersona'));
  await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose photo' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Upload Image', exact: true }).click(),
  ]);
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
  const photo = page.getByRole('img', { name: 'Photo of Persona name' });
  await expectPhotoLoaded(photo);
  await expectDraftStored(page);

  await page.reload();
  await draftOffer(page).getByRole('button', { name: 'Restore unsaved changes' }).click();
  // The file itself came back from this device: shown as before, not uploaded yet.
  await expectPhotoLoaded(photo);
  await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/api\/images\//);

  await page.reload();
  await expectPhotoLoaded(photo);
  await expect(photo).toHaveAttribute('src', /\/api\/images\//);
  await expect(draftOffer(page)).toHaveCount(0);
});

/** Hides IndexedDB from the page, as a private mode or a storage setting may. */
async function withoutStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  });
}

test('without storage for drafts, leaving unsaved work asks first, in the app and on unload', async ({
  page,
}) => {
  await withoutStorage(page);
  await page.goto(await createItemThroughApi(page, 'empathyMap'));
  await mapField(page, 'Feels').fill('Not kept anywhere');
  await expect(page.locator('.ui-editor')).toHaveAttribute('data-draft-state', 'failed');

  await page.getByRole('link', { name: /^← / }).click();
  const guard = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(guard).toContainText('could not be kept on this device');
  await guard.getByRole('button', { name: 'Stay' }).click();
  await expect(mapField(page, 'Feels')).toHaveValue('Not kept anywhere');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the canvas, which has no save, keeps what was drawn and offers it back', async ({ page }) => {
  await page.goto('/testsitemap');
  const status = page.getByRole('status').filter({ hasText: /shapes?, \d+ arrows?/ });
  await expect(status).toHaveText(/^3 shapes, 0 arrows\./);
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  await page.getByRole('button', { name: 'Add circle' }).click();
  await expect(status).toHaveText(/^5 shapes, 0 arrows\./);
  await expect(page.locator('[data-draft-state]')).toHaveAttribute('data-draft-state', 'stored');

  await page.reload();
  const offer = draftOffer(page);
  await expect(offer).toContainText('This diagram has changes that were not saved');
  await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(status).toHaveText(/^5 shapes, 0 arrows\./);
  await expect(page.locator('[data-draft-state]')).toHaveAttribute('data-draft-state', 'stored');

  // Discarded, the next opening is the prototype's diagram again, and asks nothing.
  await page.reload();
  await draftOffer(page).getByRole('button', { name: 'Discard' }).click();
  await expect(draftOffer(page)).toBeHidden();
  await expect(status).toHaveText(/^3 shapes, 0 arrows\./);
  await page.reload();
  await expect(status).toHaveText(/^3 shapes, 0 arrows\./);
  await expect(page.locator('[data-draft-state]')).toHaveAttribute('data-draft-state', 'clean');
  await expect(draftOffer(page)).toHaveCount(0);
});

/** How many drafts this browser keeps for the item at `path` (read from IndexedDB). */
function storedDrafts(page: Page, path: string): Promise<number> {
  const [, , pk, sk] = path.split('/');
  const key = `empathyMap|${pk!.replace('_', '#')}|${sk!.replace('_', '#')}`;
  return page.evaluate(
    (draftKey) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ux-artefacts-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('drafts')
            .objectStore('drafts')
            .index('key')
            .count(draftKey);
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    key,
  );
}

test("deleting an item clears its drafts, this tab's and a closed tab's", async ({
  page,
  context,
}) => {
  const path = await createItemThroughApi(page, 'empathyMap');
  const closed = await context.newPage();
  await closed.goto(path);
  await mapField(closed, 'Says').fill('Left in a closed tab');
  await expectDraftStored(closed);
  await closed.close();

  await page.goto(path);
  await draftOffer(page).getByRole('button', { name: 'Restore unsaved changes' }).click();
  await mapField(page, 'Thinks').fill('And more here');
  await expectDraftStored(page);
  expect(await storedDrafts(page, path)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/project\/PROJECT_/);
  await expect.poll(() => storedDrafts(page, path)).toBe(0);
});
