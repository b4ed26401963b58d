import { describe, expect, it } from 'vitest';
import { clampLines, paginate, slicePicture, wrapText } from './project-pdf-layout';
import type { TextRun } from './text-runs';

/** A monospaced font: every character half its size wide. */
const measure = (text: string, size: number) => Array.from(text).length * size * 0.5;

describe('wrapText', () => {
  it('wraps at spaces within the width, measured at the size', () => {
    // 10 pt: 5 pt a character, so 40 pt holds 8 characters.
    expect(wrapText('aaa bbb ccc dd', 40, 10, measure)).toEqual(['aaa bbb', 'ccc dd']);
    expect(wrapText('aaa bbb ccc dd', 40, 5, measure)).toEqual(['aaa bbb ccc dd']);
  });

  it('breaks a word wider than the line where it must, so nothing runs off the page', () => {
    expect(wrapText('Надзвичайнодовгеслово так', 40, 10, measure)).toEqual([
      'Надзвича',
      'йнодовге',
      'слово',
      'так',
    ]);
  });

  it("keeps the text's line breaks and one blank line between paragraphs", () => {
    expect(wrapText('\n\none\n\n\n\ntwo three\n\n', 1000, 10, measure)).toEqual([
      'one',
      '',
      'two three',
    ]);
    expect(wrapText('   ', 100, 10, measure)).toEqual([]);
  });
});

describe('clampLines', () => {
  it('keeps lines that fit', () => {
    expect(clampLines(['a', 'b'], 2, 100, 10, measure)).toEqual(['a', 'b']);
  });

  it('ends the last line kept with an ellipsis, shortened to make room for it', () => {
    expect(clampLines(['one two', 'three four', 'five'], 2, 50, 10, measure)).toEqual([
      'one two',
      'three fou…',
    ]);
    expect(clampLines(['a', 'b'], 0, 50, 10, measure)).toEqual([]);
  });
});

describe('paginate', () => {
  it('fills each page in order without splitting an entry, less on the first page', () => {
    expect(paginate([10, 10, 10, 10, 10], 25, 30)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });

  it('spreads a long contents over many pages, every entry once and in order', () => {
    const heights = Array.from({ length: 240 }, (_, index) => (index % 7 === 0 ? 35 : 20));
    const pages = paginate(heights, 600, 700);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.flat()).toEqual(heights.map((_, index) => index));
    pages.forEach((page, index) => {
      const used = page.reduce((sum, entry) => sum + heights[entry]!, 0);
      expect(used).toBeLessThanOrEqual(index === 0 ? 600 : 700);
    });
  });

  it('gives an entry taller than a page a page of its own, and no entries no page', () => {
    expect(paginate([10, 50, 10], 30, 30)).toEqual([[0], [1], [2]]);
    expect(paginate([], 30, 30)).toEqual([]);
  });
});

/** Lines of text every `step` px down a `height` px picture, each 18 px tall. */
function rows(height: number, step: number): TextRun[] {
  return Array.from({ length: Math.floor((height - 18) / step) + 1 }, (_, index) => ({
    text: `Row ${index}`,
    left: 10,
    top: index * step,
    width: 60,
    height: 18,
    fontSize: 14,
  }));
}

function expectCovered(slices: ReturnType<typeof slicePicture>, height: number) {
  expect(slices[0]!.top).toBe(0);
  expect(slices.at(-1)!.bottom).toBe(height);
  for (let i = 1; i < slices.length; i++) expect(slices[i]!.top).toBe(slices[i - 1]!.bottom);
  for (const slice of slices) expect(slice.bottom).toBeGreaterThan(slice.top);
}

describe('slicePicture', () => {
  it('cuts a tall picture into slices covering it without gaps, less room on the first', () => {
    const runs = rows(5000, 23);
    const slices = slicePicture(5000, 700, 1000, runs);
    expectCovered(slices, 5000);
    expect(slices[0]!.bottom).toBeLessThanOrEqual(700);
    for (const slice of slices.slice(1)) expect(slice.bottom - slice.top).toBeLessThanOrEqual(1000);
    expect(slices.length).toBe(Math.ceil((5000 - 700) / 1000) + 1);
  });

  it('deals every run to exactly one slice, the one holding its middle', () => {
    const runs = [
      ...rows(5000, 23),
      // Outside the picture (a shadow's text, a rounding): the nearest end.
      { text: 'above', left: 0, top: -30, width: 10, height: 10, fontSize: 10 },
      { text: 'below', left: 0, top: 5010, width: 10, height: 10, fontSize: 10 },
    ];
    const slices = slicePicture(5000, 700, 1000, runs);
    const dealt = slices.flatMap((slice) => slice.runs);
    expect(dealt).toHaveLength(runs.length);
    expect(new Set(dealt)).toEqual(new Set(runs));
    for (const slice of slices) {
      for (const run of slice.runs.filter((run) => run.top >= 0 && run.top < 5000)) {
        const middle = run.top + run.height / 2;
        expect(middle).toBeGreaterThanOrEqual(slice.top);
        expect(middle).toBeLessThan(slice.bottom);
      }
    }
    expect(slices[0]!.runs).toContainEqual(expect.objectContaining({ text: 'above' }));
    expect(slices.at(-1)!.runs).toContainEqual(expect.objectContaining({ text: 'below' }));
  });

  it('cuts above a line of text rather than through it', () => {
    const runs = rows(5000, 23);
    const slices = slicePicture(5000, 700, 1000, runs);
    for (const { bottom } of slices.slice(0, -1)) {
      expect(runs.filter((run) => run.top < bottom && run.top + run.height > bottom)).toEqual([]);
    }
    // A line across the plain cut (690..710 at 700): the cut moves to its top.
    const line = { text: 'cut', left: 0, top: 690, width: 10, height: 20, fontSize: 14 };
    expect(slicePicture(2000, 700, 1000, [line])[0]!.bottom).toBe(690);
  });

  it('cuts through text only when keeping it whole would leave a page a quarter empty', () => {
    // One block of text 600 px tall from 300: no cut between 525 and 700 spares it.
    const tall = { text: 'x', left: 0, top: 300, width: 10, height: 600, fontSize: 400 };
    expect(slicePicture(2000, 700, 1000, [tall])[0]!.bottom).toBe(700);
  });

  it('keeps a picture that fits in one slice, an empty one too', () => {
    expect(slicePicture(500, 700, 1000, [])).toEqual([{ top: 0, bottom: 500, runs: [] }]);
    expect(slicePicture(0, 700, 1000, [])).toEqual([{ top: 0, bottom: 0, runs: [] }]);
    expect(() => slicePicture(500, 0, 1000, [])).toThrow(RangeError);
  });
});
