/**
 * Customer journey maps (issue H4): the guest's sample and its exports (decoded, the
 * PDF's text read), Mermaid text in; signed in, a map built for a persona of the project
 * by keyboard and mouse (stages added, named and reordered, lanes filled, the emotion
 * curve dragged and keyed, a pain point pulled from the persona's empathy map), undo and
 * redo, saved, read back after a reload, shown in the project page with its thumbnail,
 * 'Persona removed' once the persona is deleted, and deleted.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations } from '../support/axe.ts';
import { exportAs, exportJpeg, isJpeg, pdfText } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';
import { expectNoEnglish, openInUkrainian } from '../support/ukrainian.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, lane: string, stage: string) =>
  grid(page).locator(`td[aria-label^="${lane}, ${stage}:"]`);
const point = (page: Page, stage: string) =>
  page.getByRole('slider', { name: `Emotion at ${stage}`, exact: true });
const stageNames = (page: Page) =>
  grid(page)
    .locator('thead input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a guest sees the sample, reads it as a table and as Mermaid, replaces it with text, and exports it', async ({
  page,
}) => {
  await page.goto('/journeymap');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Booking a city break',
  );
  expect(await stageNames(page)).toEqual(['Inspiration', 'Search', 'Booking', 'Trip', 'Sharing']);
  await expect(cell(page, 'Actions', 'Booking')).toContainText('Pays by card');
  await expect(point(page, 'Booking')).toHaveAttribute('aria-valuenow', '-2');
  await expect(page.getByRole('slider', { name: /^To-be emotion at/ })).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The table view: every lane a row, the scores as numbers.
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByRole('table', { name: /^Journey map Booking a city break/ });
  await expect(table.getByRole('row', { name: /^Emotion score/ })).toContainText(
    '-2 (Very negative)',
  );
  await expect(table.getByRole('row', { name: /^Touchpoints/ })).toContainText('Web: Booking site');
  await page.getByRole('button', { name: 'Map', exact: true }).click();

  // The exports: a real JPEG and PNG of the whole map, a PDF whose text can be read.
  const jpeg = await exportJpeg(page);
  expect(jpeg.download.suggestedFilename()).toBe('journey_map_export.jpg');
  expect(isJpeg(jpeg.bytes)).toBe(true);
  const picture = await sharp(jpeg.bytes).metadata();
  expect(picture.width).toBeGreaterThan(2000);
  const png = await exportAs(page, 'PNG');
  expect((await sharp(png.bytes).metadata()).format).toBe('png');
  const pdf = await exportAs(page, 'PDF');
  const { text } = await pdfText(pdf.bytes);
  for (const words of ['Booking a city break', 'Pays by card', 'Hidden fees', 'Opportunities'])
    expect(text).toContain(words);

  // Mermaid out: each stage a section, each action a task with the stage's score.
  await page.getByRole('button', { name: 'Mermaid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'The journey as Mermaid text' });
  const field = dialog.getByRole('textbox', { name: 'Mermaid text' });
  await expect(field).toHaveValue(/^journey\n {2}title Booking a city break\n/);
  await expect(field).toHaveValue(/ {2}section Booking\n {4}Pays by card: 1\n/);

  // A text that is not a journey changes nothing and says why.
  await field.fill('flowchart LR\n  A --> B');
  await dialog.getByRole('button', { name: 'Replace the map' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The text is not a Mermaid journey (it must start with "journey").',
  );
  // Mermaid in: after the question, the stages and actions of the text.
  await field.fill(
    'journey\n  title Getting a coffee\n  section Order\n    Queue: 2: Me\n    Pay: 3: Me\n  section Drink\n    Sip: 5: Me',
  );
  await dialog.getByRole('button', { name: 'Replace the map' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace the map' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Getting a coffee',
  );
  expect(await stageNames(page)).toEqual(['Order', 'Drink']);
  await expect(cell(page, 'Actions', 'Order')).toHaveAttribute(
    'aria-label',
    'Actions, Order: Queue\nPay',
  );
  await expect(point(page, 'Drink')).toHaveAttribute('aria-valuenow', '2');
  // Undo brings the sample back.
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await stageNames(page)).toEqual(['Inspiration', 'Search', 'Booking', 'Trip', 'Sharing']);
});

/** The page's API token, to set up what the test is not about. */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const json = async (response: import('@playwright/test').APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown> & { PK: string; SK: string };
  };
  /** Creates an item and saves `changes` over its default content. */
  const item = async (apiPath: string, skField: string, projectSK: string, changes: object) => {
    const created = await json(
      await page.request.post(`/api/${apiPath}`, { headers, data: { projectSK } }),
    );
    const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, ...content } = created;
    return json(
      await page.request.patch(`/api/${apiPath}`, {
        headers,
        data: { ...content, ...changes, projectSK: PK, [skField]: SK },
      }),
    );
  };
  const remove = async (apiPath: string, keys: { PK: string; SK: string }) => {
    const path = `/api/${apiPath}/${keys.PK.replace('#', '_')}/${keys.SK.replace('#', '_')}`;
    expect((await page.request.delete(path, { headers })).ok()).toBe(true);
  };
  return { item, remove };
}

test('signed in: a journey for a persona, built by keyboard and mouse, saved, reloaded, shown in the project, deleted', async ({
  page,
  signedIn,
}) => {
  test.slow();
  expect(signedIn.email).toContain('@');
  const project = await createProjectThroughApi(page, { name: 'Coffee app' });
  const calls = await api(page);
  const anna = await calls.item('ux-personas', 'uxPersonaSK', project.SK, { name: 'Anna' });
  await calls.item('empathy-maps', 'empathyMapSK', project.SK, {
    name: 'Anna at work',
    pains: '- Long queues\n- Hidden fees',
    personaSK: anna.SK,
  });

  // From the landing card, into the project.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Create Customer Journey Maps', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose project' })
    .getByRole('button', { name: /^Coffee app/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/journeymap/PROJECT_${idOf(project.SK)}/JOURNEY_${UUID}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Journey map');
  expect(await stageNames(page)).toEqual(['Discover', 'Consider', 'Buy', 'Use']);

  // The persona, from the project's library.
  await page.getByRole('button', { name: 'Choose persona' }).click();
  await page
    .getByRole('dialog', { name: 'Whose journey is it?' })
    .getByRole('button', { name: 'Anna' })
    .click();
  await expect(page.locator('.jm-persona__title')).toHaveText('Anna');
  await page.getByRole('textbox', { name: 'Scenario' }).fill('Orders a coffee on the way to work');

  // A fifth stage, named in its header; then Discover moves one to the right.
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page.getByRole('textbox', { name: 'Name of stage 5' }).fill('Return');
  await page.getByRole('button', { name: 'Move Discover right' }).click();
  expect(await stageNames(page)).toEqual(['Consider', 'Discover', 'Buy', 'Use', 'Return']);

  // The lanes by keyboard: Enter commits and stays, arrows move, typing starts an edit.
  await cell(page, 'Actions', 'Consider').click();
  await page.keyboard.type('Opens the app');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Actions', 'Consider')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Push offer');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('Picks a drink');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Pays');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Actions', 'Discover')).toHaveAttribute(
    'aria-label',
    'Actions, Discover: Picks a drink\nPays',
  );
  await expect(cell(page, 'Touchpoints', 'Consider')).toContainText('Push offer');
  await page.getByRole('combobox', { name: 'Channel, Consider' }).selectOption('app');

  // The curve: Consider's point dragged to the top, Buy's keyed down to the bottom.
  const consider = point(page, 'Consider');
  await consider.scrollIntoViewIfNeeded();
  const box = (await consider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 200, { steps: 8 });
  await page.mouse.up();
  await expect(consider).toHaveAttribute('aria-valuenow', '2');
  await point(page, 'Buy').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(point(page, 'Buy')).toHaveAttribute('aria-valuenow', '-2');
  await expect(point(page, 'Buy')).toHaveAttribute('aria-valuetext', '-2 (Very negative)');

  // A pain point of Anna's empathy map, into Buy, with a link to where it came from.
  await page.getByRole('button', { name: 'Pull pain points' }).click();
  const pains = page.getByRole('dialog', { name: 'Pain points from empathy maps' });
  await pains.getByRole('combobox', { name: 'Add to stage' }).selectOption({ label: 'Buy' });
  await pains.getByRole('listitem').filter({ hasText: 'Hidden fees' }).getByRole('button').click();
  await expect(
    pains.getByRole('listitem').filter({ hasText: 'Hidden fees' }).getByRole('button'),
  ).toHaveText('Added');
  await pains.getByRole('button', { name: 'Done' }).click();
  const buyPains = cell(page, 'Pain points', 'Buy');
  await expect(buyPains).toContainText('Hidden fees');
  await expect(buyPains.getByRole('link', { name: 'From Anna at work' })).toHaveAttribute(
    'href',
    new RegExp(`^/empathymap/PROJECT_${idOf(project.SK)}/EMPMAP_${UUID}$`),
  );

  // Undo takes the pain point back, redo brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(buyPains).not.toContainText('Hidden fees');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(buyPains).toContainText('Hidden fees');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Morning coffee');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByText('Unsaved*')).toHaveCount(0);

  const expectBuilt = async () => {
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Morning coffee',
    );
    expect(await stageNames(page)).toEqual(['Consider', 'Discover', 'Buy', 'Use', 'Return']);
    await expect(cell(page, 'Actions', 'Consider')).toContainText('Opens the app');
    await expect(cell(page, 'Actions', 'Discover')).toContainText('Pays');
    await expect(page.getByRole('combobox', { name: 'Channel, Consider' })).toHaveValue('app');
    await expect(point(page, 'Consider')).toHaveAttribute('aria-valuenow', '2');
    await expect(point(page, 'Buy')).toHaveAttribute('aria-valuenow', '-2');
    await expect(cell(page, 'Pain points', 'Buy').getByRole('link')).toHaveText(
      'From Anna at work',
    );
    await expect(page.getByRole('textbox', { name: 'Scenario' })).toHaveValue(
      'Orders a coffee on the way to work',
    );
  };
  await page.reload();
  await expectBuilt();
  await expect(page.locator('.jm-persona__title')).toHaveText('Anna');

  // The project page's slider, with the thumbnail taken on save.
  await page.getByRole('link', { name: '← Coffee app' }).click();
  const maps = page.getByRole('region', { name: 'Customer Journey Maps' });
  const card = maps.getByRole('link', { name: /^Open Morning coffee/ });
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  const loaded = await card
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBeGreaterThan(100);

  // Anna deleted elsewhere: the map keeps its work and says her persona was removed.
  await calls.remove('ux-personas', anna);
  await card.click();
  await expectBuilt();
  await expect(page.locator('.jm-persona__title')).toHaveText('Persona removed');
  await expect(page.getByText('Anna was deleted from the project.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete? Morning coffee');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
  await expect(maps.getByText('Items were not found')).toBeVisible();
});

test('passes axe with a cell being edited and a dialog open, and speaks Ukrainian', async ({
  page,
}) => {
  await page.goto('/journeymap');
  await expect(cell(page, 'Actions', 'Search')).toBeVisible();
  await expectNoViolations(page, 'the journey map');
  await cell(page, 'Thoughts', 'Trip').click();
  await expect(page.getByRole('textbox', { name: 'Thoughts, Trip' })).toBeFocused();
  await expectNoViolations(page, 'a cell being edited');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'the table view');
  await page.getByRole('button', { name: 'Mermaid', exact: true }).click();
  await expectNoViolations(page, 'the Mermaid dialog');

  await openInUkrainian(page, '/journeymap');
  await expect(
    page.getByRole('grid', { name: 'Карта шляху Бронювання поїздки на вихідні' }),
  ).toBeVisible();
  await expect(
    page.getByRole('slider', { name: 'Емоція на етапі «Бронювання»', exact: true }),
  ).toHaveAttribute('aria-valuetext', '-2 (Дуже негативна)');
  await expectNoEnglish(page, ['Actions', 'Pain points', 'Add stage', 'Show the to-be curve']);
});
