import { acceptCookies, expect, test } from '../support/fixtures.ts';

test.describe('site chrome', () => {
  test('the cookie banner stays hidden after Accept, across reloads', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByText(
      'We use cookies to ensure you get the best experience on our website.',
    );
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('an unknown route shows Not Found inside the site chrome', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new page starts at the top; Back returns to where the page was left', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    const create = page.getByRole('button', { name: 'Create Empathy Maps' });
    await create.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await create.click();
    await expect(page).toHaveURL(/\/empathymap$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(create).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('a guest is sent home from every signed-in-only route', async ({ page }) => {
    await acceptCookies(page);
    for (const route of [
      '/projects',
      '/profile',
      '/project/PROJECT_00000000-0000-4000-8000-000000000000',
      '/uxpersonas/PROJECT_00000000-0000-4000-8000-000000000000/UXPERS_00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/$/);
    }
  });

  test('at 800 px the header is a hamburger menu', async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    // The desktop Sign Up button is inside the menu now.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('signed in, the hamburger menu offers Projects, My Profile and Exit', async ({
    page,
    signedIn,
  }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(signedIn.email)).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  });

  test('the UI kit page shows the design system', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/testuikit');
    await expect(page.getByRole('heading', { name: 'UI kit' })).toBeVisible();
  });
});
