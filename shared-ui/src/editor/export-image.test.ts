import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORTING_ATTRIBUTE, thumbnailJpeg } from './export-image';

const seenDuringCapture: (string | null)[] = [];
vi.mock('html-to-image', () => ({
  toCanvas: vi.fn(async (node: HTMLElement) => {
    seenDuringCapture.push(node.getAttribute(EXPORTING_ATTRIBUTE));
    return {
      toBlob: (done: (blob: Blob) => void, type: string, quality: number) =>
        done(new Blob(['x'.repeat(quality === 0.5 ? 1000 : 5000)], { type })),
    };
  }),
}));

describe('thumbnailJpeg', () => {
  afterEach(() => {
    seenDuringCapture.length = 0;
  });

  it('captures at half quality with the controls hidden, and only then', async () => {
    const node = document.createElement('div');
    const blob = await thumbnailJpeg(node, 300_000);
    expect(blob?.size).toBe(1000);
    expect(seenDuringCapture).toEqual(['true']);
    expect(node.hasAttribute(EXPORTING_ATTRIBUTE)).toBe(false);
  });

  it('is skipped (null) when larger than the limit', async () => {
    expect(await thumbnailJpeg(document.createElement('div'), 999)).toBeNull();
  });
});
