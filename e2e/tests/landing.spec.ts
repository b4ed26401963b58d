import fs from 'node:fs';
import path from 'node:path';
import { PLANNED_EDITORS } from '../../shared-contracts/src/editors/planned.ts';
import { workspaceDescriptions } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';
import { REPO_ROOT } from '../support/site.ts';

const HEADLINE = 'Create UX stuff easy and completely free';
// The cards come from the editors' descriptions: each listed editor of the workspace has
// one to create with, each planned editor no workspace editor stands for a disabled one.
const editors = await workspaceDescriptions();
const FEATURES = editors.filter((editor) => editor.listed).map((editor) => editor.words.en.title);
const PLANNED = PLANNED_EDITORS.filter(
  (planned) => !editors.some((editor) => editor.type === planned.type),
).map((planned) => planned.words.en.title);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Until the empathy-map remote is built, its routes show the shell's error panel. */
const empathyRemoteBuilt = fs.existsSync(path.join(REPO_ROOT, 'mf-empathy-map', 'dist'));

test.describe('landing page, as a guest', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
  });

  test('shows the headline, a card for each editor and the planned ones', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    for (const name of FEATURES) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Create ${name}`, exact: true })).toBeEnabled();
    }
    for (const name of PLANNED) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      const create = page.getByRole('button', { name: `Create ${name}: coming soon` });
      await expect(create).toBeDisabled();
      await expect(create).toHaveText('Coming soon');
    }
    const support = page.getByRole('link', { name: /Support the project/ });
    await expect(support).toHaveAttribute('href', /^https:\/\//);
    await expect(support).toHaveAttribute('target', '_blank');
  });

  test('a feature create opens its editor on sample data', async ({ page }) => {
    await page.getByRole('button', { name: 'Create Empathy Maps', exact: true }).click();
    await expect(page).toHaveURL(/\/empathymap$/);
    await expect(page.getByRole('heading', { name: HEADLINE })).toBeHidden();
    if (!empathyRemoteBuilt) {
      await expect(page.getByText('This editor could not be loaded')).toBeVisible();
    }
  });

  test('Create Blank Project asks the guest to sign in', async ({ page }) => {
    await page.getByRole('button', { name: 'Create Blank Project' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the landing page loads no query library: it comes with the pages and editors using it', async ({
  page,
}) => {
  // The shell provides react-query to the editors without loading it when a page starts
  // (tooling/federation.ts, SHARED_ON_DEMAND); this is the message its useQueryClient throws.
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  const withQueryLibrary = loaded.filter(({ body }) => body.includes('No QueryClient set'));
  expect(withQueryLibrary.map(({ url }) => new URL(url).pathname)).toEqual([]);
});

test.describe('landing page, signed in', () => {
  // Requesting `signedIn` signs a fresh user in for each test.
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('Create Blank Project creates a project and opens it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create Blank Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${UUID}$`));
    await expect(page.getByLabel('Project name', { exact: true })).toHaveValue('Project name');
  });

  test('a feature create asks for the project and creates the item there', async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Landing research' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Create Empathy Maps', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose project' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Landing research/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/empathymap/PROJECT_${idOf(project.SK)}/EMPMAP_${UUID}$`),
    );
    await expect(dialog).toBeHidden();
  });

  test('with no projects, "Create new project" makes one and carries on', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create User Personas', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose project' });
    await dialog.getByRole('button', { name: 'Create new project' }).click();
    await expect(page).toHaveURL(new RegExp(`/uxpersonas/PROJECT_${UUID}/UXPERS_${UUID}$`));
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: /^Open project / })).toHaveCount(1);
  });
});
