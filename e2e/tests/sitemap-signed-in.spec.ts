/**
 * The sitemap editor signed in (issue G5a): created from its landing card in a chosen
 * project, a three-level tree built by keyboard in the outline and by mouse in the
 * diagram, saved and read back after a reload, shown with its thumbnail in the project
 * page's Sitemaps slider, deleted; and undo to the start and redo to the end.
 */
import { createItemThroughApi } from '../support/drafts.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';
import { diagram, diagramBox, expectTree, outlineRow } from '../support/sitemap.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.beforeEach(async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@');
  await acceptCookies(page);
});

/** Drags one box onto another with the mouse, in steps as a hand would. */
async function dragBox(page: import('@playwright/test').Page, from: string, onto: string) {
  // In the middle of the window: the sticky header must not cover what the mouse presses.
  await diagram(page).evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const start = (await diagramBox(page, from).boundingBox())!;
  const end = (await diagramBox(page, onto).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('create from the landing card, build three levels by keys and by mouse, save, reload, see it in the project, delete', async ({
  page,
}) => {
  test.slow();
  const project = await createProjectThroughApi(page, { name: 'Shop relaunch' });
  await page.goto('/');
  // The landing's signed-in part (which opens 'Choose project') is a chunk of its own; a
  // click on a card in the moment it replaces the first paint was lost once in 25 runs
  // (the press and the release landed on two different buttons), so it has loaded first.
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Create Sitemaps', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose project' })
    .getByRole('button', { name: /^Shop relaunch/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/sitemap/PROJECT_${idOf(project.SK)}/SITEMAP_${UUID}$`));
  await expect(page.getByRole('link', { name: '← Shop relaunch' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Sitemap');
  await expectTree(page, 'Home');

  // The keyboard, in the outline: Enter on the home page adds its first page, named in
  // place; Enter again adds the next; Tab puts it under the one above.
  await outlineRow(page, 'Home').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Products');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Product A');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Product B');
  await page.keyboard.press('Escape');
  await expectTree(page, ['Home', '  Products', '    Product A', '    Product B'].join('\n'));

  // The mouse, in the diagram: add under Home and under the new page, name them in the
  // details, add one beside, and drag it onto Products.
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await diagramBox(page, 'Home').click();
  await page.getByRole('button', { name: 'Add a page under Home' }).click();
  await title.fill('About');
  await page.getByRole('button', { name: 'Add a page under About' }).click();
  await title.fill('Team');
  await diagramBox(page, 'About').click();
  await page.getByRole('button', { name: 'Add a page beside About' }).click();
  await title.fill('Contact');
  await page.getByRole('button', { name: 'Fit to view' }).click();
  await dragBox(page, 'Contact', 'Products');
  const built = [
    'Home',
    '  Products',
    '    Product A',
    '    Product B',
    '    Contact',
    '  About',
    '    Team',
  ].join('\n');
  await expectTree(page, built);
  await expect(page.locator('.sm-status')).toHaveText('Moved Contact under Products');

  await page.getByRole('textbox', { name: 'Name' }).fill('Shop map');
  await expect(page.getByText('Unsaved*')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
  const side = page.getByRole('complementary').filter({ hasText: 'Sitemaps' }).last();
  await expect(side.getByRole('link', { name: 'Shop map' }).locator('img')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Shop map');
  await expectTree(page, built);
  await expect(page.getByText('Unsaved*')).toHaveCount(0);

  // The project page's Sitemaps slider, with the thumbnail taken on save.
  await page.getByRole('link', { name: '← Shop relaunch' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
  const sitemaps = page.getByRole('region', { name: 'Sitemaps' });
  const card = sitemaps.getByRole('link', { name: /^Open Shop map/ });
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  const loaded = await card
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBeGreaterThan(100);

  // Delete: confirm naming the sitemap, land on the project page, the slider is empty.
  await card.click();
  await expectTree(page, built);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete? Shop map');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
  await expect(sitemaps.getByText('Items were not found')).toBeVisible();
});

test('undo to the start and redo to the end, one step per structural edit and per typing', async ({
  page,
}) => {
  await page.goto(await createItemThroughApi(page, 'sitemap'));
  await expectTree(page, 'Home');
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toHaveAttribute('aria-disabled', 'true');

  // Six steps: add, typing, add, typing, indent (in the outline), fold (in the diagram).
  await outlineRow(page, 'Home').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Alpha');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Beta');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await diagram(page).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  const end = ['Home', '  Alpha'].join('\n');
  await expectTree(page, end);
  await expect(diagramBox(page, 'Alpha')).toContainText('+1 page');

  const states = [
    end,
    ['Home', '  Alpha', '    Beta'].join('\n'),
    ['Home', '  Alpha', '  Beta'].join('\n'),
    ['Home', '  Alpha', '  Untitled page'].join('\n'),
    ['Home', '  Alpha'].join('\n'),
    ['Home', '  Untitled page'].join('\n'),
    'Home',
  ];
  for (const state of states.slice(1)) {
    await page.keyboard.press('Control+z');
    await expectTree(page, state);
  }
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
  for (const state of states.slice(0, -1).reverse()) {
    await redo.click();
    await expectTree(page, state);
  }
  await expect(redo).toHaveAttribute('aria-disabled', 'true');
  await expect(diagramBox(page, 'Alpha')).toContainText('+1 page');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await page.reload();
  await expectTree(page, end);
  await outlineRow(page, 'Alpha').click();
  await page.keyboard.press('ArrowRight');
  await expectTree(page, ['Home', '  Alpha', '    Beta'].join('\n'));
});
