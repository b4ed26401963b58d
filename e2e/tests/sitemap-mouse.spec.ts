import type { Page } from '@playwright/test';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import {
  diagramBox,
  expectTree,
  outline,
  outlineRow,
  SAMPLE_OUTLINE,
  statusLine,
} from '../support/sitemap.ts';

/*
 * The sitemap by mouse (issue H6 item 5): a page added with 'Add child page' or a box's
 * '+' opens for its title, so what is typed next names it; 'Outline as text' opens empty
 * for adding (the sitemap as text is beside it to copy), adds only what was typed, and
 * asks before 'Replace the sitemap'.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/sitemap');
  await expectTree(page, SAMPLE_OUTLINE);
});

const titleInput = (page: Page) => outline(page).getByRole('textbox', { name: 'Page title' });

test("'Add child page' opens the new page for its title: typing names it, Escape ends", async ({
  page,
}) => {
  await outlineRow(page, 'Contact').click();
  await page.getByRole('button', { name: 'Add child page' }).click();
  await expect(titleInput(page)).toBeFocused();
  await page.keyboard.type('Support form');
  await page.keyboard.press('Escape');
  await expectTree(page, SAMPLE_OUTLINE.replace('  Contact', '  Contact\n    Support form'));
  await expect(page.getByText('Untitled page')).toHaveCount(0);
});

test("a box's '+' opens the new page for its title, under or beside it", async ({ page }) => {
  await diagramBox(page, 'Post').click();
  await page.getByRole('button', { name: 'Add a page under Post' }).click();
  await expect(titleInput(page)).toBeFocused();
  await page.keyboard.type('Comments');
  await page.keyboard.press('Escape');
  await diagramBox(page, 'Blog').click();
  await page.getByRole('button', { name: 'Add a page beside Blog' }).click();
  await expect(titleInput(page)).toBeFocused();
  await page.keyboard.type('Careers');
  await page.keyboard.press('Escape');
  await expectTree(
    page,
    SAMPLE_OUTLINE.replace('    Post', '    Post\n      Comments').replace(
      '  Contact',
      '  Careers\n  Contact',
    ),
  );
  await expect(page.getByText('Untitled page')).toHaveCount(0);
});

test("'Outline as text' opens empty and adds only what was typed", async ({ page }) => {
  await outlineRow(page, 'Blog').click();
  await page.getByRole('button', { name: 'Outline as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outline as text' });
  const text = dialog.getByRole('textbox', { name: 'Pages to add' });
  await expect(text).toHaveValue('');
  await expect(text).toBeFocused();
  // The sitemap as it is, to copy: shown apart, never added by mistake.
  await dialog.locator('summary', { hasText: 'The sitemap as text' }).click();
  await expect(dialog.getByRole('textbox', { name: 'The sitemap as text' })).toHaveValue(
    /^Home \[\/\]\n {2}About \[\/about\]\n/,
  );
  await text.fill('Guides\n  Setup');
  await dialog.getByRole('button', { name: 'Add under “Blog”' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusLine(page)).toHaveText('Added 2 pages from the outline');
  await expectTree(page, SAMPLE_OUTLINE.replace('    Post', '    Post\n    Guides\n      Setup'));
});

test("'Replace the sitemap' asks first; Cancel changes nothing", async ({ page }) => {
  await page.getByRole('button', { name: 'Outline as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outline as text' });
  await dialog.getByRole('textbox', { name: 'Pages to add' }).fill('Start\n  Only page');
  await dialog.getByRole('button', { name: 'Replace the sitemap' }).click();
  const question = page.getByRole('alertdialog', { name: 'Replace the whole sitemap?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('9 pages');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Pages to add' })).toHaveValue(
    'Start\n  Only page',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expectTree(page, SAMPLE_OUTLINE);

  await page.getByRole('button', { name: 'Outline as text' }).click();
  await dialog.getByRole('textbox', { name: 'Pages to add' }).fill('Start\n  Only page');
  await dialog.getByRole('button', { name: 'Replace the sitemap' }).click();
  await question.getByRole('button', { name: 'Replace the sitemap' }).click();
  await expect(dialog).toBeHidden();
  await expectTree(page, 'Start\n  Only page');
});
