import { expectNoViolations } from '../support/axe.ts';
import {
  createEmpathyMapThroughApi,
  MAP_FIELDS,
  mapField,
  pngImage,
} from '../support/empathy-map.ts';
import { exportJpeg, isJpeg } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe('empathy map as a guest', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('fills the quadrants and exports a real JPEG, without calling the server', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/empathymap');
    await expect(page.getByText('Empathy Map', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Empathy map');
    // Default data: an empty map whose hints say what goes where.
    for (const label of MAP_FIELDS) await expect(mapField(page, label)).toHaveValue('');
    await expect(mapField(page, 'Says')).toHaveAttribute('placeholder', /say/i);
    // A guest cannot save or delete (spec §1).
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await mapField(page, 'Says').fill('"I just want to pay and go."');
    await mapField(page, 'Thinks').fill('Is this site safe?');
    await mapField(page, 'Does').fill('Compares prices in three tabs');
    await mapField(page, 'Feels').fill('Impatient');
    await mapField(page, 'Pains').fill('Surprise delivery costs');
    await mapField(page, 'Gains').fill('Done in a minute');

    const { download, bytes } = await exportJpeg(page);
    expect(download.suggestedFilename()).toBe('empathy_map_export.jpg');
    expect(isJpeg(bytes)).toBe(true);
    expect(apiCalls).toEqual([]);
  });

  test('refuses text over the limits and counts near them', async ({ page }) => {
    await page.goto('/empathymap');
    const says = mapField(page, 'Says');
    await says.fill('a'.repeat(350));
    await expect(page.getByText('/ 500')).toHaveCount(0);
    await says.fill('b'.repeat(600));
    await expect(says).toHaveValue('b'.repeat(500));
    await expect(page.getByText('500 / 500')).toBeVisible();
    // Typing more is refused.
    await says.press('End');
    await says.pressSequentially('xyz');
    await expect(says).toHaveValue('b'.repeat(500));

    const pains = mapField(page, 'Pains');
    await pains.fill('p'.repeat(400));
    await expect(pains).toHaveValue('p'.repeat(300));
    await expect(page.getByText('300 / 300')).toBeVisible();
    await pains.press('Backspace');
    await expect(page.getByText('299 / 300')).toBeVisible();
  });

  test('chooses an image for the persona, used on this page only', async ({ page }) => {
    await page.goto('/empathymap');
    await page.getByRole('button', { name: 'Choose Persona' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Persona' });
    await expect(dialog).toBeVisible();
    // Signed out: only the image choice (spec §2).
    await expect(dialog.getByRole('button', { name: 'Create New Persona' })).toHaveCount(0);

    await dialog.getByLabel('Upload Image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Only images are allowed!');

    await dialog.getByLabel('Upload Image').setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await expect(dialog).toBeHidden();
    const photo = page.getByRole('img', { name: 'Persona image' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^data:image\/jpeg/);

    // The export still works with the local image in it.
    expect(isJpeg((await exportJpeg(page)).bytes)).toBe(true);
    await expect(page.getByText('Error has happened during export')).toHaveCount(0);

    await expectNoViolations(page, 'the guest empathy map');
    await page.getByRole('button', { name: 'Choose Persona' }).click();
    await expectNoViolations(page, "the guest's persona picker");
    await dialog.getByRole('button', { name: 'Remove image' }).click();
    await expect(photo).toHaveCount(0);
  });
});

test.describe('empathy map signed in', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('create from the landing page, fill, save, reload, pick a persona, see the thumbnail, delete', async ({
    page,
  }) => {
    test.slow();
    const project = await createProjectThroughApi(page, { name: 'Checkout study' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Create Empathy Maps', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Choose project' })
      .getByRole('button', { name: /^Checkout study/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/empathymap/PROJECT_${idOf(project.SK)}/EMPMAP_${UUID}$`),
    );
    await expect(page.getByRole('link', { name: '← Checkout study' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Empathy map');
    await expect(page.getByText('Unsaved*')).toHaveCount(0);

    const texts = {
      Says: '"Where is my discount code?"',
      Thinks: 'Maybe it is cheaper elsewhere',
      Does: 'Opens the basket twice',
      Feels: 'Suspicious',
      Pains: 'Hidden fees',
      Gains: 'A clear total',
    } as const;
    await page.getByRole('textbox', { name: 'Name' }).fill('Bargain hunter');
    for (const [label, text] of Object.entries(texts)) {
      await mapField(page, label as keyof typeof texts).fill(text);
    }
    await expect(page.getByText('Unsaved*')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();
    await expect(page.getByText('Unsaved*')).toHaveCount(0);
    // The side list shows the map under its new name, with its thumbnail.
    const side = page.getByRole('complementary').filter({ hasText: 'Empathy maps' }).last();
    await expect(side.getByRole('link', { name: 'Bargain hunter' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Bargain hunter' }).locator('img')).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Bargain hunter');
    for (const [label, text] of Object.entries(texts)) {
      await expect(mapField(page, label as keyof typeof texts)).toHaveValue(text);
    }

    // A new persona, made from the picker: name and photo are both required.
    await page.getByRole('button', { name: 'Choose Persona' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose Persona' });
    await expect(dialog.getByText('This project has no personas yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create New Persona' }).click();
    dialog = page.getByRole('dialog', { name: 'Create New Persona' });
    await expect(dialog.getByLabel('Enter persona name')).toBeFocused();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Name should not be empty')).toBeVisible();
    await expect(dialog.getByText('Choose a photo for the persona')).toBeVisible();
    await dialog.getByLabel('Enter persona name').fill('Careful Carla');
    await dialog.getByRole('button', { name: 'Choose photo' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose photo' });
    await dialog.getByLabel('Upload Image').setInputFiles({
      name: 'carla.png',
      mimeType: 'image/png',
      buffer: pngImage(96, [200, 120, 40]),
    });
    dialog = page.getByRole('dialog', { name: 'Create New Persona' });
    await expect(dialog.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    const center = page.getByText('Careful Carla', { exact: true });
    await expect(center).toBeVisible();
    await expect(page.getByText('Unsaved*')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Careful Carla', { exact: true })).toBeVisible();
    await expect(mapField(page, 'Says')).toHaveValue(texts.Says);
    await expect(page.getByText('Unsaved*')).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose Persona' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Choose Persona' })
        .getByRole('button', { name: 'Choose persona Careful Carla' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    // The project page shows the map's thumbnail, and the new persona.
    await page.getByRole('link', { name: '← Checkout study' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
    const maps = page.getByRole('region', { name: 'Empathy Maps' });
    const card = maps.getByRole('link', { name: /^Open Bargain hunter/ });
    await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
    await expect(
      page
        .getByRole('region', { name: 'User Personas' })
        .getByRole('link', { name: /Careful Carla/ }),
    ).toBeVisible();

    // Delete: confirm naming the map, land on the project page.
    await card.click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete? Bargain hunter');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
    await expect(maps.getByText('Items were not found')).toBeVisible();
  });

  test('keeps unsaved work when it is left, and adds maps from the side list', async ({ page }) => {
    const project = await createProjectThroughApi(page, { name: 'Guarded project' });
    await page.goto(await createEmpathyMapThroughApi(page, project.SK));
    await mapField(page, 'Feels').fill('Not lost');
    // Leaving does not ask: the work is kept on this device and offered back on return
    // (the question is left for a browser that cannot keep it: drafts-edge-cases.spec.ts).
    await expect(page.locator('.ui-editor')).toHaveAttribute('data-draft-state', 'stored');
    await page.getByRole('link', { name: '← Guarded project' }).click();
    // The project page is shown (not only addressed): the editor is gone.
    await expect(page.getByLabel('Project name')).toHaveValue('Guarded project');
    await page.goBack();
    await page
      .getByRole('alertdialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    await expect(mapField(page, 'Feels')).toHaveValue('Not lost');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();
    const mapUrl = page.url();
    const side = page.getByRole('complementary').filter({ hasText: 'Empathy maps' }).last();
    await side.getByRole('button', { name: 'Create new' }).click();
    await expect(page).not.toHaveURL(mapUrl);
    await expect(mapField(page, 'Feels')).toHaveValue('');
    await expect(side.getByRole('link')).toHaveCount(2);
  });

  test('works from the keyboard alone, passes axe, and stacks on narrow screens', async ({
    page,
  }) => {
    const project = await createProjectThroughApi(page, { name: 'Keyboard project' });
    await page.goto(await createEmpathyMapThroughApi(page, project.SK));
    await expect(mapField(page, 'Says')).toBeVisible();
    await expectNoViolations(page, 'a stored empathy map');

    // Choose Persona, Create New Persona, name, photo, Create: all without a mouse.
    const choose = page.getByRole('button', { name: 'Choose Persona' });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Choose Persona' })).toBeVisible();
    await expectNoViolations(page, 'the persona picker');
    await page.getByRole('button', { name: 'Create New Persona' }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Enter persona name');
    await expect(name).toBeFocused();
    await page.keyboard.type('Keyboard Kim');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Choose photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    const upload = page.getByLabel('Upload Image');
    await expect(upload).toBeFocused();
    await expectNoViolations(page, 'the photo step');
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'kim.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByRole('dialog', { name: 'Create New Persona' })).toBeVisible();
    await expect(name).toBeFocused();
    await expectNoViolations(page, 'the create step');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('Keyboard Kim', { exact: true })).toBeVisible();
    // Focus went back to where it was.
    await expect(choose).toBeFocused();

    // Below 1320 px the side list moves under the map.
    await page.setViewportSize({ width: 900, height: 900 });
    const gains = await mapField(page, 'Gains').boundingBox();
    const side = page.getByRole('heading', { name: 'Empathy maps' });
    const sideBox = await side.boundingBox();
    expect(sideBox!.y).toBeGreaterThan(gains!.y + gains!.height);
    await page.setViewportSize({ width: 1400, height: 900 });
    const wideSide = await side.boundingBox();
    const wideSays = await mapField(page, 'Says').boundingBox();
    expect(wideSide!.x).toBeGreaterThan(wideSays!.x + wideSays!.width);
  });
});
