import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  defaultWidth,
  keepWidthsOf,
  MAX_COLUMN_WIDTH,
  minWidth,
  widthOf,
  withWidth,
} from './column-widths';

describe('column widths', () => {
  it('uses the spec figures: 200 / 100 by default, at least 150 / 60', () => {
    expect([defaultWidth(false), defaultWidth(true)]).toEqual([200, 100]);
    expect([minWidth(false), minWidth(true)]).toEqual([150, 60]);
  });

  it('clamps a width between the minimum and our maximum', () => {
    expect(clampWidth(20, false)).toBe(150);
    expect(clampWidth(20, true)).toBe(60);
    expect(clampWidth(5000, true)).toBe(MAX_COLUMN_WIDTH);
    expect(clampWidth(Number.NaN, false)).toBe(200);
    expect(clampWidth(180.6, false)).toBe(181);
  });

  it("shows a resized column at its width, within the screen's minimum", () => {
    const widths = withWidth({}, 'a', 70, true);
    expect(widthOf(widths, 'a', true)).toBe(70);
    expect(widthOf(widths, 'a', false)).toBe(150);
    expect(widthOf(widths, 'b', false)).toBe(200);
    expect(withWidth(widths, 'a', 70, true)).toBe(widths);
  });

  it('forgets the widths of deleted columns', () => {
    expect(keepWidthsOf({ a: 100, b: 200 }, ['b', 'c'])).toEqual({ b: 200 });
  });
});
