import {
  authDialog,
  expectSignedInAs,
  openAuthModal,
  signOutFromHeader,
  signUpThroughModal,
} from '../support/auth-flows.ts';
import { acceptCookies, expect, newCredentials, test } from '../support/fixtures.ts';
import { type Site, startSite } from '../support/site.ts';

/**
 * Issue H6 item 1: the site opened by another address than its configured one. PUBLIC_URL
 * is left to its default, `http://localhost:<port>`, and the browser opens the site at
 * `http://127.0.0.1:<port>` (as someone who typed the address would, or a LAN address):
 * sign-up, its automatic sign-in, sign-out and login all work, since a page of the site
 * is same-origin with the API whatever address it was opened by.
 */
test.describe('the site opened by another address than PUBLIC_URL', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite({ env: { PUBLIC_URL: '' } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('signs up, signs in automatically, exits and logs in again', async ({ page }) => {
    expect(new URL(site.url).hostname).toBe('127.0.0.1');
    await acceptCookies(page);
    await page.goto(site.url);
    const { email, password } = newCredentials();

    await signUpThroughModal(page, { email, password });
    const dialog = authDialog(page);
    await expect(page.getByRole('dialog')).toBeHidden();

    await signOutFromHeader(page, email);
    await openAuthModal(page);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expectSignedInAs(page, email);
    // The session lives on: a reload refreshes nothing away, and the account screen opens.
    await page.goto(`${site.url}/profile`);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
  });
});
