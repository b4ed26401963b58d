import { MAX_UPLOAD_BYTES, MESSAGES } from 'shared-contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processUploadedImage } from './image-processing.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f00' } });

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  const error = await processUploadedImage(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('processUploadedImage', () => {
  it.each([
    ['jpeg', 'image/jpeg', () => solid(64, 48).jpeg().toBuffer()],
    ['png', 'image/png', () => solid(64, 48).png().toBuffer()],
    ['webp', 'image/webp', () => solid(64, 48).webp().toBuffer()],
  ] as const)('accepts %s and re-encodes it as %s', async (format, contentType, make) => {
    const result = await processUploadedImage(await make());
    expect(result).toMatchObject({ format, contentType, width: 64, height: 48 });
    const meta = await sharp(result.body).metadata();
    expect(meta).toMatchObject({ format, width: 64, height: 48 });
  });

  it('strips EXIF metadata', async () => {
    const input = await solid(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const { body } = await processUploadedImage(input);
    const meta = await sharp(body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(body.includes('secret')).toBe(false);
  });

  it('applies EXIF orientation to the pixels before dropping it', async () => {
    const input = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processUploadedImage(input);
    expect(result).toMatchObject({ width: 100, height: 200 });
    expect((await sharp(result.body).metadata()).orientation).toBeUndefined();
  });

  it('refuses a text file whatever it is called', async () => {
    const error = await rejection(Buffer.from('not a photo, despite the name photo.jpg\n'));
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.onlyImages });
  });

  it('refuses an empty upload', async () => {
    expect(await rejection(Buffer.alloc(0))).toMatchObject({ statusCode: 400 });
  });

  it('refuses SVG, which sharp could render but we do not accept', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const error = await rejection(svg);
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.onlyImages });
  });

  it('refuses a GIF', async () => {
    const error = await rejection(await solid(16, 16).gif().toBuffer());
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.onlyImages });
  });

  it('refuses a truncated PNG without leaking the decoder error', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const error = await rejection(png.subarray(0, 100));
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.onlyImages });
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await solid(300, 300).jpeg().toBuffer();
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.onlyImages });
  });

  it('refuses a 100-megapixel decompression bomb from its header alone', async () => {
    const bomb = await solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);

    const started = performance.now();
    const error = await rejection(bomb);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.imageTooManyPixels });
  });

  it('refuses an upload over the size limit with 413', async () => {
    const error = await rejection(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(error).toMatchObject({ statusCode: 413, message: MESSAGES.uploadTooLarge });
  });

  it('downscales a large image to fit 2048x2048, keeping its aspect ratio', async () => {
    const result = await processUploadedImage(await solid(4000, 3000).jpeg().toBuffer());
    expect(result).toMatchObject({ width: 2048, height: 1536 });
    expect(await sharp(result.body).metadata()).toMatchObject({ width: 2048, height: 1536 });
  });
});
