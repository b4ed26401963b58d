import { describe, expect, it } from 'vitest';
import {
  cleanInput,
  clipText,
  conversionLosesText,
  convertValue,
  emptyValue,
  hasContent,
  valueFromWire,
  valueToWire,
} from './cell-values';

describe('cell values', () => {
  it('starts a text cell empty and a Yes or No cell false (spec §3)', () => {
    expect(emptyValue('string')).toBe('');
    expect(emptyValue('boolean')).toBe(false);
  });

  it("reads the wire's 'true' as a real boolean, anything else as false", () => {
    expect(valueFromWire('boolean', 'true')).toBe(true);
    expect(valueFromWire('boolean', 'false')).toBe(false);
    expect(valueFromWire('boolean', 'TRUE')).toBe(false);
    expect(valueFromWire('string', 'true')).toBe('true');
  });

  it("writes booleans as 'true' / 'false' and text as it is", () => {
    expect(valueToWire('boolean', true)).toBe('true');
    expect(valueToWire('boolean', false)).toBe('false');
    expect(valueToWire('string', 'A b')).toBe('A b');
    expect(valueToWire('string', true)).toBe('');
  });

  it('converts between the types by our written rule', () => {
    expect(
      ['yes', 'Yes ', 'TRUE', 'no', 'y', '1', ''].map((t) => convertValue(t, 'boolean')),
    ).toEqual([true, true, true, false, false, false, false]);
    expect(convertValue(true, 'string')).toBe('Yes');
    expect(convertValue(false, 'string')).toBe('No');
    expect(convertValue(true, 'boolean')).toBe(true);
  });

  it('knows which conversions lose text', () => {
    expect(conversionLosesText('€5', 'boolean')).toBe(true);
    expect(conversionLosesText(' No ', 'boolean')).toBe(false);
    expect(conversionLosesText('', 'boolean')).toBe(false);
    expect(conversionLosesText(true, 'string')).toBe(false);
  });

  it('clips to 300 characters without splitting a surrogate pair', () => {
    expect(clipText('a'.repeat(301))).toHaveLength(300);
    expect(clipText(`${'a'.repeat(299)}😀`)).toBe('a'.repeat(299));
    expect(clipText('short')).toBe('short');
  });

  it('cleans an inline edit: one paragraph, trimmed, clipped', () => {
    expect(cleanInput('  two\r\nlines \n ')).toBe('two lines');
    expect(cleanInput('b'.repeat(310))).toHaveLength(300);
  });

  it('counts text and Yes as content, spaces and No as none', () => {
    expect([hasContent('x'), hasContent(' '), hasContent(true), hasContent(false)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
