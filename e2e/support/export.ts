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
