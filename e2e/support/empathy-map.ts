import { crc32, deflateSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { type Download, expect, type Page } from '@playwright/test';

/** The boxes of an empathy map, by their visible labels. */
export const MAP_FIELDS = ['Says', 'Thinks', 'Does', 'Feels', 'Pains', 'Gains'] as const;

/** A field of the map by its label. */
export function mapField(page: Page, label: (typeof MAP_FIELDS)[number]) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * A real PNG picture, `size` pixels square in one colour: what a person uploads as a
 * persona photo. Built here so the tests carry no binary fixtures.
 */
export function pngImage(size = 64, rgb: [number, number, number] = [91, 75, 219]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a download: a JPEG starts with FF D8 FF. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export function isJpeg(bytes: Buffer): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** WCAG 2.1 A/AA over the page as it is now, as the shell's accessibility spec checks. */
export async function expectNoAxeViolations(page: Page, what: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}

/** Creates an empathy map in a project through the API; resolves to its editor path. */
export async function createEmpathyMapThroughApi(page: Page, projectSK: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await page.request.post('/api/empathy-maps', {
    headers: { Authorization: `Bearer ${token}` },
    data: { projectSK },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { PK, SK } = (await created.json()) as { PK: string; SK: string };
  return `/empathymap/${PK.replace('#', '_')}/${SK.replace('#', '_')}`;
}
