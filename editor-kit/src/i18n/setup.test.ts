// @vitest-environment jsdom
// The stored language setting lives in localStorage.
import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from './setup';

const at = (search: string) => ({ search });

describe('the language a page opens in', () => {
  it('is English by default', () => {
    expect(initialLanguage(at(''))).toBe('en');
  });

  it('is ?lng=, which becomes the stored setting', () => {
    expect(initialLanguage(at('?lng=ua'))).toBe('ua');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ua');
    expect(initialLanguage(at(''))).toBe('ua');
    expect(initialLanguage(at('?lng=en'))).toBe('en');
    expect(initialLanguage(at(''))).toBe('en');
  });

  it('takes the locale too, and ignores a language without a catalogue', () => {
    expect(initialLanguage(at('?lng=UK'))).toBe('ua');
    localStorage.clear();
    expect(initialLanguage(at('?lng=fr'))).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(initialLanguage(at(''))).toBe('en');
  });
});
