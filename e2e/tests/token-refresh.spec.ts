import {
  acceptCookies,
  expect,
  newCredentials,
  signUpThroughApi,
  test,
} from '../support/fixtures.ts';
import { type Site, startSite } from '../support/site.ts';

const TTL_SECONDS = 4;

test.describe('an access token that expires mid-session', () => {
  let site: Site;

  test.beforeAll(async () => {
    site = await startSite({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });
  });
  test.afterAll(async () => site?.stop());

  test('the next action still succeeds, through exactly one refresh', async ({ page }) => {
    await acceptCookies(page);
    await signUpThroughApi(page, newCredentials(), site.url);
    await page.goto(`${site.url}/projects`);
    await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();

    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh-tokens')) refreshes.push(request.url());
    });
    const expired = page.waitForResponse(
      (response) => response.url().endsWith('/api/projects') && response.status() === 401,
    );
    await page.waitForTimeout((TTL_SECONDS + 1) * 1000);

    // The token is now expired: creating a project answers 401 'jwt expired' first.
    await page.getByRole('button', { name: 'Create new project' }).click();
    expect(await (await expired).json()).toMatchObject({ message: 'jwt expired' });
    await expect(page).toHaveURL(/\/project\/PROJECT_/);
    await expect(page.getByRole('textbox', { name: 'Project name', exact: true })).toHaveValue(
      'Project name',
    );
    expect(refreshes).toHaveLength(1);
    // Still signed in: the header shows the account menu, not Sign Up.
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeHidden();
  });
});
