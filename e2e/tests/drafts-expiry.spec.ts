import {
  createItemThroughApi,
  DRAFT_EDITORS,
  draftOffer,
  expectDraftStored,
} from '../support/drafts.ts';
import {
  acceptCookies,
  expect,
  newCredentials,
  signInThroughApi,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { type Site, startSite } from '../support/site.ts';

/*
 * Drafts survive an expired sign-in (issue 16): the access token runs out while unsaved
 * work is open and the refresh fails (the sign-in is gone from this browser), so the next
 * request removes the token and reloads the page signed out (spec §4). After signing in
 * again and reopening the item, 'Restore unsaved changes' brings the work back.
 */

const TTL_SECONDS = 3;

test.describe('unsaved work across an expired sign-in', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });
  });
  test.afterAll(async () => site?.stop());

  for (const editor of DRAFT_EDITORS) {
    test(`in the ${editor.name}`, async ({ page, context }) => {
      await acceptCookies(page);
      const credentials = newCredentials();
      await signUpThroughApi(page, credentials, site.url);
      // This site's tokens last 3 s, less than a sign-up and a page load take on a busy
      // machine: the setup signs in again and makes its item at once with that token.
      const path = await createItemThroughApi(
        page,
        editor.type,
        site.url,
        await signInThroughApi(page, credentials, site.url),
      );
      await page.goto(`${site.url}${path}`);
      await editor.opened(page);
      await editor.edit(page, 'Work from before the expiry');
      await expectDraftStored(page);

      // The sign-in ends: no refresh cookie any more, and the access token expires.
      await context.clearCookies();
      await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
      const expired = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.status() === 401,
      );
      const refused = page.waitForResponse(
        (response) => response.url().endsWith('/api/auth/refresh-tokens') && !response.ok(),
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // (Their bodies are gone with the reload that follows; the statuses say enough.)
      await Promise.all([expired, refused]);
      // The failed refresh reloads the page signed out; the editor route sends a guest home.
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await expect(page).toHaveURL(`${site.url}/`);

      const accessToken = await signInThroughApi(page, credentials, site.url);
      await page.evaluate((token) => localStorage.setItem('access_token', token), accessToken);
      await page.goto(`${site.url}${path}`);

      const offer = draftOffer(page);
      await expect(offer).toBeVisible();
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      await editor.expectEdit(page, 'Work from before the expiry');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved Successfully')).toBeVisible();
    });
  }
});
