import { describe, expect, it } from 'vitest';
import { groupWordsIntoLines, type PlacedWord, wrapFieldText } from './text-runs';

const word = (text: string, left: number, top: number, width = text.length * 8): PlacedWord => ({
  text,
  left,
  top,
  width,
  height: 20,
});

describe('groupWordsIntoLines', () => {
  it('joins the words of one line into one run spanning them', () => {
    const runs = groupWordsIntoLines([word('Fast', 10, 100), word('delivery', 50, 100)], 14);
    expect(runs).toEqual([
      { text: 'Fast delivery', left: 10, top: 100, width: 50 + 64 - 10, height: 20, fontSize: 14 },
    ]);
  });

  it('starts a new run where the browser wrapped the text', () => {
    const runs = groupWordsIntoLines(
      [word('one', 10, 100), word('two', 50, 100), word('three', 10, 120), word('four', 60, 120)],
      14,
    );
    expect(runs.map((run) => [run.text, run.left, run.top])).toEqual([
      ['one two', 10, 100],
      ['three four', 10, 120],
    ]);
  });

  it('keeps a line together when a word sits a pixel higher (another font, a baseline shift)', () => {
    const runs = groupWordsIntoLines([word('Ціна', 0, 100), word('₴', 40, 99)], 14);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ text: 'Ціна ₴', top: 99, height: 21 });
  });

  it('starts a new run for a word left of the previous one at the same height (a new column)', () => {
    expect(groupWordsIntoLines([word('right', 200, 0), word('left', 0, 0)], 14)).toHaveLength(2);
  });

  it('answers nothing for no words', () => {
    expect(groupWordsIntoLines([], 14)).toEqual([]);
  });
});

describe('wrapFieldText', () => {
  const measure = (text: string) => text.length * 10;

  it('wraps at spaces within the width, as a text area does', () => {
    expect(wrapFieldText('aaa bbb ccc dd', 70, measure)).toEqual(['aaa bbb', 'ccc dd']);
  });

  it("keeps the value's line breaks and leaves a word too long for a line whole", () => {
    expect(wrapFieldText('short\nextraordinarily long', 60, measure)).toEqual([
      'short',
      'extraordinarily',
      'long',
    ]);
  });

  it('leaves out empty lines and extra spaces', () => {
    expect(wrapFieldText('  a   b \n\n', 100, measure)).toEqual(['a b']);
  });
});
