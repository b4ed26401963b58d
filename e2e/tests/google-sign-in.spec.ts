import { randomUUID } from 'node:crypto';
import { authDialog, expectSignedInAs, openAuthModal } from '../support/auth-flows.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { type OidcPeer, startOidcProvider } from '../support/peers.ts';
import { type Site, startSite } from '../support/site.ts';

/**
 * Google sign-in against a real OpenID provider (oauth2-mock-server, which approves at
 * once). The provider lives at `localhost` and the site at `127.0.0.1`: two different
 * sites, so the browser treats the provider's redirect back as the cross-site return it
 * is in production.
 */
test.describe('signing in with Google', () => {
  let provider: OidcPeer;
  let site: Site;

  test.beforeAll(async () => {
    provider = await startOidcProvider();
    site = await startSite({ env: provider.env() });
  });
  test.afterAll(async () => {
    await site?.stop();
    await provider?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('the modal button signs a new person in; the profile says google, with no password change', async ({
    page,
  }) => {
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;
    provider.signInAs({ sub: `sub-${randomUUID()}`, email, email_verified: true });
    await page.goto(site.url);
    await openAuthModal(page);
    await expect(authDialog(page).getByText('OR', { exact: true })).toBeVisible();
    await authDialog(page).getByRole('button', { name: 'Sign in with Google' }).click();

    // Through the provider and back to /, then signed in after a reload.
    await expectSignedInAs(page, email);
    await expect(page).toHaveURL(`${site.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(main.getByText('Logged in via')).toBeVisible();
    await expect(main.getByText('google', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Change password' })).toHaveCount(0);
    await expect(
      main.getByText('Your password is managed by your sign-in provider.'),
    ).toBeVisible();

    // The session survives a reload as any other (refresh cookie and stored token).
    await page.reload();
    await expect(main.getByText('google', { exact: true })).toBeVisible();
  });

  test('a refused sign-in is explained on the landing page, and nobody is signed in', async ({
    page,
  }) => {
    provider.signInAs({ sub: `sub-${randomUUID()}`, email: 'unverified@example.com' });
    await page.goto(site.url);
    await openAuthModal(page);
    await authDialog(page).getByRole('button', { name: 'Sign in with Google' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Google sign-in did not work');
    await expect(alert).toContainText(
      'The email address of your Google account is not verified, so it cannot sign in here.',
    );
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('a return whose sign-in was not started in this browser is refused readably', async ({
    page,
  }) => {
    await page.goto(`${site.url}/?code=made-up&state=made-up`);
    await expect(page.getByRole('alert')).toContainText(
      'This Google sign-in has expired. Please start it again.',
    );
    await expect(page).toHaveURL(`${site.url}/`);
  });
});
