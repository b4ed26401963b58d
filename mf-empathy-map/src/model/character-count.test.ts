import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe('characterCount', () => {
  it('stays hidden well below the limit', () => {
    expect(characterCount('', 500).visible).toBe(false);
    expect(characterCount('a'.repeat(399), 500).visible).toBe(false);
  });

  it('appears from 80% of the limit on', () => {
    expect(characterCount('a'.repeat(400), 500)).toEqual({
      length: 400,
      max: 500,
      remaining: 100,
      visible: true,
      atLimit: false,
    });
    expect(characterCount('a'.repeat(240), 300).visible).toBe(true);
    expect(characterCount('a'.repeat(239), 300).visible).toBe(false);
  });

  it('says when the limit is reached', () => {
    expect(characterCount('a'.repeat(300), 300)).toMatchObject({ remaining: 0, atLimit: true });
    expect(characterCount('a'.repeat(299), 300).atLimit).toBe(false);
  });
});
