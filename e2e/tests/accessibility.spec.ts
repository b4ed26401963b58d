import { authDialog, openAuthModal } from '../support/auth-flows.ts';
import { expectNoViolations } from '../support/axe.ts';
import { workspaceDescriptions } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';

// Every editor of the workspace, as it describes itself: its route, whether it has a slider.
const editors = await workspaceDescriptions();

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  test('the landing page as a guest, cookie banner showing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expectNoViolations(page, 'the guest landing page');
  });

  test('the auth modal at each of its steps', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await openAuthModal(page);
    await expectNoViolations(page, 'Create your account');

    const dialog = authDialog(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
    // With a validation message showing, as a person typing a weak password sees it.
    await dialog.getByLabel('Password', { exact: true }).fill('weak');
    await dialog.getByLabel('Repeat password', { exact: true }).fill('other');
    await dialog.getByLabel('Repeat password', { exact: true }).blur();
    await expectNoViolations(page, 'the password step');

    await page.keyboard.press('Escape');
    await openAuthModal(page);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login to existing account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('One or more fields are empty.')).toBeVisible();
    await expectNoViolations(page, 'Login to existing account');

    await dialog.getByRole('button', { name: 'Forgot password' }).click();
    await expect(page.getByRole('dialog', { name: 'Restore your password' })).toBeVisible();
    await expectNoViolations(page, 'Restore your password');
  });

  test('the signed-in pages and their dialogs', async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
    await createProjectThroughApi(page, {
      name: 'Checkout research',
      description: 'Interviews with shoppers who left a full basket behind.',
    });
    const project = await createProjectThroughApi(page, { name: 'Onboarding' });

    await page.goto('/projects');
    await expect(page.getByRole('link', { name: /^Open project / })).toHaveCount(2);
    await expectNoViolations(page, '/projects');

    await page.getByRole('button', { name: 'Edit project Onboarding' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit project' })).toBeVisible();
    await expectNoViolations(page, 'the edit-project dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete project Onboarding' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Are you sure you want to delete project?' }),
    ).toBeVisible();
    await expectNoViolations(page, 'the delete confirm dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/project/${project.SK.replace('#', '_')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
    // A slider for each listed editor that stores items, each empty.
    const sliders = editors.filter((editor) => editor.listed && editor.items !== null);
    await expect(page.getByText('Items were not found')).toHaveCount(sliders.length);
    await expectNoViolations(page, 'the project page');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expectNoViolations(page, '/profile');
  });

  test('the restore password page with a token', async ({ page }) => {
    await acceptCookies(page);
    await page.goto(
      '/passwordReset?token=0123456789abcdef&userPK=USER%2300000000-0000-4000-8000-000000000000',
    );
    await expect(page.getByRole('heading', { name: 'Restore password' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '/passwordReset');
  });

  test('the Not Found page', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expectNoViolations(page, 'the Not Found page');
  });

  test('the UI kit page', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/testuikit');
    await expect(page.getByRole('heading', { name: 'UI kit' })).toBeVisible();
    await expectNoViolations(page, '/testuikit');
  });

  test('the hamburger menu open at 800 px', async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expectNoViolations(page, 'the open hamburger menu');
  });

  for (const route of editors.map((editor) => `/${editor.route}`)) {
    test(`the editor at ${route} as a guest`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('This editor could not be loaded')).toBeHidden();
      await expectNoViolations(page, `the editor at ${route}`);
    });
  }
});
