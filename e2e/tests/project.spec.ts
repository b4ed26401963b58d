import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SLIDERS = ['User Personas', 'Empathy Maps', 'Competitor Analysis', 'Sitemaps'];

test.describe('project page', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('validates, refuses to save while invalid, and saves', async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Fresh project' });
    await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
    const name = page.getByLabel('Project name');
    const description = page.getByLabel('Description');
    await expect(name).toHaveValue('Fresh project');

    await name.fill('ab');
    await expect(page.getByText('Name must be at least 3 characters.')).toBeVisible();
    // The fields stop at their limits (issue H6), so the too-long messages cannot come up
    // by typing: the name's is shown by a name too short instead.
    await name.fill('n'.repeat(100));
    await expect(name).toHaveValue('n'.repeat(99));
    await expect(page.getByText('99 / 99', { exact: true })).toBeVisible();
    await description.fill('d'.repeat(500));
    await expect(description).toHaveValue('d'.repeat(499));
    await expect(page.getByText('499 / 499', { exact: true })).toBeVisible();
    await name.fill('ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Cannot save project')).toBeVisible();

    await name.fill('Checkout research');
    await description.fill('Why people leave');
    // Enter is blocked in the description (spec §5).
    await description.press('Enter');
    await expect(description).toHaveValue('Why people leave');
    await expect(page.getByText(/Name must be/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project Saved Successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Project name')).toHaveValue('Checkout research');
    await expect(page.getByLabel('Description')).toHaveValue('Why people leave');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout research' })).toBeVisible();
  });

  test("an old link with a raw '#' opens the same project", async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Hash link project' });
    await page.goto(`/project/PROJECT#${idOf(project.SK)}`);
    await expect(page.getByLabel('Project name')).toHaveValue('Hash link project');
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
  });

  test('empty sliders say so; Create New makes an item and opens it', async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Slider project' });
    await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
    for (const slider of SLIDERS) {
      await expect(
        page.getByRole('region', { name: slider }).getByText('Items were not found'),
      ).toBeVisible();
    }

    const empathyMaps = page.getByRole('region', { name: 'Empathy Maps' });
    await empathyMaps.getByRole('button', { name: 'Create New: Empathy Maps' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/empathymap/PROJECT_${idOf(project.SK)}/EMPMAP_${UUID}$`),
    );
    await page.goBack();
    await expect(empathyMaps.getByRole('link', { name: /^Open / })).toHaveCount(1);
    await expect(empathyMaps.getByText('Items were not found')).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'User Personas' }).getByText('Items were not found'),
    ).toBeVisible();
  });

  test('unsaved details: a link or Back asks first; Stay keeps them, Leave goes', async ({
    page,
  }) => {
    await createProjectThroughApi(page, { name: 'Guarded details' });
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Open project Guarded details' }).click();
    const projectUrl = page.url();
    const name = page.getByLabel('Project name');
    await expect(name).toHaveValue('Guarded details');
    await name.fill('Renamed, not saved');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    // Back, in the app: the page stays, and so does its address, until the answer.
    await page.goBack();
    await expect(question).toContainText('have not been saved');
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(name).toHaveValue('Renamed, not saved');
    expect(page.url()).toBe(projectUrl);

    // A link of the header: the same question.
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Renamed, not saved');

    await page.goBack();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('unsaved details: Forward asks too', async ({ page }) => {
    await createProjectThroughApi(page, { name: 'Forward case' });
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Open project Forward case' }).click();
    const projectUrl = page.url();
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goBack();
    const name = page.getByLabel('Project name');
    await name.fill('Forward, not saved');
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    await page.goForward();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Forward, not saved');
    expect(page.url()).toBe(projectUrl);
    await page.goForward();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
  });

  test('an address that names no project says so', async ({ page }) => {
    await page.goto('/project/PROJECT_00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Error occurred while retrieving project data')).toBeVisible();
  });
});
