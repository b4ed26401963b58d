import { translationProblems } from 'editor-kit/testing';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ua } from './ua';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('catalogs', () => {
  it('translate every key into Ukrainian, with its plural forms and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });

  it('translate every English key into Ukrainian, with no empty strings', () => {
    const english = leaves(en as Tree);
    const ukrainian = new Map(leaves(ua as unknown as Tree));
    expect(english.length).toBeGreaterThan(20);
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(ukrainian.get(key)?.trim(), key).toBeTruthy();
    }
    expect(ukrainian.size).toBe(english.length);
  });

  it('keep the interpolation placeholders of each English string', () => {
    const ukrainian = new Map(leaves(ua as unknown as Tree));
    for (const [key, text] of leaves(en as Tree)) {
      const placeholders = (value: string) => (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(ukrainian.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
