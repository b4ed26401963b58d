import { describe, expect, it } from 'vitest';
import { isAbove, satisfies } from './semver-range';

describe('satisfies', () => {
  it.each([
    ['1.2.3', '^1.2.3', true],
    ['1.9.0', '^1.2.3', true],
    ['2.0.0', '^1.2.3', false],
    ['1.2.2', '^1.2.3', false],
    // Below 1.0.0 a minor bump breaks, and below 0.1.0 a patch bump does.
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.1.0', '^0.2.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['0.2.5', '~0.2.3', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.3', '=1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['19.3.1', '^19.3.1', true],
    ['7.18.5', '^7.19.0', false],
    ['3.0.0', '*', true],
    ['3.0.0', '', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('ignores build metadata', () => {
    expect(satisfies('1.2.3+a1b2', '^1.2.3')).toBe(true);
    expect(satisfies('1.2.3', '1.2.3+other')).toBe(true);
  });

  it('lets a pre-release match only a pre-release range of the same version', () => {
    expect(satisfies('2.0.0-rc.1', '^1.2.3')).toBe(false);
    expect(satisfies('1.3.0-rc.1', '^1.2.3')).toBe(false);
    expect(satisfies('1.2.3-rc.2', '^1.2.3-rc.1')).toBe(true);
    expect(satisfies('1.2.3-rc.10', '^1.2.3-rc.9')).toBe(true);
    expect(satisfies('1.2.3-beta', '^1.2.3-rc.1')).toBe(false);
    expect(satisfies('1.2.3', '^1.2.3-rc.1')).toBe(true);
    expect(satisfies('1.2.3-rc.1', '*')).toBe(false);
  });

  it('says null for what it cannot read, rather than guessing', () => {
    expect(satisfies('1.2.3', '>=1.0.0')).toBeNull();
    expect(satisfies('1.2.3', '^1.0.0 || ^2.0.0')).toBeNull();
    expect(satisfies('latest', '^1.0.0')).toBeNull();
    expect(satisfies('1.2', '^1.0.0')).toBeNull();
  });
});

describe('isAbove', () => {
  it.each([
    ['4.0.0', '^3.1.0', true],
    ['3.9.9', '^3.1.0', false],
    ['3.0.0', '^3.1.0', false],
    ['0.3.0', '^0.2.1', true],
    ['0.2.5', '^0.2.1', false],
    ['1.3.0', '~1.2.0', true],
    ['1.2.9', '~1.2.0', false],
    ['2.0.1', '2.0.0', true],
    ['2.0.0', '2.0.0', false],
    ['not a version', '^1.0.0', false],
    ['1.0.0', '>=0.1', false],
  ])('%s past %s: %s', (version, range, expected) => {
    expect(isAbove(version, range)).toBe(expected);
  });
});
