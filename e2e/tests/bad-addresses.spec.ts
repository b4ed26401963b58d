import { acceptCookies, expect, test } from '../support/fixtures.ts';

/**
 * Issue H6 item 9: an address with a broken percent-encoding (typed, or cut off by a mail
 * client) shows the site's own page, not the server's raw JSON 400.
 */
test.describe('an address with a broken percent-encoding', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('an unknown one shows Not Found inside the site chrome', async ({ page }) => {
    const response = await page.goto('/garbage%%');
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByText('statusCode')).toBeHidden();
  });

  test("a project page's shows the site: a guest is sent home", async ({ page }) => {
    const response = await page.goto('/project/garbage%%');
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test("a project page's shows the site to a signed-in user too", async ({ page, signedIn }) => {
    const response = await page.goto('/project/garbage%%');
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: signedIn.email }),
    ).toBeVisible();
    // The project page's own answer to a key it cannot read.
    await expect(
      page.getByRole('main').getByText('This address does not name a project.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your projects' })).toBeVisible();
  });
});
