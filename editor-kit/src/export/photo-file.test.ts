import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const file = (bytes: number[], size = bytes.length) => {
  const padding = new Uint8Array(Math.max(0, size - bytes.length));
  return new File([new Uint8Array(bytes), padding], 'photo.png', { type: 'image/png' });
};

describe('photoFileProblem', () => {
  it('accepts PNG, JPEG and WebP by their bytes', async () => {
    expect(await photoFileProblem(file(PNG_HEAD))).toBeNull();
    expect(await photoFileProblem(file([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    const webp = [...'RIFF'].map((c) => c.charCodeAt(0));
    expect(
      await photoFileProblem(
        file([...webp, 0, 0, 0, 0, ...[...'WEBP'].map((c) => c.charCodeAt(0))]),
      ),
    ).toBeNull();
  });

  it('refuses a text file named .png', async () => {
    const text = [...'hello, not an image'].map((c) => c.charCodeAt(0));
    expect(await photoFileProblem(file(text))).toBe('onlyImages');
  });

  it('refuses an image over 10,000,000 bytes, and takes one of exactly that size', async () => {
    expect(await photoFileProblem(file(PNG_HEAD, 10_000_001))).toBe('uploadTooLarge');
    expect(await photoFileProblem(file(PNG_HEAD, 10_000_000))).toBeNull();
  });
});
