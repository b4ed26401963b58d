import { describe, expect, it } from 'vitest';
import { PAPER_SIZES, paperOfLocale } from './paper';

describe('paperOfLocale', () => {
  it('gives Letter where it is the paper in use', () => {
    for (const locale of ['en-US', 'es-MX', 'fr-CA', 'en-PH', 'en']) {
      expect(paperOfLocale(locale), locale).toBe('letter');
    }
  });

  it('gives A4 everywhere else', () => {
    for (const locale of ['de-DE', 'uk-UA', 'uk', 'en-GB', 'fr', 'es-ES', 'ja-JP']) {
      expect(paperOfLocale(locale), locale).toBe('a4');
    }
  });

  it('gives A4 for no locale or one that is not a tag', () => {
    expect(paperOfLocale(undefined)).toBe('a4');
    expect(paperOfLocale('')).toBe('a4');
    expect(paperOfLocale('not a locale!')).toBe('a4');
  });

  it('knows the sizes in points', () => {
    expect(PAPER_SIZES.a4.width / 72).toBeCloseTo(210 / 25.4, 2);
    expect(PAPER_SIZES.letter).toEqual({ width: 612, height: 792 });
  });
});
