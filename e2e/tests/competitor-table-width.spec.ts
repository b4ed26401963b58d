import type { Page } from '@playwright/test';
import { competitorHeaders, criteriaNames, grid } from '../support/competitor-analysis.ts';
import { createItemThroughApi } from '../support/drafts.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/*
 * The competitor table on narrow screens (issue H6 item 8): the page stays within the
 * screen, the table scrolls in its own frame, and its '+ criterion' and rows' '×' stay in
 * view and usable however many criteria it has.
 */

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.beforeEach(async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  await acceptCookies(page);
});

async function openWithCriteria(page: Page, criteria: number) {
  const path = await createItemThroughApi(page, 'competitorAnalysis');
  await page.goto(path);
  await expect(competitorHeaders(page)).toHaveCount(3);
  const add = page.getByRole('button', { name: 'Add criterion' });
  for (let count = 3; count < criteria; count++) await add.click();
  await expect.poll(async () => (await criteriaNames(page)).length).toBe(criteria);
}

test('at 390 px the page does not scroll sideways, however wide the table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithCriteria(page, 8);
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  // The table itself scrolls, in its own frame.
  const frame = await grid(page).evaluate((table) => {
    const scroller = table.closest('.ca-scroller')!;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  await expect(page.getByRole('button', { name: 'Add criterion' })).toBeInViewport({ ratio: 1 });
});

test("at 1400 px with many criteria '+ criterion' and each row's '×' stay in view and work", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openWithCriteria(page, 4);
  const add = page.getByRole('button', { name: 'Add criterion' });
  await expect(add).toBeInViewport({ ratio: 1 });
  for (const name of ['Competitor 1', 'Competitor 2', 'Competitor 3']) {
    await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeInViewport({
      ratio: 1,
    });
  }
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(1400);
  // Usable without scrolling anything first: six criteria, then a row removed.
  await add.click();
  await add.click();
  await expect.poll(async () => (await criteriaNames(page)).length).toBe(6);
  await expect(add).toBeInViewport({ ratio: 1 });
  const remove = page.getByRole('button', { name: 'Remove Competitor 2' });
  await expect(remove).toBeInViewport({ ratio: 1 });
  await remove.click();
  await expect(competitorHeaders(page)).toHaveText(['Competitor 1', 'Competitor 3']);
});
