import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EN_US_SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

test.describe('projects list', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('starts empty and creates a project', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
    await expect(page.getByText('Items list is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Create new project' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${UUID}$`));
    await page.goBack();
    await expect(page.getByRole('link', { name: /^Open project / })).toHaveCount(1);
  });

  test('orders, renames, searches and deletes projects', async ({ page }) => {
    // Created one after another, so each later one has the newer change.
    for (const name of ['Alpha research', 'Beta Shop', 'Gamma shopping']) {
      await createProjectThroughApi(page, { name, description: `About ${name}` });
      await page.waitForTimeout(5);
    }
    await page.goto('/projects');
    const openLinks = page.getByRole('link', { name: /^Open project / });
    await expect(openLinks).toHaveText(['Gamma shopping', 'Beta Shop', 'Alpha research']);
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Last change' })).toBeVisible();

    // Last change in en-US short form, e.g. "Nov 22, 2026".
    const today = EN_US_SHORT.format(new Date());
    const dates = page.getByRole('row').locator('time');
    await expect(dates).toHaveCount(3);
    for (const text of await dates.allTextContents()) {
      expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(text).toBe(today);
    }

    // Rename through the pencil; a 2-character name is refused first.
    await page.getByRole('button', { name: 'Edit project Alpha research' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    const name = dialog.getByLabel('Project name');
    await name.fill('Al');
    await expect(dialog.getByText('Name must be at least 3 characters.')).toBeVisible();
    await name.fill('Alpha renamed');
    await expect(dialog.getByText('Name must be at least 3 characters.')).toBeHidden();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project Saved Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The rename is the newest change, so that project moves to the top.
    await expect(openLinks).toHaveText(['Alpha renamed', 'Gamma shopping', 'Beta Shop']);

    // Search: case-insensitive "name contains".
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.fill('SHOP');
    await expect(openLinks).toHaveText(['Gamma shopping', 'Beta Shop']);
    await search.fill('renamed');
    await expect(openLinks).toHaveText(['Alpha renamed']);
    await search.fill('');
    await expect(openLinks).toHaveCount(3);

    // Delete: the row goes at once, before the server has even answered.
    let releaseDelete = () => {};
    const deleteHeld = new Promise<void>((resolve) => {
      releaseDelete = resolve;
    });
    await page.route('**/api/projects/**', async (route) => {
      if (route.request().method() === 'DELETE') await deleteHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Delete project Beta Shop' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete project?',
    });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: 'Open project Beta Shop' })).toBeHidden();
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.status() === 204,
    );
    releaseDelete();
    await deleted;
    await page.unroute('**/api/projects/**');
    await page.reload();
    await expect(openLinks).toHaveText(['Alpha renamed', 'Gamma shopping']);
  });

  test('a click anywhere on the row, or Enter on it, opens the project', async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Row target' });
    const route = `/project/${project.SK.replace('#', '_')}`;
    await page.goto('/projects');
    // Click on the date, far from the name link: the whole row answers.
    const date = await page.getByRole('row').locator('time').boundingBox();
    expect(date).not.toBeNull();
    await page.mouse.click(date!.x + date!.width / 2, date!.y + date!.height / 2);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await page.goBack();
    await page.getByRole('link', { name: 'Open project Row target' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  });
});
