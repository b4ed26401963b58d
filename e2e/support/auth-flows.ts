import type { Page } from '@playwright/test';
import { type Credentials, expect, latestResetLink } from './fixtures.ts';

/** The auth modal, whichever step it shows. */
export function authDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Opens the modal from the header's 'Sign Up' (desktop width). */
export async function openAuthModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
}

/** Opens the modal at its login step. */
export async function openLogin(page: Page) {
  await openAuthModal(page);
  await authDialog(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login to existing account' })).toBeVisible();
}

/** Signs in through the modal as a person would, and waits for the signed-in header. */
export async function signInThroughModal(page: Page, { email, password }: Credentials) {
  await openLogin(page);
  const dialog = authDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedInAs(page, email);
}

/** Signs up through the modal, both steps, and waits for the signed-in header. */
export async function signUpThroughModal(page: Page, { email, password }: Credentials) {
  await openAuthModal(page);
  const dialog = authDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Repeat password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAs(page, email);
}

export async function expectSignedInAs(page: Page, email: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: email })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Up' })).toBeHidden();
}

/** 'Exit' from the username menu; the header offers 'Sign Up' again. */
export async function signOutFromHeader(page: Page, email: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Exit' }).click();
  await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
}

/** An account made through the API without signing this browser in. */
export async function createAccount(page: Page, { email, password }: Credentials) {
  const response = await page.request.post('/api/auth/sign-up', {
    data: { username: email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The server mails the reset link without awaiting it, so wait for it to land (and, after
 * a second request, for a link other than `previous`).
 */
export async function waitForResetLink(
  dataDir: string,
  email: string,
  previous = '',
): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        try {
          link = latestResetLink(dataDir, email);
        } catch {
          link = '';
        }
        return link !== '' && link !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}
