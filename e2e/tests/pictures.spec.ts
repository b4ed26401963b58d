import type { Page } from '@playwright/test';
import { createEmpathyMapThroughApi, mapField, pngImage } from '../support/empathy-map.ts';
import { exportJpeg, isJpeg } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { type Capture, captures, encodedPictures, recordPictures } from '../support/pictures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';

/**
 * What the editors' pictures show (issue G4): the export the user downloads and the
 * thumbnail uploaded on save, each read at the moment it is taken (support/pictures.ts).
 */

/** The only capture of `kind` since `from` (there must be exactly one). */
async function onlyCapture(page: Page, kind: string, from = 0): Promise<Capture> {
  const taken = (await captures(page)).slice(from).filter((capture) => capture.kind === kind);
  expect(taken, `one ${kind} taken`).toHaveLength(1);
  return taken[0]!;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the empathy map export is titled with the map and shows its persona; the thumbnail is not titled', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await recordPictures(page, ['.em-map__title', '.em-persona img', '.em-persona__name']);
  const project = await createProjectThroughApi(page, { name: 'Checkout study' });
  await page.goto(await createEmpathyMapThroughApi(page, project.SK));
  await page.getByRole('textbox', { name: 'Name' }).fill('Bargain hunter');
  await mapField(page, 'Says').fill('Where is my discount code?');
  // The map's persona, made in the picker with a photo.
  await page.getByRole('button', { name: 'Choose Persona' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Persona' })
    .getByRole('button', { name: 'Create New Persona' })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Create New Persona' });
  await dialog.getByLabel('Enter persona name').fill('Careful Carla');
  await dialog.getByRole('button', { name: 'Choose photo' }).click();
  await page
    .getByRole('dialog', { name: 'Choose photo' })
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'carla.png', mimeType: 'image/png', buffer: pngImage(96) });
  dialog = page.getByRole('dialog', { name: 'Create New Persona' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Careful Carla', { exact: true })).toBeVisible();
  // On screen there is no title: the header names the map.
  await expect(page.locator('.em-map__title')).toHaveCount(0);

  const { bytes } = await exportJpeg(page);
  expect(isJpeg(bytes)).toBe(true);
  const exported = await onlyCapture(page, 'export');
  expect(exported.shown).toEqual({
    '.em-map__title': 1,
    '.em-persona img': 1,
    '.em-persona__name': 1,
  });
  // The title comes first, then the map with its persona's name.
  expect(exported.text.split('\n')[0]).toBe('Bargain hunter');
  expect(exported.text).toContain('Careful Carla');
  await expect(page.locator('.em-map__title')).toHaveCount(0);

  await save(page);
  const thumbnail = await onlyCapture(page, 'thumbnail');
  expect(thumbnail.shown).toEqual({
    '.em-map__title': 0,
    '.em-persona img': 1,
    '.em-persona__name': 1,
  });
  expect(thumbnail.text).not.toContain('Bargain hunter');
  expect(thumbnail.text).toContain('Careful Carla');
  // The pictures: the export (2x) is the thumbnail (1x) and the title's height more.
  const [exportPicture, thumbnailPicture] = await encodedPictures(page);
  expect(exportPicture).toMatchObject({ quality: 1 });
  expect(thumbnailPicture).toMatchObject({ quality: 0.5, width: exportPicture!.width / 2 });
  expect(exportPicture!.height / 2 - thumbnailPicture!.height).toBe(
    exported.height - thumbnail.height,
  );
  expect(exported.height - thumbnail.height).toBeGreaterThan(20);
});

/** The sample persona's fields that are optional (spec §2) and blank. */
const BLANK_OPTIONAL = [
  'Personality words',
  'Occupation',
  'Income',
  'Location',
  'Goals',
  'Frustrations',
  'Name of skill 3',
];

test('the persona export leaves out blank optional rows and draws bars without thumbs', async ({
  page,
}) => {
  await recordPictures(page, [
    '.persona-range__bar',
    '.persona-range__fill',
    '.persona-range__thumb',
    'h2',
  ]);
  await page.goto('/uxpersonas');
  await expect(page.getByRole('heading', { level: 1, name: 'Persona name' })).toBeVisible();
  // On screen every field is there to be filled in.
  for (const label of BLANK_OPTIONAL) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }

  await exportJpeg(page);
  const sparse = await onlyCapture(page, 'export');
  for (const label of BLANK_OPTIONAL) expect(sparse.fields).not.toContain(label);
  // The fixed parts stay, empty or not (age, gender, biography); named skills stay.
  for (const label of ['Age', 'Gender', 'Biography', 'Name of skill 1', 'Name of skill 2'])
    expect(sparse.fields).toContain(label);
  expect(sparse.text).not.toContain('Goals and frustrations');
  expect(sparse.text).toContain('Personality');
  // Four personality sliders, two named skills, four motivations: bars, no thumbs.
  expect(sparse.shown).toMatchObject({
    '.persona-range__bar': 10,
    '.persona-range__fill': 10,
    '.persona-range__thumb': 0,
  });
  // The editor on screen is unchanged.
  for (const label of BLANK_OPTIONAL)
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Introvert – Extrovert' })).toBeVisible();

  const texts: Record<string, string> = {
    'Personality words': 'Curious, careful',
    Occupation: 'Nurse',
    Income: '$40k',
    Location: 'Lviv',
    Goals: 'Pay in one tap',
    Frustrations: 'Long forms',
    'Name of skill 3': 'Patience',
  };
  for (const [label, text] of Object.entries(texts))
    await page.getByLabel(label, { exact: true }).fill(text);
  const before = (await captures(page)).length;
  await exportJpeg(page);
  const full = await onlyCapture(page, 'export', before);
  for (const label of BLANK_OPTIONAL) expect(full.fields).toContain(label);
  expect(full.text).toContain('Goals and frustrations');
  expect(full.shown).toMatchObject({ '.persona-range__bar': 11, '.persona-range__thumb': 0 });
  // What was left out was real height: the sparse picture is shorter.
  const [sparsePicture, fullPicture] = await encodedPictures(page);
  expect(full.height - sparse.height).toBeGreaterThan(100);
  expect(fullPicture!.height - sparsePicture!.height).toBe(2 * (full.height - sparse.height));
});

const ROWS = 8;
const COLUMNS = 5;

/** A signed-in analysis of `ROWS` competitors by `COLUMNS` criteria of long text. */
async function seedAnalysis(page: Page): Promise<string> {
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const project = await createProjectThroughApi(page, { name: 'Notes apps' });
  const created = await page.request.post('/api/competitor-analysis', {
    headers,
    data: { projectSK: project.SK },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { PK, SK } = (await created.json()) as { PK: string; SK: string };
  const columns = Array.from({ length: COLUMNS }, (_, c) => ({
    id: `criterion-${c}`,
    name: `Criterion ${c + 1}`,
    type: 'string' as const,
  }));
  const saved = await page.request.patch('/api/competitor-analysis', {
    headers,
    data: {
      projectSK: PK,
      competitorAnalysisSK: SK,
      name: 'Eight by five',
      competitors: Array.from({ length: ROWS }, (_, r) => ({
        id: `competitor-${r}`,
        name: `Competitor ${r + 1}`,
        criterias: columns.map((column, c) => ({
          ...column,
          value: { id: `cell-${r}-${c}`, value: `Cell ${r + 1}.${c + 1} ${'words '.repeat(40)}` },
        })),
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return `/competitoranalysis/${PK.replace('#', '_')}/${SK.replace('#', '_')}`;
}

test("the competitor analysis thumbnail pictures the table's top-left corner at the cards' 4:3", async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toContain('@');
  await recordPictures(page);
  await page.goto(await seedAnalysis(page));
  await expect(page.getByRole('rowheader', { name: `Competitor ${ROWS}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Eight by five, saved');
  await save(page);

  const thumbnail = await onlyCapture(page, 'thumbnail');
  expect(thumbnail.node).toBe('ca-thumbnail');
  expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
  // The first six competitors (as many as 360 px holds), not the rest.
  for (let r = 1; r <= ROWS; r++)
    expect(thumbnail.text.includes(`Competitor ${r}\n`), `Competitor ${r}`).toBe(r <= 6);
  expect(thumbnail.text).toContain('Criterion 2');
  expect(thumbnail.text).toContain('Cell 1.2 words');
  expect(thumbnail.text).not.toContain('Criterion 3');
  expect(thumbnail.text).not.toContain('Cell 1.3');
  const [picture] = await encodedPictures(page);
  expect(picture).toMatchObject({ width: 960, height: 720, quality: 0.5 });
  expect(picture!.bytes).toBeLessThan(300_000);
  // It was uploaded: the side list shows it, at its size.
  const image = page.getByRole('complementary').locator('img');
  await expect(image).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([960, 720]);

  // The export still pictures the whole table, titled.
  await exportJpeg(page);
  const exported = await onlyCapture(page, 'export');
  expect(exported.node).toBe('ca-sheet');
  expect(exported.text.split('\n')[0]).toBe('Eight by five, saved');
  expect(exported.text).toContain(`Competitor ${ROWS}`);
  expect(exported.text).toContain(`Criterion ${COLUMNS}`);
});
