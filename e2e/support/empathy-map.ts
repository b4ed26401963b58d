import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

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
