import type { Locator, Page } from '@playwright/test';
import { guestEditorPath } from 'editor-kit/routes';
import { competitorAnalysisEditor } from '../../shared-contracts/src/editors/competitor-analysis/description.ts';
import { empathyMapEditor } from '../../shared-contracts/src/editors/empathy-map/description.ts';
import { sitemapEditor } from '../../shared-contracts/src/editors/sitemap/description.ts';
import { uxPersonaEditor } from '../../shared-contracts/src/editors/ux-persona/description.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';

/*
 * Limits shown as you type (issue H6 item 7): a paste far over a name's or description's
 * limit is cut at the limit as it lands, and a counter says how much is used; nothing is
 * refused later at save.
 */

const HUGE = 'x'.repeat(10_000);

/** A paste into `field`: the browser's text insertion, which `maxLength` cuts as a paste. */
async function paste(page: Page, field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

for (const editor of [uxPersonaEditor, empathyMapEditor, competitorAnalysisEditor, sitemapEditor]) {
  test(`the ${editor.type} name heading takes 99 characters of a 10,000-character paste and counts them`, async ({
    page,
  }) => {
    await page.goto(guestEditorPath(editor));
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeEditable();
    await paste(page, name, HUGE);
    await expect(name).toHaveValue('x'.repeat(99));
    await expect(page.getByText('99 / 99', { exact: true })).toBeVisible();
    await expect(page.getByText('Name should be less than 100 characters')).toHaveCount(0);
  });
}

test('the project page caps name and description with counters, and saves', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  const project = await createProjectThroughApi(page, { name: 'Limits' });
  await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
  const name = page.getByLabel('Project name');
  const description = page.getByLabel('Description');
  await expect(name).toHaveValue('Limits');
  await paste(page, name, HUGE);
  await expect(name).toHaveValue('x'.repeat(99));
  await expect(page.getByText('99 / 99', { exact: true })).toBeVisible();
  await paste(page, description, HUGE);
  await expect(description).toHaveValue('x'.repeat(499));
  await expect(page.getByText('499 / 499', { exact: true })).toBeVisible();
  await expect(page.getByText(/must be less than/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project Saved Successfully')).toBeVisible();
});

test("the projects list's edit dialog caps name and description with counters", async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await createProjectThroughApi(page, { name: 'Dialog limits' });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Edit project Dialog limits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  const name = dialog.getByLabel('Project name');
  await paste(page, name, HUGE);
  await expect(name).toHaveValue('x'.repeat(99));
  await expect(dialog.getByText('99 / 99', { exact: true })).toBeVisible();
  const description = dialog.getByLabel('Description');
  await paste(page, description, HUGE);
  await expect(description).toHaveValue('x'.repeat(499));
  await expect(dialog.getByText('499 / 499', { exact: true })).toBeVisible();
});
