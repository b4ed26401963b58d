// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureForPdf } from './capture-section';
import { EXPORTING_ATTRIBUTE } from './export-image';

const captures: { kind: string | null; pixelRatio: number; type?: string; quality?: number }[] = [];
vi.mock('html-to-image', () => ({
  toCanvas: vi.fn(async (node: HTMLElement, options: { pixelRatio: number }) => {
    const capture: (typeof captures)[number] = {
      kind: node.getAttribute(EXPORTING_ATTRIBUTE),
      pixelRatio: options.pixelRatio,
    };
    captures.push(capture);
    return {
      width: Math.round(node.clientWidth * options.pixelRatio),
      height: Math.round(node.clientHeight * options.pixelRatio),
      toBlob: (done: (blob: Blob) => void, type: string, quality: number) => {
        Object.assign(capture, { type, quality });
        done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type }));
      },
    };
  }),
}));

/** A viewer whose layout size jsdom reports as `width` x `height`, showing `children`. */
function viewer(width: number, height: number, ...children: HTMLElement[]) {
  const node = document.createElement('div');
  Object.defineProperty(node, 'clientWidth', { value: width });
  Object.defineProperty(node, 'clientHeight', { value: height });
  node.append(...children);
  document.body.append(node);
  return node;
}

function field(value: string, className = '') {
  const input = document.createElement('input');
  input.value = value;
  input.className = className;
  return input;
}

describe('captureForPdf', () => {
  // jsdom draws nothing: the fields' text is measured by the fallback, without its warning.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

  afterEach(() => {
    captures.length = 0;
    document.body.replaceChildren();
  });

  it("pictures the viewer as an export, at ratio 2, as a JPEG with the picture's text", async () => {
    const node = viewer(800, 1000, field('Олена Коваль'), field('Add', 'ui-editor-control'));
    const section = await captureForPdf(node);
    expect(captures).toEqual([
      { kind: 'export', pixelRatio: 2, type: 'image/jpeg', quality: expect.any(Number) },
    ]);
    expect(captures[0]!.quality).toBeLessThan(1);
    expect(section).toMatchObject({ pictureType: 'image/jpeg', width: 800, height: 1000 });
    expect(Array.from(section.picture)).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    // The control is left out of the text as it is out of the picture.
    expect(section.runs.map((run) => run.text)).toEqual(['Олена Коваль']);
    expect(node.hasAttribute(EXPORTING_ATTRIBUTE)).toBe(false);
  });

  it('draws a large viewer at a lower ratio, its size still in CSS px', async () => {
    const section = await captureForPdf(viewer(1000, 4000));
    const { pixelRatio } = captures[0]!;
    expect(pixelRatio).toBeLessThan(2);
    expect(pixelRatio).toBeGreaterThan(1);
    expect(section.width).toBeCloseTo(1000, 0);
    expect(section.height).toBeCloseTo(4000, 0);
  });
});
