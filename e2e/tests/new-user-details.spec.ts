import type { Page } from '@playwright/test';
import { authDialog, signOutFromHeader } from '../support/auth-flows.ts';
import { createEmpathyMapThroughApi, mapField } from '../support/empathy-map.ts';
import { exportAs, pdfText } from '../support/export.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';
import { openInUkrainian } from '../support/ukrainian.ts';

/*
 * What a new user trips over (issue H6 item 9): the language picker shows the language in
 * use; a signed-out deep link asks for sign-in and returns to the link; the edit-conflict
 * question's primary button is the safe choice; the persona's name fits a phone; the PDF
 * is on the paper of the reader's locale; the canvas fits a 375 px phone.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('?lng=ua: the language picker says Ukrainian, and English switches back', async ({ page }) => {
  await openInUkrainian(page, '/');
  const picker = page.getByRole('banner').getByRole('combobox', { name: 'Мова' });
  await expect(picker).toHaveValue('ua');
  await expect(picker.locator('option:checked')).toHaveText('Українська');
  await picker.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue(
    'en',
  );
});

test('a signed-out deep link asks for sign-in, then lands on the link', async ({ page }) => {
  const credentials = newCredentials();
  const created = await page.request.post('/api/auth/sign-up', {
    data: { username: credentials.email, password: credentials.password },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/projects');
  // The spec's redirect to the home page stays; the login step opens there.
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Login to existing account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
});

test('closing that login step stays on the home page, and a later sign-in stays there too', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login to existing account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(authDialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(authDialog(page)).toHaveCount(0);
});

test('Exit on a signed-in-only page goes home without asking to log in again', async ({ page }) => {
  const credentials = newCredentials();
  await signUpThroughApi(page, credentials);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  await signOutFromHeader(page, credentials.email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(authDialog(page)).toHaveCount(0);
});

test('the edit-conflict question makes Keep editing the primary button', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page, newCredentials());
  const project = await createProjectThroughApi(page, { name: 'Conflict' });
  const mapPath = await createEmpathyMapThroughApi(page, project.SK);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(mapPath);
    await expect(mapField(tab, 'Says')).toBeEditable();
  }
  await mapField(page, 'Says').fill('First');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await mapField(other, 'Says').fill('Second');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  const question = other.getByRole('alertdialog', { name: 'Changed in another tab' });
  await expect(question).toBeVisible();
  const keep = question.getByRole('button', { name: 'Keep editing' });
  await expect(keep).toHaveClass(/ui-button--primary/);
  await expect(keep).toBeFocused();
  await expect(question.getByRole('button', { name: 'Overwrite' })).not.toHaveClass(
    /ui-button--primary/,
  );
  await expect(question.getByRole('button', { name: 'Load saved version' })).not.toHaveClass(
    /ui-button--primary/,
  );
});

test('on a 390 px phone the persona name field shows the whole name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/uxpersonas');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Olena Kovalenko-Shevchuk');
  await expect(name).toBeInViewport({ ratio: 1 });
  const fits = await name.evaluate((input) => input.scrollWidth <= input.clientWidth);
  expect(fits).toBe(true);
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
});

test('the canvas page at 375 px has no horizontal page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/testsitemap');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(375);
});

const A4 = [595.28, 841.89];
const LETTER = [612, 792];

for (const { locale, paper, label } of [
  { locale: 'en-US', paper: LETTER, label: 'Letter' },
  { locale: 'de-DE', paper: A4, label: 'A4' },
  { locale: 'uk-UA', paper: A4, label: 'A4' },
]) {
  test.describe(`a reader in ${locale}`, () => {
    test.use({ locale });
    test(`gets the PDF on ${label} paper, the picture fitted`, async ({ page }) => {
      await page.goto('/empathymap');
      await mapField(page, 'Says').fill('Paper size');
      const { bytes } = await exportAs(page, 'PDF');
      const { size, text } = await pdfText(bytes);
      const [short, long] = [...size].sort((a, b) => a - b);
      expect(short).toBeCloseTo(paper[0]!, 1);
      expect(long).toBeCloseTo(paper[1]!, 1);
      expect(text).toContain('Paper size');
    });
  });
}
