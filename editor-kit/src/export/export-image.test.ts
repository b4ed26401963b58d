// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORTING_ATTRIBUTE, exportJpeg, fittingPixelRatio, thumbnailJpeg } from './export-image';

const seenDuringCapture: (string | null)[] = [];
const pixelRatios: number[] = [];
const filters: ((node: Node) => boolean)[] = [];
vi.mock('html-to-image', () => ({
  toCanvas: vi.fn(
    async (node: HTMLElement, options: { pixelRatio: number; filter: (n: Node) => boolean }) => {
      seenDuringCapture.push(node.getAttribute(EXPORTING_ATTRIBUTE));
      pixelRatios.push(options.pixelRatio);
      filters.push(options.filter);
      return {
        toBlob: (done: (blob: Blob) => void, type: string, quality: number) =>
          done(new Blob(['x'.repeat(quality === 0.5 ? 1000 : 5000)], { type })),
      };
    },
  ),
}));

describe('thumbnailJpeg', () => {
  afterEach(() => {
    seenDuringCapture.length = 0;
    pixelRatios.length = 0;
  });

  it('captures at half quality with the controls hidden, and only then', async () => {
    const node = document.createElement('div');
    const blob = await thumbnailJpeg(node, 300_000);
    expect(blob?.size).toBe(1000);
    expect(seenDuringCapture).toEqual(['thumbnail']);
    expect(node.hasAttribute(EXPORTING_ATTRIBUTE)).toBe(false);
  });

  it('tells a thumbnail from an export by the attribute value, for thumbnail-only styles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await exportJpeg(document.createElement('div'), 'a.jpg');
    await thumbnailJpeg(document.createElement('div'), 300_000);
    expect(seenDuringCapture).toEqual(['export', 'thumbnail']);
    vi.useRealTimers();
  });

  it('leaves editing controls out of the copy it pictures', async () => {
    await thumbnailJpeg(document.createElement('div'), 300_000);
    const control = document.createElement('button');
    control.className = 'ui-editor-control';
    const cell = document.createElement('td');
    expect([control, cell, document.createTextNode('x')].map(filters.at(-1)!)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('is skipped (null) when larger than the limit', async () => {
    expect(await thumbnailJpeg(document.createElement('div'), 999)).toBeNull();
  });
});

/** A node whose layout size jsdom reports as `width` x `height`. */
function sizedNode(width: number, height: number) {
  const node = document.createElement('div');
  Object.defineProperty(node, 'clientWidth', { value: width });
  Object.defineProperty(node, 'clientHeight', { value: height });
  return node;
}

describe('picture size', () => {
  afterEach(() => {
    pixelRatios.length = 0;
  });

  it('keeps the pixel ratio while the picture fits', () => {
    expect(fittingPixelRatio(1000, 800, 2, 4_000_000)).toBe(2);
    expect(fittingPixelRatio(1000, 800, 1)).toBe(1);
  });

  it('lowers the pixel ratio until the picture fits the area', () => {
    const ratio = fittingPixelRatio(6000, 8000, 1, 1_000_000);
    expect(6000 * ratio * 8000 * ratio).toBeCloseTo(1_000_000);
    expect(fittingPixelRatio(0, 0, 2, 10)).toBe(2);
  });

  it('thumbnails at ratio 1 unless the editor says otherwise', async () => {
    await thumbnailJpeg(sizedNode(6000, 8000), 300_000);
    await thumbnailJpeg(sizedNode(6000, 8000), 300_000, { maxPixels: 1_200_000 });
    expect(pixelRatios[0]).toBe(1);
    expect(pixelRatios[1]).toBeCloseTo(Math.sqrt(1_200_000 / 48_000_000));
  });

  it('exports at ratio 2, capped when asked, always at quality 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await exportJpeg(sizedNode(500, 400), 'a.jpg');
    await exportJpeg(sizedNode(6000, 8000), 'a.jpg', { maxPixels: 48_000_000 });
    expect(pixelRatios).toEqual([2, 1]);
    vi.useRealTimers();
  });
});
