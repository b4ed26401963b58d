import { guestEditorPath } from 'editor-kit/routes';
import { competitorAnalysisEditor } from '../../shared-contracts/src/editors/competitor-analysis/description.ts';
import { createItemThroughApi, expectDraftStored } from '../support/drafts.ts';
import { mapField } from '../support/empathy-map.ts';
import { exportAs, exportJpeg, isJpeg } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/*
 * Saving without a connection (issue H6 item 6): the editor says the connection is lost
 * (not a 3-second 'Error has happened during saving'), keeps the work on this device and
 * saves it when the connection returns, or at once with Retry. Export needs no server.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const notice = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'The connection is lost' });

test('a save offline waits for the connection and saves when it returns', async ({
  page,
  context,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  const path = await createItemThroughApi(page, 'empathyMap');
  await page.goto(path);
  await mapField(page, 'Says').fill('Typed on a train');
  await expectDraftStored(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('Your changes are kept on this device');
  await expect(page.getByText('Error has happened during saving')).toHaveCount(0);
  // Still there after the toasts' 3 seconds: it lasts until the work is saved.
  await page.waitForTimeout(3500);
  await expect(notice(page)).toBeVisible();
  await expect(page.getByText('Unsaved*')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
  await page.reload();
  await expect(mapField(page, 'Says')).toHaveValue('Typed on a train');
});

test('Try again saves at once once the connection is back', async ({ page, context, signedIn }) => {
  expect(signedIn.email).toContain('@');
  const path = await createItemThroughApi(page, 'empathyMap');
  await page.goto(path);
  await mapField(page, 'Says').fill('Retried by hand');
  await context.setOffline(true);
  await page.keyboard.press('Control+s');
  await expect(notice(page)).toBeVisible();
  // Still offline: Try again tries and keeps waiting.
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(notice(page)).toBeVisible();
  await expect(page.getByText('Saved Successfully')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await page.reload();
  await expect(mapField(page, 'Says')).toHaveValue('Retried by hand');
});

test('export works offline in JPEG, PNG and PDF', async ({ page, context }) => {
  await page.goto(guestEditorPath(competitorAnalysisEditor));
  await expect(page.getByRole('rowheader', { name: 'QuickBite' })).toBeVisible();
  // The editor fetches its export code once it has settled (a few seconds after it opens),
  // so a connection lost later does not take export with it.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/pdf-document-/.test(entry.name)),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const jpeg = await exportJpeg(page);
  expect(isJpeg(jpeg.bytes)).toBe(true);
  const png = await exportAs(page, 'PNG');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  const pdf = await exportAs(page, 'PDF');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(/could not|Error/)).toHaveCount(0);
});
