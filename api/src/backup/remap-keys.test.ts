import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalKey, remapKeys } from './remap-keys.js';

const OLD = 'UXPERS#0b7f5b0e-3c1d-4a8e-9f21-6d5c4b3a2f10';
const NEW = 'UXPERS#6a1e2d3c-4b5a-4f6e-8d7c-9b8a7f6e5d4c';
const OLD_PROJECT = 'PROJECT#11111111-2222-4333-8444-555555555555';
const NEW_PROJECT = 'PROJECT#66666666-7777-4888-9999-aaaaaaaaaaaa';
const renames = new Map([
  [OLD, NEW],
  [OLD_PROJECT, NEW_PROJECT],
]);

describe('canonicalKey', () => {
  it('reads a key in either spelling, the id in either case', () => {
    expect(canonicalKey(OLD)).toBe(OLD);
    expect(canonicalKey(OLD.replace('#', '_'))).toBe(OLD);
    expect(canonicalKey(OLD.toUpperCase().replace('#', '_'))).toBe(OLD);
    expect(canonicalKey('SITEMAP2#0B7F5B0E-3C1D-4A8E-9F21-6D5C4B3A2F10')).toBe(
      'SITEMAP2#0b7f5b0e-3c1d-4a8e-9f21-6d5c4b3a2f10',
    );
  });

  it.each([
    ['a lower-case prefix', OLD.replace('UXPERS', 'uxpers')],
    ['no separator', OLD.replace('#', '')],
    ['another separator', OLD.replace('#', '-')],
    ['text around it', ` ${OLD}`],
    ['an id that is no UUID', 'UXPERS#0b7f5b0e-3c1d-4a8e-9f21-6d5c4b3a2fzz'],
    ['a short id', OLD.slice(0, -1)],
    ['no prefix', OLD.slice('UXPERS'.length)],
    ['empty text', ''],
  ])('is null for %s', (_what, text) => {
    expect(canonicalKey(text)).toBeNull();
  });
});

describe('remapKeys', () => {
  it('replaces every string that is an old key, at any depth, in either spelling', () => {
    const content = {
      personaSK: OLD,
      lanes: [{ cells: [{ sources: [{ personaSK: OLD.replace('#', '_').toUpperCase() }] }] }],
      project: OLD_PROJECT.replace('#', '_'),
      [OLD]: { position: 1 },
    };
    expect(remapKeys(content, renames)).toEqual({
      personaSK: NEW,
      lanes: [{ cells: [{ sources: [{ personaSK: NEW }] }] }],
      project: NEW_PROJECT,
      [NEW]: { position: 1 },
    });
  });

  it('keeps text that only contains a key, keys it has no new one for, and other values', () => {
    const content = {
      note: `see ${OLD}`,
      other: 'UXPERS#99999999-2222-4333-8444-555555555555',
      numbers: [1, 2.5, -0, null, true, false],
      empty: {},
    };
    expect(remapKeys(content, renames)).toEqual(content);
  });

  it('copies, leaving what it was given as it was', () => {
    const content = { personaSK: OLD, list: [OLD] };
    const copy = remapKeys(content, renames);
    expect(content).toEqual({ personaSK: OLD, list: [OLD] });
    expect(copy.list).not.toBe(content.list);
  });

  it('keeps a property named __proto__ a property', () => {
    const content = JSON.parse(`{"__proto__": {"polluted": "${OLD}"}}`);
    const copy = remapKeys(content, renames) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(JSON.stringify(copy)).toBe(`{"__proto__":{"polluted":"${NEW}"}}`);
  });

  it('walks JSON nested deeper than any call stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"${OLD}"${']'.repeat(depth)}`);
    let copy: unknown = remapKeys(deep, renames);
    let levels = 0;
    for (; Array.isArray(copy) && copy.length === 1; levels++) copy = copy[0];
    expect(levels).toBe(depth);
    expect(copy).toBe(NEW);
  });

  it('gives back an equal value when nothing in it is an old key', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(remapKeys(value, renames)).toEqual(value);
      }),
    );
  });

  it('is undone by the opposite renames, which leave every key in its # spelling', () => {
    const back = new Map([...renames].map(([from, to]) => [to, from]));
    const written = fc.constantFrom(
      OLD,
      OLD.replace('#', '_'),
      OLD_PROJECT.replace('#', '_'),
      'text',
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(written), (value, keys) => {
        const canonical = keys.map((key) => canonicalKey(key) ?? key);
        expect(remapKeys(remapKeys({ value, keys }, renames), back)).toEqual({
          value,
          keys: canonical,
        });
      }),
    );
  });
});
