import { describe, expect, it } from 'vitest';
import { renderingProblems, translationProblems } from './catalog-check';
import { candidateKeys, interpolate, lookUp, translate, type WordsIn } from './translate';

const english = {
  photo: { choose: 'Choose a photo', alt: 'Photo of {{name}}' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  plain: 'Plain',
};
const ukrainian = {
  photo: { choose: 'Оберіть фото', alt: 'Фото: {{name}}' },
  items_one: '{{count}} елемент',
  items_few: '{{count}} елементи',
  items_many: '{{count}} елементів',
  items_other: '{{count}} елемента',
};
const inEnglish: WordsIn = { words: english, intl: 'en-US' };
const inUkrainian: WordsIn[] = [{ words: ukrainian, intl: 'uk-UA' }, inEnglish];

describe('lookUp', () => {
  it('follows a dotted key into nested words', () => {
    expect(lookUp(english, 'photo.choose')).toBe('Choose a photo');
    expect(lookUp(english, 'plain')).toBe('Plain');
  });

  it('finds nothing for a missing key, a subtree or a key through a string', () => {
    expect(lookUp(english, 'photo.missing')).toBeUndefined();
    expect(lookUp(english, 'photo')).toBeUndefined();
    expect(lookUp(english, 'plain.more')).toBeUndefined();
    expect(lookUp(english, 'toString')).toBeUndefined();
    expect(lookUp(undefined, 'plain')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills each {{name}}, spaces inside allowed, values as text, without escaping', () => {
    expect(interpolate('{{a}} & {{ b }} {{a}}', { a: '<b>', b: 3 })).toBe('<b> & 3 <b>');
  });

  it("leaves a placeholder without a value as it is, and empties a null one, as i18next's", () => {
    expect(interpolate('Hi {{name}}', {})).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}')).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}.', { name: undefined })).toBe('Hi .');
    expect(interpolate('Hi {{name}}.', { name: null })).toBe('Hi .');
  });

  it('does not fill a value into a value', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
  });
});

describe('candidateKeys', () => {
  it('tries the form the language picks for count, then the key', () => {
    expect(candidateKeys('items', 'en-US', 1)).toEqual(['items_one', 'items']);
    expect(candidateKeys('items', 'uk-UA', 3)).toEqual(['items_few', 'items']);
    expect(candidateKeys('items', 'uk-UA', 5)).toEqual(['items_many', 'items']);
    expect(candidateKeys('items', 'uk-UA', 1.5)).toEqual(['items_other', 'items']);
  });

  it('tries _zero first for a count of 0, as i18next does', () => {
    expect(candidateKeys('items', 'en-US', 0)).toEqual(['items_zero', 'items_other', 'items']);
  });

  it('takes a count that is not a number for no count', () => {
    expect(candidateKeys('items', 'en-US', '1')).toEqual(['items']);
    expect(candidateKeys('items', 'en-US', undefined)).toEqual(['items']);
  });
});

describe('translate', () => {
  it('gives the text with its values and the plural form of its count', () => {
    expect(translate([inEnglish], 'photo.alt', { name: 'Ann' })).toBe('Photo of Ann');
    expect(translate([inEnglish], 'items', { count: 1 })).toBe('1 item');
    expect(translate([inEnglish], 'items', { count: 0 })).toBe('0 items');
    expect(translate(inUkrainian, 'items', { count: 22 })).toBe('22 елементи');
    expect(translate(inUkrainian, 'items', { count: 11 })).toBe('11 елементів');
    expect(translate(inUkrainian, 'items', { count: 21 })).toBe('21 елемент');
  });

  it('uses _zero for 0 where the words have it', () => {
    const words = { ...english, items_zero: 'No items' };
    expect(translate([{ words, intl: 'en-US' }], 'items', { count: 0 })).toBe('No items');
    expect(translate([{ words, intl: 'en-US' }], 'items', { count: 2 })).toBe('2 items');
  });

  it('falls back to English, then to the key', () => {
    expect(translate(inUkrainian, 'plain')).toBe('Plain');
    expect(translate(inUkrainian, 'photo.nothing')).toBe('photo.nothing');
    // Words not loaded (offline): English.
    expect(translate([{ words: undefined, intl: 'uk-UA' }, inEnglish], 'photo.choose')).toBe(
      'Choose a photo',
    );
    // A plural the language lacks comes in English, by English's rules.
    const partial = [{ words: { photo: ukrainian.photo }, intl: 'uk-UA' }, inEnglish];
    expect(translate(partial, 'items', { count: 5 })).toBe('5 items');
  });
});

describe('renderingProblems', () => {
  it('finds none in words that render as written', () => {
    expect(renderingProblems(english, english, 'en')).toEqual([]);
    expect(renderingProblems(english, ukrainian, 'uk')).toEqual([]);
  });

  it("are among a translation's problems", () => {
    const complete = { ...ukrainian, plain: 'Просто' };
    expect(translationProblems(english, complete, 'uk')).toEqual([]);
    expect(translationProblems(english, { ...complete, items_two: '{{count}}' }, 'uk')).toEqual([
      "items_two: no count is 'two' in uk",
    ]);
  });

  it('names a placeholder the site does not fill, and i18next nesting', () => {
    const words = { ...english, total: 'Total: {{sum, number}}', more: 'See $t(plain)' };
    expect(renderingProblems(words, words, 'en')).toEqual([
      'total: "Total: {{sum, number}}" keeps a placeholder in en',
      'more: "See $t(plain)" keeps a placeholder in en',
    ]);
  });

  it('names a key the lookup cannot reach and a plural form the language never picks', () => {
    const words = { ...ukrainian, 'photo.crop': 'Обрізати', items_two: '{{count}} елементи' };
    expect(renderingProblems(english, words, 'uk')).toEqual([
      'photo.crop: renders "photo.crop" in uk',
      "items_two: no count is 'two' in uk",
    ]);
  });
});
