/**
 * PNG and PDF exports beside the spec's JPEG (issue G4), in each editor that exports, as
 * a guest: the menu beside 'Export in JPEG' hands over `<editor>_export.png` and `.pdf`;
 * the PNG decodes to a picture of the editor's content at twice its CSS size; the PDF is
 * one page whose text (read back with pdf.js) is what the editor shows, Ukrainian too.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { exportAs, pdfText } from '../support/export.ts';
import { expect, test } from '../support/fixtures.ts';
import { captures, recordPictures } from '../support/pictures.ts';

/**
 * The CSS size of what the picture showed, read as it was taken (support/pictures.ts):
 * the content area (or the table in it) with its editing controls hidden and whatever
 * an editor shows only in pictures (the empathy map's title), and which node that was.
 */
async function picturedSize(page: Page, selector: string) {
  const taken = (await captures(page)).filter((capture) => capture.kind === 'export');
  const { node, width, height } = taken.at(-1)!;
  expect(node.split(' ')).toContain(selector.slice(1));
  return { width, height };
}

test.beforeEach(async ({ page }) => {
  await recordPictures(page);
});

async function expectPng(page: Page, fileName: string, selector: string) {
  const { download, bytes } = await exportAs(page, 'PNG');
  expect(download.suggestedFilename()).toBe(fileName);
  const { format, width, height } = await sharp(bytes).metadata();
  expect(format).toBe('png');
  // Twice the pictured node's size (pixel ratio 2), to the pixel.
  const size = await picturedSize(page, selector);
  expect(Math.abs(width! - 2 * size.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(height! - 2 * size.height)).toBeLessThanOrEqual(2);
  // A real picture, not a blank page: some pixels are far from white.
  const { channels } = await sharp(bytes).stats();
  expect(Math.min(...channels.map((channel) => channel.min))).toBeLessThan(100);
}

async function expectPdf(page: Page, fileName: string, words: readonly string[]) {
  // The menu is keyboard-usable: arrows, Enter, and focus back on the menu button.
  const more = page.getByRole('button', { name: 'More export formats' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Export in PNG' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Export in PDF' })).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  await expect(more).toBeFocused();
  expect(download.suggestedFilename()).toBe(fileName);
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  const { text, pages, size } = await pdfText(Buffer.concat(parts));
  expect(pages).toBe(1);
  expect(size[0]).toBeGreaterThan(200);
  const normalised = text.replace(/\s+/g, ' ');
  for (const word of words) expect(normalised).toContain(word);
  // The live region said it was done.
  await expect(page.getByRole('status').filter({ hasText: 'Export finished' })).toHaveCount(1);
}

test('UX persona: PNG and PDF, the PDF with the name and a field in Ukrainian', async ({
  page,
}) => {
  await page.goto('/uxpersonas');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Олена Коваль');
  await page.getByLabel('Biography', { exact: true }).fill('Переїхала до Львова заради роботи.');
  await expect(page.getByRole('heading', { level: 1, name: 'Олена Коваль' })).toBeVisible();
  await expectPng(page, 'ux_persona_export.png', '.ui-editor__content');
  await expectPdf(page, 'ux_persona_export.pdf', [
    'Олена Коваль',
    'Переїхала до Львова заради роботи.',
    // A text field's value (not a text node): the first skill's name.
    'Tech level',
  ]);
});

test('empathy map: PNG and PDF, the PDF with what the map says', async ({ page }) => {
  await page.goto('/empathymap');
  await page.getByLabel('Says', { exact: true }).fill('Хочу швидко знайти подарунок');
  await expectPng(page, 'empathy_map_export.png', '.ui-editor__content');
  await expectPdf(page, 'empathy_map_export.pdf', ['Хочу швидко знайти подарунок', 'Says']);
});

test('competitor analysis: PNG and PDF, the PDF with the table text', async ({ page }) => {
  await page.goto('/competitoranalysis');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Доставка їжі');
  await expect(page.getByRole('rowheader', { name: 'QuickBite' })).toBeVisible();
  await expectPng(page, 'competitor_analysis_export.png', '.ca-sheet');
  await expectPdf(page, 'competitor_analysis_export.pdf', [
    'Доставка їжі',
    'QuickBite',
    'Corner Deli Direct',
  ]);
});
