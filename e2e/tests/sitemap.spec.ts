/**
 * The sitemap editor as a guest (issue G5a): the sample in both views, its keys and
 * refusals, and the exports of the whole diagram in JPEG, PNG and PDF (decoded, and the
 * PDF's text read back with pdf.js).
 */
import sharp from 'sharp';
import { exportAs, exportJpeg, isJpeg, pdfText } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { captures, recordPictures } from '../support/pictures.ts';
import {
  diagram,
  diagramBox,
  expectTree,
  outline,
  outlineRow,
  SAMPLE_OUTLINE,
  statusLine,
} from '../support/sitemap.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a guest edits the sample: both views show it, keys act and refusals say why', async ({
  page,
}) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Online shop sitemap');
  await expectTree(page, SAMPLE_OUTLINE);
  // A guest has nothing to save.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(diagramBox(page, 'Help centre')).toContainText('External link');
  await expect(diagramBox(page, 'Help centre')).toContainText('https://help.example.com');

  // The outline's keys: Down to About, Enter adds a page after it named in place.
  await outlineRow(page, 'Home').click();
  await page.keyboard.press('ArrowDown');
  await expect(outlineRow(page, 'About')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Careers');
  await page.keyboard.press('Escape');
  await expect(outlineRow(page, 'Careers')).toBeFocused();
  await expect(diagramBox(page, 'Careers')).toBeVisible();
  // The first page of a level has nothing above it to go under: refused, and said.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await expect(statusLine(page)).toHaveText(
    'The first page of a level has no page above it to go under',
  );
  await expect(outlineRow(page, 'About')).toHaveAttribute('aria-level', '2');

  // The diagram's keys: selection is announced in the polite live region.
  // About is selected; right along its row past Careers to Products, down to Product A.
  await diagram(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(statusLine(page)).toHaveText('Products, Section, level 2');
  await page.keyboard.press('ArrowDown');
  await expect(statusLine(page)).toHaveText('Product A, Page, level 3');
  await expect(diagramBox(page, 'Product A')).toHaveClass(/sm-box--selected/);
  await expect(outlineRow(page, 'Product A')).toHaveAttribute('aria-selected', 'true');
  // Space folds the branch above in both views, and says how much it hides.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await expect(diagramBox(page, 'Product A')).toHaveCount(0);
  await expect(outlineRow(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
  await expect(diagramBox(page, 'Products')).toContainText('+2 pages');
  // Undo unfolds it.
  await page.keyboard.press('Control+z');
  await expect(diagramBox(page, 'Product A')).toBeVisible();
  await expect(outline(page)).toBeVisible();
});

test('the export shows the whole diagram: JPEG, PNG and PDF', async ({ page }) => {
  await recordPictures(page);
  // A narrow window: the diagram is wider than its viewport, the export must not be.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/sitemap');
  await expectTree(page, SAMPLE_OUTLINE);
  await page.getByRole('textbox', { name: 'Name' }).fill('Карта магазину');

  const jpeg = await exportJpeg(page);
  expect(jpeg.download.suggestedFilename()).toBe('sitemap_export.jpg');
  expect(isJpeg(jpeg.bytes)).toBe(true);
  const taken = (await captures(page)).filter((capture) => capture.kind === 'export').at(-1)!;
  expect(taken.node.split(' ')).toContain('sm-diagram');
  // The whole tree, wider than the viewport it is shown in, at twice its CSS size.
  const viewport = await diagram(page).boundingBox();
  expect(taken.width).toBeGreaterThan(viewport!.width);
  const picture = await sharp(jpeg.bytes).metadata();
  expect(Math.abs(picture.width! - 2 * taken.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(picture.height! - 2 * taken.height)).toBeLessThanOrEqual(2);

  const png = await exportAs(page, 'PNG');
  expect(png.download.suggestedFilename()).toBe('sitemap_export.png');
  const { format, width } = await sharp(png.bytes).metadata();
  expect(format).toBe('png');
  expect(width).toBe(picture.width);
  const { channels } = await sharp(png.bytes).stats();
  expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(100);

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.download.suggestedFilename()).toBe('sitemap_export.pdf');
  const { text, pages } = await pdfText(pdf.bytes);
  expect(pages).toBe(1);
  const words = text.replace(/\s+/g, ' ');
  // The title, a box at each end of the tree, a type and a path.
  for (const word of [
    'Карта магазину',
    'Home',
    'Product B',
    'Help centre',
    'Modal',
    '/blog/post',
  ]) {
    expect(words).toContain(word);
  }
  // Editing aids are not in the picture.
  expect(words).not.toContain('Fit to view');
});

test('an outline pasted as text builds pages; one over the limits is refused and kept', async ({
  page,
}) => {
  await page.goto('/sitemap');
  await expectTree(page, SAMPLE_OUTLINE);
  await outlineRow(page, 'Blog').click();
  await page.getByRole('button', { name: 'Outline as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outline as text' });
  const text = dialog.getByRole('textbox', { name: 'Pages to add' });
  await expect(text).toHaveValue('');
  await dialog.locator('summary', { hasText: 'The sitemap as text' }).click();
  await expect(dialog.getByRole('textbox', { name: 'The sitemap as text' })).toHaveValue(
    /^Home \[\/\]\n {2}About \[\/about\]\n/,
  );
  const tooLong = `Guides\n  ${'x'.repeat(101)}`;
  await text.fill(tooLong);
  await dialog.getByRole('button', { name: 'Add under “Blog”' }).click();
  await expect(dialog.getByText('Line 2: page names must be at most 100 characters')).toBeVisible();
  await expect(text).toHaveValue(tooLong);
  await text.fill('Guides [section /guides]\n\tSetup\n\tBilling\nNews');
  await dialog.getByRole('button', { name: 'Add under “Blog”' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusLine(page)).toHaveText('Added 4 pages from the outline');
  await expectTree(
    page,
    SAMPLE_OUTLINE.replace(
      '    Post',
      ['    Post', '    Guides', '      Setup', '      Billing', '    News'].join('\n'),
    ),
  );
  await expect(diagramBox(page, 'Guides')).toContainText('Section');
});

test('far out the diagram is a canvas: a press picks a page, zooming in brings the boxes back, the export shows them all', async ({
  page,
}) => {
  await page.goto('/sitemap');
  await expectTree(page, SAMPLE_OUTLINE);
  // Sixty pages under About: the tree is far wider than the viewport.
  await outlineRow(page, 'About').click();
  await page.getByRole('button', { name: 'Outline as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Outline as text' });
  await dialog
    .getByRole('textbox', { name: 'Pages to add' })
    .fill(Array.from({ length: 60 }, (_, i) => `Page ${i + 1}`).join('\n'));
  await dialog.getByRole('button', { name: 'Add under “About”' }).click();
  await expect(statusLine(page)).toHaveText('Added 60 pages from the outline');

  // Fitted, the whole width shows at 20 %: drawn on the canvas, the boxes not shown.
  await diagram(page).focus();
  await page.keyboard.press('0');
  await expect(diagram(page).locator('.sm-diagram__zoom span')).toHaveText('20 %');
  await expect(diagram(page)).toHaveClass(/sm-diagram--overview/);
  await expect(diagram(page).locator('canvas')).toBeVisible();
  await expect(diagramBox(page, 'Page 30')).toBeHidden();

  // Where a page is drawn: its box's place through the camera (the diagram's transform).
  const drawnAt = (title: string) =>
    diagramBox(page, title).evaluate((box: HTMLElement) => {
      const world = box.parentElement!;
      const view = world.parentElement!.getBoundingClientRect();
      const [x, y, scale] = (world.style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
      return {
        x: view.left + x! + (box.offsetLeft + box.offsetWidth / 2) * scale!,
        y: view.top + y! + (box.offsetTop + box.offsetHeight / 2) * scale!,
      };
    });
  const details = page.getByRole('textbox', { name: 'Title', exact: true });
  const page30 = await drawnAt('Page 30');
  // The pointer over a drawn page says a press picks it.
  await page.mouse.move(page30.x, page30.y);
  await expect(diagram(page)).toHaveCSS('cursor', 'pointer');
  await page.mouse.click(page30.x, page30.y);
  await expect(outlineRow(page, 'Page 30')).toHaveAttribute('aria-selected', 'true');
  await expect(details).toHaveValue('Page 30');
  const page31 = await drawnAt('Page 31');
  await page.mouse.dblclick(page31.x, page31.y);
  await expect(details).toBeFocused();
  await expect(details).toHaveValue('Page 31');

  // The wheel zooms in around Page 31: once it rests past 50 %, the boxes are back.
  await page.mouse.move(page31.x, page31.y);
  for (let notch = 0; notch < 20; notch++) await page.mouse.wheel(0, -40);
  await expect(diagram(page)).not.toHaveClass(/sm-diagram--overview/);
  await expect(diagramBox(page, 'Page 31')).toBeVisible();
  await expect(diagram(page).locator('canvas')).toBeHidden();

  // Far out again, the export still pictures every box.
  await diagram(page).focus();
  await page.keyboard.press('0');
  await expect(diagram(page)).toHaveClass(/sm-diagram--overview/);
  const pdf = await exportAs(page, 'PDF');
  const words = (await pdfText(pdf.bytes)).text.replace(/\s+/g, ' ');
  for (const word of ['Home', 'Page 1', 'Page 31', 'Page 60', 'Help centre']) {
    expect(words).toContain(word);
  }
});
