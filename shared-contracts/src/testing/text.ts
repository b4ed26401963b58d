import fc from 'fast-check';

/*
 * Text for property tests, aimed at the edges: astral characters, combining marks,
 * joiners, right-to-left marks, invisible spaces, markup and quoting, and lengths exactly
 * at a limit.
 *
 * How limits count: the schemas (zod 4.6) measure strings in Unicode code points, so an
 * emoji outside the Basic Multilingual Plane is one character and a combining accent is
 * one more. The editors count UTF-16 units (`maxLength`, their clipping), where that emoji
 * is two: they are stricter than the server. `boundedText` stays within a limit by both
 * counts; `atCodePointLimit` is valid for the server only.
 */

/** Pieces that trip naive code; some are two UTF-16 units, some combine with neighbours. */
export const TRICKY_PIECES = [
  '😀',
  '👩‍💻',
  '🇺🇦',
  '𝔘',
  'e\u0301',
  '\u0301',
  '\u0489\u0489',
  '\u200d',
  '\u202e',
  '\ufeff',
  '\u2028',
  '\u00a0',
  '\u3000',
  'ß',
  'İ',
  'Ω',
  'ǅ',
  '中文',
  'עברית',
  '"',
  '\\',
  '<b>',
  '&amp;',
  "'; drop table x; --",
  '%23',
  '#',
  '_',
  '\t',
  '\n',
  '\r\n',
  ' ',
  '__proto__',
  '{}',
] as const;

const NUL = '\u0000';

/** One piece of text: mostly printable ASCII, then any grapheme, any code point, tricky pieces. */
export const textUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((unit) => unit !== NUL),
  },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_PIECES) },
);

/**
 * `text` cut to at most `max` UTF-16 units without leaving half of a surrogate pair
 * (a combining mark may lose its base; that is still valid text).
 */
export function clipUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  const clipped = text.slice(0, max);
  const last = clipped.charCodeAt(clipped.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? clipped.slice(0, -1) : clipped;
}

/** `start` followed by `fill` repeated up to exactly `length` units (or one less, for a pair). */
export function fillTo(start: string, fill: string, length: number): string {
  let text = clipUnits(start, length);
  while (text.length < length) text += fill;
  return clipUnits(text, length);
}

/** Whether every surrogate in `text` is half of a pair (the text can be encoded as UTF-8). */
export function isWellFormed(text: string): boolean {
  return !/[\ud800-\udfff]/u.test(text);
}

const FILLS = ['x', 'é', '😀', 'e\u0301', ' ', '中'] as const;

/** Length as the schemas count it: code points (a lone surrogate counts one). */
export const codePointLength = (text: string) => [...text].length;

function padCodePoints(start: string, fill: string, length: number): string {
  let text = start;
  while (codePointLength(text) < length) text += fill;
  return text;
}

/**
 * At least `min` characters by the schemas' count and at most `max` UTF-16 units (and so
 * at most `max` by either count).
 */
function fitBetween(text: string, min: number, max: number): string {
  const clipped = clipUnits(text, max);
  if (codePointLength(clipped) >= min) return clipped;
  const padded = padCodePoints(clipped, 'a', min);
  return padded.length <= max ? padded : 'a'.repeat(min);
}

/**
 * Text of `min` to `max` characters, within `max` by both counts, never NUL (no engine
 * stores it; the API refuses it apart) and never half of a surrogate pair. Usually
 * short, often exactly at `max` UTF-16 units.
 */
export function boundedText(max: number, min = 0): fc.Arbitrary<string> {
  const short = fc.array(textUnit, { maxLength: Math.min(max, 24) }).map((units) => units.join(''));
  const atLimit = fc
    .tuple(short, fc.constantFrom(...FILLS))
    .map(([start, fill]) => fillTo(start, fill, max));
  return fc
    .oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: atLimit })
    .map((text) => fitBetween(text, min, max));
}

/**
 * Exactly `max` characters by the schemas' count, up to twice as many UTF-16 units: valid
 * for the server, longer than the editors would let anyone type.
 */
export function atCodePointLimit(max: number): fc.Arbitrary<string> {
  return fc.constantFrom('😀', '𝔘', 'x', '中').map((fill) => fill.repeat(max));
}

/**
 * Text over `max` characters as the schemas count them: one over with ASCII or with
 * emoji, a few over with any fill, or `max` letters and a combining accent (which a
 * person may read as `max` characters: the schemas count code points, not what is seen).
 */
export function overLimitText(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant('x'.repeat(max + 1)),
    fc.constant('😀'.repeat(max + 1)),
    fc.constant(`${'e'.repeat(max)}\u0301`),
    fc
      .tuple(boundedText(max), fc.constantFrom(...FILLS), fc.integer({ min: 1, max: 40 }))
      .map(([start, fill, extra]) => padCodePoints(start, fill, max + extra + 1)),
  );
}

/** Text with no spaces around it that is not blank: what a name is after the schema trims it. */
export function trimmedText(max: number, min = 1): fc.Arbitrary<string> {
  return boundedText(max).map((text) => {
    const trimmed = fitBetween(text.trim(), min, max);
    return trimmed.trim() === trimmed ? trimmed : 'n'.repeat(min);
  });
}

/** Whitespace that `String.prototype.trim` (and so zod's `.trim()`) removes. */
export const spaces = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff', '\u2028'), {
    maxLength: 3,
  })
  .map((pieces) => pieces.join(''));
