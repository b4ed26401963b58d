import type { ImageFormat } from '../images/image-processing.js';

/*
 * Whether an image file holds its picture and nothing else: no metadata (EXIF, ICC, XMP,
 * comments), no animation, no bytes after its end. The images this server stores are of
 * that form (image-processing.ts re-encodes every upload, which drops the rest); a file of
 * that form can be kept as it is, since re-encoding it would only lose quality (JPEG and
 * WebP are lossy, so every pass changes the bytes). Anything else is re-encoded.
 */

/** JPEG markers a bare file has: frames (baseline, extended, progressive), tables, scans. */
const JPEG_SEGMENTS = new Set([0xc0, 0xc1, 0xc2, 0xc4, 0xdb, 0xdd, 0xda]);
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

function isBareJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return at + 2 === bytes.length;
    if (!JPEG_SEGMENTS.has(marker) || at + 4 > bytes.length) return false;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return false;
    // One component (grey) or three (YCbCr): no CMYK, which re-encoding would convert.
    if (JPEG_FRAMES.has(marker) && (length < 8 || ![1, 3].includes(bytes[at + 9]!))) return false;
    at = end;
    if (marker === 0xda) {
      // The scan's entropy-coded data runs to the next marker that is not a stuffed 0xFF00
      // or a restart marker.
      while (at + 1 < bytes.length) {
        const next = bytes[at + 1]!;
        if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return false;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG chunks a bare file has: header, palette, transparency, pixel density, pixels, end. */
const PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND']);

function isBarePng(bytes: Buffer): boolean {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (!PNG_CHUNKS.has(type) || end > bytes.length) return false;
    if (type === 'IEND') return end === bytes.length;
    at = end;
  }
  return false;
}

/** WebP chunks a bare file has: the picture (lossy or lossless), its header and alpha. */
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
/** VP8X flags for an ICC profile, EXIF, XMP and animation. */
const WEBP_EXTRAS = 0x20 | 0x08 | 0x04 | 0x02;

function isBareWebp(bytes: Buffer): boolean {
  if (bytes.length < 20) return false;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return false;
  }
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    if (!WEBP_CHUNKS.has(type)) return false;
    if (type === 'VP8X' && (length < 1 || (bytes[at + 8]! & WEBP_EXTRAS) !== 0)) return false;
    // Chunks are padded to an even length.
    at += 8 + length + (length % 2);
  }
  return at === bytes.length;
}

/** Whether the file (already known to be an image of `format`) is bare, as above. */
export function isBareImage(bytes: Buffer, format: ImageFormat): boolean {
  switch (format) {
    case 'jpeg':
      return isBareJpeg(bytes);
    case 'png':
      return isBarePng(bytes);
    case 'webp':
      return isBareWebp(bytes);
  }
}
