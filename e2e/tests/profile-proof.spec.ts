import type { Page } from '@playwright/test';
import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { type Site, startSite } from '../support/site.ts';

/**
 * Issue H6 item 4: an open session alone neither changes the password nor deletes the
 * account. The page asks for the current password when its token says the sign-in is
 * older than a few minutes, and whenever the server asks for it, keeping what was typed.
 */

const NEW_PASSWORD = 'Changed-456';
const REQUIRED = 'Enter your current password to continue.';
const WRONG = 'The current password is not correct.';

async function openPasswordForm(page: Page, siteUrl = '') {
  await page.goto(`${siteUrl}/profile`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Change password' }).click();
  return {
    main,
    current: main.getByLabel('Current password', { exact: true }),
    newPassword: main.getByLabel('New password', { exact: true }),
    repeat: main.getByLabel('Repeat password', { exact: true }),
    confirm: main.getByRole('button', { name: 'Confirm' }),
  };
}

test.describe('a sign-in older than a few minutes (the page clock moved on)', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    // The token's auth_time is now ten minutes old as far as the page can tell.
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  });

  test('the password form asks for the current password up front', async ({ page, signedIn }) => {
    const form = await openPasswordForm(page);
    await expect(form.current).toBeVisible();
    await expect(form.current).toBeFocused();
    await form.newPassword.fill(NEW_PASSWORD);
    await form.repeat.fill(NEW_PASSWORD);
    await form.confirm.click();
    // Not sent without it: the field says what it needs.
    await expect(form.main.getByText(REQUIRED)).toBeVisible();

    await form.current.fill('Not-the-password-1');
    await form.confirm.click();
    await expect(form.main.getByText(WRONG)).toBeVisible();
    await expect(form.newPassword).toHaveValue(NEW_PASSWORD);
    await expect(form.repeat).toHaveValue(NEW_PASSWORD);
    await expect(form.confirm).toBeDisabled();

    await form.current.fill(signedIn.password);
    await form.confirm.click();
    await expect(page.getByText('Password Changed Successfully!')).toBeVisible();
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { username: signedIn.email, password: NEW_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
  });

  test('the delete dialog asks for it too, and a wrong one deletes nothing', async ({
    page,
    signedIn,
  }) => {
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete your account?',
    });
    await expect(dialog.getByText('By now this operation in permanent')).toBeVisible();
    const current = dialog.getByLabel('Current password', { exact: true });
    await expect(current).toBeFocused();
    await current.fill('Not-the-password-1');
    await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(dialog.getByText(WRONG)).toBeVisible();
    await expect(current).toHaveValue('Not-the-password-1');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { username: signedIn.email, password: signedIn.password },
    });
    expect(signIn.status()).toBe(200);
  });
});

test.describe('a server that takes no sign-in as proof (RECENT_SIGN_IN_SECONDS=0)', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite({ env: { RECENT_SIGN_IN_SECONDS: '0' } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("the page shows the server's refusal, asks for the password and loses nothing typed", async ({
    page,
  }) => {
    await acceptCookies(page);
    const credentials = newCredentials();
    await signUpThroughApi(page, credentials, site.url);
    // The page thinks the sign-in recent and sends the spec's { newPassword } alone.
    const form = await openPasswordForm(page, site.url);
    await expect(form.current).toBeHidden();
    await form.newPassword.fill(NEW_PASSWORD);
    await form.repeat.fill(NEW_PASSWORD);
    await form.confirm.click();
    await expect(form.main.getByText(REQUIRED)).toBeVisible();
    await expect(form.current).toBeFocused();
    await expect(form.newPassword).toHaveValue(NEW_PASSWORD);
    await expect(form.repeat).toHaveValue(NEW_PASSWORD);

    await form.current.fill(credentials.password);
    await form.confirm.click();
    await expect(page.getByText('Password Changed Successfully!')).toBeVisible();

    // Deleting: refused without the password (now NEW_PASSWORD), then done with it.
    await page.getByRole('main').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete your account?',
    });
    await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
    const current = dialog.getByLabel('Current password', { exact: true });
    await expect(dialog.getByText(REQUIRED)).toBeVisible();
    await current.fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });
});
