import {
  authDialog,
  expectSignedInAs,
  openLogin,
  signOutFromHeader,
} from '../support/auth-flows.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

const POLICY =
  'password should contain at least one upper case letter, one lower case letter and number or special character';
const NEW_PASSWORD = 'Changed-456';

test.describe('the account screen', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('a password user changes the password and signs in with the new one', async ({
    page,
    signedIn,
  }) => {
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(main.getByText(signedIn.email)).toBeVisible();
    await expect(main.getByText('Logged in via')).toBeVisible();
    await expect(main.getByText('password', { exact: true })).toBeVisible();

    const newPassword = main.getByLabel('New password', { exact: true });
    const repeat = main.getByLabel('Repeat password', { exact: true });
    const confirm = main.getByRole('button', { name: 'Confirm' });
    // The fields are disabled until 'Change password' is pressed.
    await expect(newPassword).toBeDisabled();
    await expect(confirm).toBeDisabled();
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(newPassword).toBeEnabled();
    await expect(newPassword).toBeFocused();

    await newPassword.fill('weakpassword');
    await repeat.fill('weakpassword');
    // Leaving the new password for the next field shows what is wrong with it.
    await expect(main.getByText(POLICY)).toBeVisible();
    await expect(confirm).toBeDisabled();

    await newPassword.fill(NEW_PASSWORD);
    await expect(main.getByText(POLICY)).toBeHidden();
    await expect(main.getByText('Passwords are not the same.')).toBeVisible();
    await repeat.fill(NEW_PASSWORD);
    await confirm.click();
    await expect(page.getByText('Password Changed Successfully!')).toBeVisible();
    // The form is closed again, emptied.
    await expect(newPassword).toBeDisabled();
    await expect(newPassword).toHaveValue('');

    await signOutFromHeader(page, signedIn.email);

    // The old password no longer works; the new one does.
    await openLogin(page);
    const dialog = authDialog(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(signedIn.email);
    await dialog.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Wrong email or password')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expectSignedInAs(page, signedIn.email);
  });

  test('deleting the account asks first, then signs out for good', async ({ page, signedIn }) => {
    await page.goto('/profile');
    const main = page.getByRole('main');
    const deleteButton = main.getByRole('button', { name: 'Delete Account', exact: true });

    // Cancel keeps everything.
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete your account?',
    });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('By now this operation in permanent')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // The account is gone: its credentials no longer sign in.
    await openLogin(page);
    const dialog = authDialog(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(signedIn.email);
    await dialog.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Wrong email or password')).toBeVisible();
  });

  test('the profile is reachable from the username menu', async ({ page, signedIn }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: signedIn.email }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  });
});
