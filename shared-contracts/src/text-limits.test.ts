import { describe, expect, it } from 'vitest';
import { clipToLimit } from './text-limits.js';

describe('clipToLimit', () => {
  it('keeps text that fits and cuts the rest', () => {
    expect(clipToLimit('abc', 3)).toBe('abc');
    expect(clipToLimit('abcd', 3)).toBe('abc');
  });

  it('cuts before a surrogate pair that does not fit whole', () => {
    expect(clipToLimit('ab😀', 3)).toBe('ab');
    expect(clipToLimit('a😀b', 3)).toBe('a😀');
  });
});
