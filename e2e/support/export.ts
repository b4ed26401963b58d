import type { Download, Page } from '@playwright/test';

/** Whether `bytes` are a JPEG: it starts with FF D8 FF. */
export function isJpeg(bytes: Buffer): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Presses an editor's 'Export in JPEG' and resolves to the download and its bytes. */
export async function exportJpeg(page: Page): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export in JPEG', exact: true }).click(),
  ]);
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { download, bytes: Buffer.concat(parts) };
}

export async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Exports through the menu beside 'Export in JPEG' ('More export formats' → 'Export in
 * PNG' / 'Export in PDF') and resolves to the download and its bytes.
 */
export async function exportAs(
  page: Page,
  format: 'PNG' | 'PDF',
): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: 'More export formats' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Export in ${format}` }).click(),
  ]);
  return { download, bytes: await downloaded(download) };
}

/** The text a PDF's pages hold (pdf.js, as a reader's search and copy would find it). */
export async function pdfText(
  bytes: Buffer,
): Promise<{ text: string; pages: number; size: number[] }> {
  const { texts, size } = await pdfPages(bytes);
  return { text: texts.join('\n'), pages: texts.length, size };
}

/** Each page's text of a PDF, and the first page's size in points. */
export async function pdfPages(bytes: Buffer): Promise<{ texts: string[]; size: number[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const first = await pdf.getPage(1);
  const { width, height } = first.getViewport({ scale: 1 });
  await pdf.destroy();
  return { texts, size: [width, height] };
}
