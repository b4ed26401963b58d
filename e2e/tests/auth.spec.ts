import {
  authDialog,
  createAccount,
  expectSignedInAs,
  openAuthModal,
  openLogin,
  signInThroughModal,
  signOutFromHeader,
} from '../support/auth-flows.ts';
import { acceptCookies, expect, newCredentials, test } from '../support/fixtures.ts';

const POLICY =
  'password should contain at least one upper case letter, one lower case letter and number or special character';

test.describe('the auth modal', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
  });

  test('a guest signs up, is signed in after the reload, exits and logs in again', async ({
    page,
  }) => {
    const { email, password } = newCredentials();
    await openAuthModal(page);
    const dialog = authDialog(page);

    // Create your account: the email field has the focus.
    const emailField = dialog.getByRole('textbox', { name: 'Email' });
    await expect(emailField).toBeFocused();
    await emailField.fill('not-an-email');
    // Nobody is told off while typing; Continue reveals the problem and is then disabled.
    await expect(dialog.getByText('wrong email pattern')).toBeHidden();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    await expect(dialog.getByText('wrong email pattern', { exact: true })).toBeVisible();
    await expect(continueButton).toBeDisabled();
    // Fixing the email clears the message at once.
    await emailField.fill(email);
    await expect(dialog.getByText('wrong email pattern')).toBeHidden();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    // Password step: the email read-only, the password focused, with a show/hide toggle.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).not.toBeEditable();
    const passwordField = dialog.getByLabel('Password', { exact: true });
    const repeatField = dialog.getByLabel('Repeat password', { exact: true });
    await expect(passwordField).toBeFocused();
    await passwordField.fill('weakpassword');
    await expect(passwordField).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(passwordField).toHaveAttribute('type', 'text');

    const createButton = dialog.getByRole('button', { name: 'Create account' });
    await createButton.click();
    await expect(dialog.getByText(POLICY)).toBeVisible();
    await expect(createButton).toBeDisabled();

    await passwordField.fill(password);
    await expect(dialog.getByText(POLICY)).toBeHidden();
    await repeatField.fill(`${password}!`);
    await repeatField.blur();
    await expect(dialog.getByText('Passwords are not the same.')).toBeVisible();
    await repeatField.fill(password);
    await expect(dialog.getByText('Passwords are not the same.')).toBeHidden();
    await createButton.click();

    // Signed in automatically; the page reloaded into the signed-in header.
    await expectSignedInAs(page, email);
    await expect(page.getByRole('dialog')).toBeHidden();

    await signOutFromHeader(page, email);
    await signInThroughModal(page, { email, password });
  });

  test('login shows empty-field and server messages', async ({ page }) => {
    const credentials = newCredentials();
    await createAccount(page, credentials);

    await openLogin(page);
    const dialog = authDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    const loginButton = dialog.getByRole('button', { name: 'Login', exact: true });
    await loginButton.click();
    await expect(dialog.getByText('One or more fields are empty.')).toBeVisible();
    await expect(loginButton).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await expect(dialog.getByText('One or more fields are empty.')).toBeHidden();
    await loginButton.click();
    // The server's message, as returned, in red under the form.
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password');

    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    await expect(dialog.getByText('Wrong email or password')).toBeHidden();
    await loginButton.click();
    await expectSignedInAs(page, credentials.email);
  });

  test('Escape and a click outside close the modal; it reopens at the first step', async ({
    page,
  }) => {
    await openLogin(page);
    await authDialog(page).getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await openAuthModal(page);
    await expect(authDialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue('');

    // Forgot password leads to restore; a click on the backdrop closes, and it starts over.
    await authDialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    await authDialog(page).getByRole('button', { name: 'Forgot password' }).click();
    await expect(page.getByRole('dialog', { name: 'Restore your password' })).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
    await openAuthModal(page);

    // "Doesn't have account? Sign Up" goes back from login to the first step.
    await authDialog(page).getByRole('button', { name: 'Login', exact: true }).click();
    await authDialog(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    // No external provider button until Google sign-in is configured (F7).
    await expect(authDialog(page).getByText('Sign in with Google')).toHaveCount(0);
  });
});
