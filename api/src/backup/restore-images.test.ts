import { randomBytes } from 'node:crypto';
import { BACKUP_MESSAGES, MESSAGES } from 'shared-contracts';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { type ImageFormat, processUploadedImage } from '../images/image-processing.js';
import { isBareImage } from './bare-image.js';
import { decodeBase64, imageToStore } from './restore-images.js';

/** A picture with detail in it, so lossy formats change its bytes on every encoding. */
function noisy(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = randomBytes(width * height * channels);
  return sharp(pixels, { raw: { width, height, channels } });
}

const encode = (image: Sharp, format: ImageFormat) => image.toFormat(format).toBuffer();
const FORMATS: ImageFormat[] = ['jpeg', 'png', 'webp'];
const asBackup = (bytes: Buffer, format: ImageFormat) => ({
  contentType: `image/${format}` as const,
  base64: bytes.toString('base64'),
});

describe('decodeBase64', () => {
  it.each([
    ['', ''],
    ['YQ==', 'a'],
    ['YWI=', 'ab'],
    ['YWJj', 'abc'],
    ['+/+/', Buffer.from([0xfb, 0xff, 0xbf]).toString('latin1')],
  ])('reads %j', (text, bytes) => {
    expect(decodeBase64(text)?.toString('latin1')).toBe(bytes);
  });

  it.each([
    ['a length not a multiple of four', 'YWJjZ'],
    ['no padding', 'YQ'],
    ['padding inside', 'YQ==YWJj'],
    ['three padding characters', 'Y==='],
    ['a character outside the alphabet', 'YW J'],
    ['base64url', 'YW-_'],
    ['a line break', 'YWJj\nYWJj'],
    ['a letter outside ASCII', 'YWJé'],
  ])('refuses %s', (_what, text) => {
    expect(decodeBase64(text)).toBeNull();
  });
});

describe('isBareImage', () => {
  it.each(FORMATS)(
    'holds for what the server stores: %s, with and without alpha',
    async (format) => {
      for (const channels of [3, 4] as const) {
        const stored = await processUploadedImage(await encode(noisy(40, 30, channels), format));
        expect(isBareImage(stored.body, format)).toBe(true);
      }
    },
  );

  it('holds for a progressive JPEG', async () => {
    const progressive = await noisy(40, 30).jpeg({ progressive: true }).toBuffer();
    expect(isBareImage(progressive, 'jpeg')).toBe(true);
  });

  it.each(FORMATS)('fails for a %s with metadata', async (format) => {
    const tagged = await noisy(40, 30)
      .withMetadata({ exif: { IFD0: { Copyright: 'Somebody' } } })
      .toFormat(format)
      .toBuffer();
    expect(isBareImage(tagged, format)).toBe(false);
  });

  it.each(FORMATS)('fails for a %s with bytes after its end, or cut short', async (format) => {
    const stored = (await processUploadedImage(await encode(noisy(40, 30), format))).body;
    expect(isBareImage(Buffer.concat([stored, Buffer.from('<html>')]), format)).toBe(false);
    expect(isBareImage(stored.subarray(0, stored.length - 3), format)).toBe(false);
    expect(isBareImage(stored.subarray(0, 16), format)).toBe(false);
  });

  it('fails for a JPEG with a comment, and for a CMYK one', async () => {
    const stored = (await processUploadedImage(await encode(noisy(40, 30), 'jpeg'))).body;
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x07, ...Buffer.from('hello')]);
    const withComment = Buffer.concat([stored.subarray(0, 2), comment, stored.subarray(2)]);
    expect(isBareImage(withComment, 'jpeg')).toBe(false);
    const cmyk = await noisy(40, 30).toColourspace('cmyk').jpeg().toBuffer();
    expect(isBareImage(cmyk, 'jpeg')).toBe(false);
  });

  it('fails for a PNG with a text chunk', async () => {
    const stored = (await processUploadedImage(await encode(noisy(40, 30), 'png'))).body;
    const data = Buffer.from('a\0bc', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // After the header chunk (8 + 25 bytes); the walk reads types, not checksums.
    const text = Buffer.concat([length, Buffer.from('tEXt'), data, Buffer.alloc(4)]);
    const withText = Buffer.concat([stored.subarray(0, 33), text, stored.subarray(33)]);
    expect(isBareImage(withText, 'png')).toBe(false);
  });
});

describe('imageToStore', () => {
  it.each(FORMATS)('keeps a %s the server stored byte for byte', async (format) => {
    const stored = (await processUploadedImage(await encode(noisy(60, 40), format))).body;
    const kept = await imageToStore(asBackup(stored, format));
    expect(kept).toMatchObject({ format, contentType: `image/${format}` });
    expect(kept.body.equals(stored)).toBe(true);
  });

  it('re-encodes a picture with metadata, without it', async () => {
    const tagged = await noisy(60, 40)
      .withMetadata({ exif: { IFD0: { Copyright: 'Somebody' } } })
      .jpeg()
      .toBuffer();
    const stored = await imageToStore(asBackup(tagged, 'jpeg'));
    expect(stored.body.equals(tagged)).toBe(false);
    expect((await sharp(stored.body).metadata()).exif).toBeUndefined();
  });

  it('scales down a picture larger than the server keeps them, as an upload would', async () => {
    const large = await sharp({
      create: { width: 3000, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const stored = await imageToStore(asBackup(large, 'png'));
    expect(await sharp(stored.body).metadata()).toMatchObject({ width: 2048 });
  });

  async function refusal(image: { contentType: 'image/jpeg' | 'image/png'; base64: string }) {
    const error = await imageToStore(image).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    return error as Error & { statusCode: number };
  }

  it('refuses bytes that are no image, text that is not base64, and a type that lies', async () => {
    const random = await refusal({
      contentType: 'image/jpeg',
      base64: randomBytes(300).toString('base64'),
    });
    expect([random.statusCode, random.message]).toEqual([400, MESSAGES.onlyImages]);
    const garbled = await refusal({ contentType: 'image/jpeg', base64: 'not base64!' });
    expect(garbled).toBeInstanceOf(HttpError);
    expect(garbled.message).toBe(BACKUP_MESSAGES.imageNotBase64);
    const png = await encode(noisy(10, 10), 'png');
    const lying = await refusal({ contentType: 'image/jpeg', base64: png.toString('base64') });
    expect(lying.message).toBe(BACKUP_MESSAGES.imageTypeMismatch('image/jpeg'));
  });
});
