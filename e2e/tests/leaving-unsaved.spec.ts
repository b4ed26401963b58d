import type { Dialog, Page } from '@playwright/test';
import { guestEditorPath } from 'editor-kit/routes';
import { empathyMapEditor } from '../../shared-contracts/src/editors/empathy-map/description.ts';
import {
  competitorHeaders,
  competitorRow,
  criteriaNames,
  rowValues,
} from '../support/competitor-analysis.ts';
import { createItemThroughApi, DRAFT_EDITORS, draftOffer } from '../support/drafts.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/*
 * Leaving an editor with unsaved work (issue H6 item 3): the browser asks before the tab
 * is closed or reloaded while 'Unsaved*' shows; work typed just before the tab closes is
 * offered back in the next tab; Ctrl/Cmd+S saves (a guest is told how to save instead of
 * getting the browser's 'Save page as').
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** Closes the tab as a person does, running its beforeunload; resolves to the question asked, if any. */
async function closeTab(page: Page, answer: 'stay' | 'leave'): Promise<Dialog | null> {
  let asked: Dialog | null = null;
  page.on('dialog', (dialog) => {
    asked = dialog;
    void (answer === 'leave' ? dialog.accept() : dialog.dismiss());
  });
  const closed = page.waitForEvent('close').then(() => true);
  await page.close({ runBeforeUnload: true });
  if (answer === 'leave') await closed;
  else await expect.poll(() => asked !== null).toBe(true);
  return asked;
}

const saved = (page: Page) => page.getByText('Saved Successfully');

for (const editor of DRAFT_EDITORS) {
  test.describe(`leaving the ${editor.name}`, () => {
    test('closing the tab with unsaved work asks first; Stay keeps the page and its work', async ({
      page,
      signedIn,
    }) => {
      expect(signedIn.email).toContain('@');
      const path = await createItemThroughApi(page, editor.type);
      await page.goto(path);
      await editor.opened(page);
      await editor.edit(page, 'Work before closing');
      await expect(page.getByText('Unsaved*')).toBeVisible();
      const asked = await closeTab(page, 'stay');
      expect(asked!.type()).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);
      await editor.expectEdit(page, 'Work before closing');
    });

    test('a change typed half a second before the tab closes is offered in the next tab', async ({
      page,
      context,
      signedIn,
    }) => {
      expect(signedIn.email).toContain('@');
      const path = await createItemThroughApi(page, editor.type);
      await page.goto(path);
      await editor.opened(page);
      await editor.edit(page, 'Typed just before closing');
      await page.waitForTimeout(500);
      await closeTab(page, 'leave');

      const reopened = await context.newPage();
      await reopened.goto(path);
      const offer = draftOffer(reopened);
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await editor.expectEdit(reopened, 'Typed just before closing');
    });

    test('Ctrl+S saves, and then the tab closes without a question', async ({ page, signedIn }) => {
      expect(signedIn.email).toContain('@');
      const path = await createItemThroughApi(page, editor.type);
      await page.goto(path);
      await editor.opened(page);
      await editor.edit(page, 'Saved by the keyboard');
      await expect(page.getByText('Unsaved*')).toBeVisible();
      await page.keyboard.press('Control+s');
      await expect(saved(page)).toBeVisible();
      await expect(page.getByText('Unsaved*')).toHaveCount(0);
      const asked = await closeTab(page, 'leave');
      expect(asked).toBeNull();
    });
  });
}

test('Meta+S saves too, from inside a field', async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  const path = await createItemThroughApi(page, 'empathyMap');
  await page.goto(path);
  const says = page.getByLabel('Says', { exact: true });
  await says.fill('Cmd+S on a Mac');
  await says.press('Meta+s');
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Says', { exact: true })).toHaveValue('Cmd+S on a Mac');
});

test('a guest pressing Ctrl+S is told how to save, and the browser does not save the page', async ({
  page,
}) => {
  await page.goto(guestEditorPath(empathyMapEditor));
  const says = page.getByLabel('Says', { exact: true });
  await says.fill('Guest work');
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        window.addEventListener('keydown', (event) => {
          if (event.key === 's') resolve(event.defaultPrevented);
        });
      }),
  );
  await says.press('Control+s');
  expect(await prevented).toBe(true);
  await expect(page.getByText('Sign up or log in to save your work')).toBeVisible();
  // Nothing unsaved to ask about for a guest: the work is kept on this device.
  const asked = await closeTab(page, 'leave');
  expect(asked).toBeNull();
});

test('Ctrl+S in a table cell being typed in saves what it holds', async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  const path = await createItemThroughApi(page, 'competitorAnalysis');
  await page.goto(path);
  await expect(competitorHeaders(page)).toHaveCount(3);
  const [column] = await criteriaNames(page);
  await competitorRow(page, 'Competitor 1').getByRole('gridcell').nth(1).click();
  const field = page.getByRole('textbox', { name: `${column} for Competitor 1` });
  await field.fill('Typed, not yet committed');
  await field.press('Control+s');
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect
    .poll(async () => (await rowValues(page, 'Competitor 1'))[0])
    .toBe('Typed, not yet committed');
});
