import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atCodePointLimit,
  boundedText,
  clipUnits,
  codePointLength,
  isWellFormed,
  overLimitText,
  trimmedText,
} from './text.js';

/** The arbitraries mean what they say, or every property built on them proves nothing. */
describe('text arbitraries', () => {
  const limit = fc.integer({ min: 1, max: 600 });

  it('boundedText stays within the limit by both counts, without NUL or half a pair', () => {
    fc.assert(
      fc.property(
        limit.chain((max) => fc.tuple(fc.constant(max), fc.nat({ max }), boundedText(max))),
        ([max, , text]) => {
          expect(text.length).toBeLessThanOrEqual(max);
          expect(text).not.toContain('\u0000');
          expect(isWellFormed(text)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(
        limit.chain((max) =>
          fc.nat({ max }).chain((min) => fc.tuple(fc.constant([min, max]), boundedText(max, min))),
        ),
        ([[min, max], text]) => {
          expect(codePointLength(text)).toBeGreaterThanOrEqual(min);
          expect(text.length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('trimmedText has no spaces around it; the limit texts sit where they claim', () => {
    fc.assert(
      fc.property(
        limit.chain((max) =>
          fc.tuple(fc.constant(max), trimmedText(max), overLimitText(max), atCodePointLimit(max)),
        ),
        ([max, name, over, at]) => {
          expect(name.trim()).toBe(name);
          expect(name.length).toBeGreaterThan(0);
          expect(codePointLength(over)).toBeGreaterThan(max);
          expect(codePointLength(at)).toBe(max);
        },
      ),
    );
  });

  it('clipUnits never splits a surrogate pair', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.nat({ max: 60 }),
        (text, max) => {
          const clipped = clipUnits(text, max);
          expect(clipped.length).toBeLessThanOrEqual(max);
          expect(text.startsWith(clipped)).toBe(true);
          expect(isWellFormed(clipped)).toBe(true);
        },
      ),
    );
    expect(isWellFormed('a\ud83d')).toBe(false);
    expect(isWellFormed('a😀')).toBe(true);
  });
});
