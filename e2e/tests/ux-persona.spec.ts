import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { createEmpathyMapThroughApi } from '../support/empathy-map.ts';
import { exportJpeg, isJpeg } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';
import { elevenMegabytePng, gradientPng } from '../support/ux-persona-files.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The editor's content area (the header's Save, name and export sit above it). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
/** The Personality block's sliders, in order. */
const SLIDER_NAMES = [
  'Introvert – Extrovert',
  'Thinking – Feeling',
  'Sensing – Intuition',
  'Judging – Perceiving',
];

async function choosePreset(page: Page, number: number) {
  await page.getByRole('button', { name: /^(Choose|Change) photo$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose photo' });
  await dialog.getByRole('button', { name: `Preset photo ${number}`, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Pixels of the exported JPEG close to the product's primary colour (#5b4bdb): the filled
 * parts of the slider bars. A native range input does not survive the picture: without the
 * static bars this counts about 2,400 (the level numbers), with them tens of thousands.
 */
async function primaryPixels(page: Page, jpeg: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const near = (v: number, target: number) => Math.abs(v - target) < 24;
      if (near(data[i]!, 0x5b) && near(data[i + 1]!, 0x4b) && near(data[i + 2]!, 0xdb)) count++;
    }
    return count;
  }, jpeg.toString('base64'));
}

async function expectPhotoLoaded(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('UX persona editor', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('a guest edits the sample persona and exports it as a JPEG', async ({ page }) => {
    await page.goto('/uxpersonas');
    await expect(page.getByRole('heading', { level: 1, name: 'Persona name' })).toBeVisible();
    // The spec's sample: skills 'Tech level', 'Creativity' and one blank; four motivations.
    await expect(field(page, 'Name of skill 1')).toHaveValue('Tech level');
    await expect(field(page, 'Name of skill 2')).toHaveValue('Creativity');
    await expect(field(page, 'Name of skill 3')).toHaveValue('');
    await expect(field(page, 'Name of motivation 4')).toHaveValue('Speed');
    // A guest cannot save or delete.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    await field(page, 'Name').fill('Guest Gina');
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Gina' })).toBeVisible();
    await field(page, 'Personality words').fill('Curious, careful');
    await field(page, 'Age').fill('29');
    await field(page, 'Gender').selectOption({ label: 'Female' });
    await slider(page, 'Introvert – Extrovert').focus();
    await page.keyboard.press('End');
    await expect(slider(page, 'Introvert – Extrovert')).toHaveValue('100');
    await choosePreset(page, 5);
    await expectPhotoLoaded(page.getByRole('img', { name: 'Photo of Guest Gina' }));
    // Text areas grow with their text up to 600 px (biography) and 400 px (goals), then scroll.
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join('\n');
    const biography = field(page, 'Biography');
    await biography.fill(lines(4));
    const small = (await biography.boundingBox())!.height;
    await biography.fill(lines(60));
    expect((await biography.boundingBox())!.height).toBeGreaterThan(small);
    expect(Math.round((await biography.boundingBox())!.height)).toBe(600);
    await field(page, 'Goals').fill(lines(40));
    expect(Math.round((await field(page, 'Goals').boundingBox())!.height)).toBe(400);
    await biography.fill('Moved to the city for work.');

    const { download, bytes } = await exportJpeg(page);
    expect(download.suggestedFilename()).toBe('ux_persona_export.jpg');
    expect(isJpeg(bytes)).toBe(true);
    // Eleven sliders (four personality, three skills, four motivations) drawn as bars.
    expect(await primaryPixels(page, bytes)).toBeGreaterThan(10_000);
    // The page is back to editing: the sliders are controls again.
    await expect(slider(page, 'Introvert – Extrovert')).toBeVisible();
  });

  test('is accessible (axe) with blocks closed and with the photo picker open, also narrow', async ({
    page,
  }) => {
    await page.goto('/uxpersonas');
    await expect(page.getByRole('heading', { level: 1, name: 'Persona name' })).toBeVisible();
    await page.getByRole('button', { name: 'Close Personality', exact: true }).click();
    await page.getByRole('button', { name: 'Close Income', exact: true }).click();
    // Focus stays where the user was: on the button that took the block's place.
    await expect(page.getByRole('button', { name: 'Show Income', exact: true })).toBeFocused();
    await expectNoViolations(page, 'the guest persona editor');

    await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose photo' });
    await expect(dialog.getByRole('button', { name: 'Preset photo 32' })).toBeVisible();
    await expectNoViolations(page, 'the photo picker');
    // The presets are one Tab stop, walked with the arrow keys.
    await dialog.getByRole('button', { name: 'Preset photo 1', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('button', { name: 'Preset photo 2', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change photo', exact: true })).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Persona name' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoViolations(page, 'the persona editor on a narrow screen');
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ signedIn }) => {
      expect(signedIn.email).toContain('@');
    });

    async function newPersona(page: Page) {
      const project = await createProjectThroughApi(page, { name: 'Persona research' });
      await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
      await page
        .getByRole('region', { name: 'User Personas' })
        .getByRole('button', { name: 'Create New: User Personas', exact: true })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`/uxpersonas/PROJECT_${idOf(project.SK)}/UXPERS_${UUID}$`),
      );
      await expect(page.getByRole('link', { name: '← Persona research' })).toBeVisible();
      return project;
    }

    test('creates, fills every block, picks a preset, closes and re-opens blocks, saves and reloads', async ({
      page,
    }) => {
      await newPersona(page);
      await field(page, 'Name').fill('Anna Shopper');
      await field(page, 'Personality words').fill('Busy, practical');
      await field(page, 'Age').fill('34');
      await field(page, 'Gender').selectOption({ label: 'Female' });
      await field(page, 'Occupation').fill('Nurse');
      // Enter leaves an input (spec §2).
      await field(page, 'Occupation').press('Enter');
      await expect(field(page, 'Occupation')).not.toBeFocused();
      await field(page, 'Income').fill('$40k');
      await field(page, 'Location').fill('Lviv');
      await field(page, 'Biography').fill('Works night shifts.\nShops on her phone.');
      await slider(page, 'Introvert – Extrovert').focus();
      await page.keyboard.press('Home');
      await slider(page, 'Thinking – Feeling').focus();
      await page.keyboard.press('End');
      await slider(page, 'Sensing – Intuition').focus();
      await page.keyboard.press('ArrowRight');
      await field(page, 'Goals').fill('Order in two minutes');
      await field(page, 'Frustrations').fill('Hidden fees');
      await field(page, 'Name of skill 3').fill('Typing');
      await page.getByRole('button', { name: 'Add new skill', exact: true }).click();
      // The new row takes focus: typing names it.
      await page.keyboard.type('Negotiation');
      await expect(field(page, 'Name of skill 4')).toHaveValue('Negotiation');
      await slider(page, 'Level of Negotiation').focus();
      await page.keyboard.press('End');
      await page.getByRole('button', { name: 'Add new motivation', exact: true }).click();
      await page.keyboard.type('Safety');
      await page.getByRole('button', { name: 'Remove motivation Comfort', exact: true }).click();

      // Closing blocks (spec §4): Goals/Frustrations clears both; a demographic clears
      // itself; Personality turns its sliders off, and re-opened shows each one off until
      // it is re-enabled on its own.
      await page.getByRole('button', { name: 'Close Goals and frustrations', exact: true }).click();
      await expect(field(page, 'Goals')).toHaveCount(0);
      await page.getByRole('button', { name: 'Show Goals and frustrations', exact: true }).click();
      await expect(field(page, 'Goals')).toHaveValue('');
      await expect(field(page, 'Frustrations')).toHaveValue('');
      await field(page, 'Goals').fill('Order in two minutes');
      await page.getByRole('button', { name: 'Close Income', exact: true }).click();
      await page.getByRole('button', { name: 'Show Income', exact: true }).click();
      await expect(field(page, 'Income')).toHaveValue('');
      await field(page, 'Income').fill('$45k');
      await page.getByRole('button', { name: 'Close Personality', exact: true }).click();
      await expect(slider(page, 'Introvert – Extrovert')).toHaveCount(0);
      await page.getByRole('button', { name: 'Show Personality', exact: true }).click();
      for (const name of SLIDER_NAMES) await expect(slider(page, name)).toHaveCount(0);
      for (const name of SLIDER_NAMES.slice(0, 3)) {
        await page.getByRole('button', { name: `Show ${name}`, exact: true }).click();
      }
      await expect(slider(page, 'Introvert – Extrovert')).toHaveValue('0');
      // These stay closed: the words are cleared, the slider and location hidden.
      await expect(
        page.getByRole('button', { name: 'Show Judging – Perceiving', exact: true }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Close Location', exact: true }).click();
      await page.getByRole('button', { name: 'Close Personality words', exact: true }).click();

      await choosePreset(page, 3);
      await expect(page.getByText('Unsaved*')).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved Successfully')).toBeVisible();
      await expect(page.getByText('Unsaved*')).toBeHidden();

      await page.reload();
      await expect(field(page, 'Name')).toHaveValue('Anna Shopper');
      await expect(page.getByRole('heading', { level: 1, name: 'Anna Shopper' })).toBeVisible();
      await expect(field(page, 'Personality words')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: 'Show Personality words', exact: true }),
      ).toBeVisible();
      await expect(field(page, 'Age')).toHaveValue('34');
      await expect(field(page, 'Gender')).toHaveValue('female');
      await expect(field(page, 'Occupation')).toHaveValue('Nurse');
      await expect(field(page, 'Income')).toHaveValue('$45k');
      await expect(field(page, 'Location')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Show Location', exact: true })).toBeVisible();
      await expect(field(page, 'Biography')).toHaveValue(
        'Works night shifts.\nShops on her phone.',
      );
      await expect(slider(page, 'Introvert – Extrovert')).toHaveValue('0');
      await expect(slider(page, 'Thinking – Feeling')).toHaveValue('100');
      await expect(slider(page, 'Sensing – Intuition')).toHaveValue('51');
      await expect(slider(page, 'Judging – Perceiving')).toHaveCount(0);
      await expect(field(page, 'Goals')).toHaveValue('Order in two minutes');
      await expect(field(page, 'Frustrations')).toHaveValue('');
      await expect(field(page, 'Name of skill 3')).toHaveValue('Typing');
      await expect(field(page, 'Name of skill 4')).toHaveValue('Negotiation');
      await expect(slider(page, 'Level of Negotiation')).toHaveValue('100');
      const motivations = ['Price', 'Convenience', 'Speed', 'Safety'];
      for (const [i, name] of motivations.entries()) {
        await expect(field(page, `Name of motivation ${i + 1}`)).toHaveValue(name);
      }
      // The preset became the stored photo, which is also the side list's thumbnail.
      const photo = page.getByRole('img', { name: 'Photo of Anna Shopper' });
      await expectPhotoLoaded(photo);
      await expect(photo).toHaveAttribute('src', /\/api\/images\//);
      const entry = page.getByRole('link', { name: 'Anna Shopper' });
      await expect(entry.locator('img')).toHaveAttribute('src', /\/api\/images\//);
      await expect(page.getByText('Unsaved*')).toBeHidden();
    });

    test('an uploaded PNG becomes the photo and stays after a reload', async ({ page }) => {
      const project = await newPersona(page);
      await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose photo' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Upload Image', exact: true }).click(),
      ]);
      await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
      await expect(dialog).toBeHidden();
      await expectPhotoLoaded(page.getByRole('img', { name: 'Photo of Persona name' }));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved Successfully')).toBeVisible();

      await page.reload();
      const photo = page.getByRole('img', { name: 'Photo of Persona name' });
      await expectPhotoLoaded(photo);
      await expect(photo).toHaveAttribute('src', /\/api\/images\//);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

      // The persona library: the project page shows the persona with its photo.
      await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
      const personas = page.getByRole('region', { name: 'User Personas' });
      await expect(
        personas.getByRole('link', { name: /Persona name/ }).locator('img'),
      ).toHaveAttribute('src', /\/api\/images\//);
    });

    test('the persona library: the empathy map picks a saved persona by its photo and offers the presets', async ({
      page,
    }) => {
      const project = await newPersona(page);
      await field(page, 'Name').fill('Library Lena');
      await choosePreset(page, 7);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved Successfully')).toBeVisible();

      await page.goto(await createEmpathyMapThroughApi(page, project.SK));
      await page.getByRole('button', { name: 'Choose Persona', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Choose Persona' });
      const lena = dialog.getByRole('button', { name: 'Choose persona Library Lena' });
      await expectPhotoLoaded(lena.locator('img'));
      await expect(lena.locator('img')).toHaveAttribute('src', /\/api\/images\//);

      // A persona made in the empathy map can take a preset photo too.
      await dialog.getByRole('button', { name: 'Create New Persona', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Create New Persona' });
      await dialog.getByLabel('Enter persona name').fill('Preset Pete');
      await dialog.getByRole('button', { name: 'Choose photo', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Choose photo' });
      await dialog.getByRole('button', { name: 'Preset photo 3', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Create New Persona' });
      await expectPhotoLoaded(dialog.getByRole('img', { name: 'Chosen photo' }));
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Preset Pete', { exact: true })).toBeVisible();

      // Both are in the project's persona library, each with its photo.
      await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
      const personas = page.getByRole('region', { name: 'User Personas' });
      for (const name of ['Library Lena', 'Preset Pete']) {
        await expectPhotoLoaded(
          personas.getByRole('link', { name: new RegExp(name) }).locator('img'),
        );
      }
    });

    test('a text file named .png and an 11 MB image are refused with the spec’s alerts', async ({
      page,
    }) => {
      await newPersona(page);
      await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose photo' });
      const upload = async (name: string, buffer: Buffer) => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          dialog.getByRole('button', { name: 'Upload Image', exact: true }).click(),
        ]);
        await chooser.setFiles({ name, mimeType: 'image/png', buffer });
      };

      await upload('notes.png', Buffer.from('These are my notes, not a picture.\n'));
      await expect(dialog.getByRole('alert')).toHaveText('Only images are allowed!');
      await upload('huge.png', elevenMegabytePng());
      await expect(dialog.getByRole('alert')).toHaveText('Maximum upload size is 10MB!');

      // Nothing changed: still no photo, nothing to save, and a preset can still be chosen.
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page.getByText('No photo yet')).toBeVisible();
      await expect(page.getByText('Unsaved*')).toBeHidden();
    });
  });
});
