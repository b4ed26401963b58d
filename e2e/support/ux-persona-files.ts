import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Real image files for the persona photo tests, made here rather than committed: a PNG is
 * a signature and three chunks (IHDR, IDAT, IEND), each with a CRC.
 */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG whose rows are `rows(y)` (3 bytes a pixel, no filter byte). */
function png(width: number, height: number, row: (y: number) => Buffer, level = 9): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const raw = Buffer.concat(
    Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small portrait-sized PNG: a warm diagonal gradient, about a kilobyte. */
export function gradientPng(size = 96): Buffer {
  return png(size, size, (y) => {
    const pixels = Buffer.alloc(size * 3);
    for (let x = 0; x < size; x++) {
      pixels[x * 3] = 200 + Math.round((x / size) * 55);
      pixels[x * 3 + 1] = Math.round(((x + y) / (2 * size)) * 200);
      pixels[x * 3 + 2] = 90;
    }
    return pixels;
  });
}

/**
 * A valid PNG of about 11 MB (noise does not compress): above the 10,000,000-byte limit
 * of spec §9.
 */
export function elevenMegabytePng(): Buffer {
  const width = 2000;
  const height = 1850;
  const noise = randomBytes(width * height * 3);
  return png(width, height, (y) => noise.subarray(y * width * 3, (y + 1) * width * 3), 0);
}
