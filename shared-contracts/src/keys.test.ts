import { describe, expect, it } from 'vitest';
import {
  buildKey,
  fromRouteKey,
  isUuid,
  KEY_PREFIXES,
  type KeyKind,
  keyPrefix,
  normalizeKey,
  parseKey,
  toApiPathKey,
  toRouteKey,
} from './keys.js';
import { ALL_KEY_KINDS, KEY_KINDS } from './testing/key-kinds.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const UPPER_ID = ID.toUpperCase();
const KINDS = ALL_KEY_KINDS;

/** `PREFIX<separator>id` for a kind, written by hand so the tests do not lean on buildKey. */
const raw = (kind: KeyKind, separator: string, id = ID) => `${keyPrefix(kind)}${separator}${id}`;

describe('KEY_PREFIXES', () => {
  it('uses the prefixes of architecture §5', () => {
    expect(KEY_PREFIXES).toEqual({ user: 'USER', project: 'PROJECT' });
    expect(ALL_KEY_KINDS.map(keyPrefix)).toEqual([
      'USER',
      'PROJECT',
      'UXPERS',
      'EMPMAP',
      'COMPAN',
      'SITEMAP',
    ]);
  });
});

describe('isUuid', () => {
  it('accepts lower- and upper-case UUIDs', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(UPPER_ID)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no hyphens', ID.replaceAll('-', '')],
    ['non-hex digit', ID.replace('3', 'g')],
    ['too short', ID.slice(1)],
    ['too long', `${ID}0`],
    ['surrounding spaces', ` ${ID} `],
  ])('refuses %s', (_label, value) => {
    expect(isUuid(value)).toBe(false);
  });
});

describe('buildKey', () => {
  it.each(KINDS)('joins the %s prefix and the id with #', (kind) => {
    expect(buildKey(kind, ID)).toBe(raw(kind, '#'));
  });
});

describe('parseKey', () => {
  it.each(KINDS)('reads the id of a %s key in # and _ form', (kind) => {
    expect(parseKey(kind, raw(kind, '#'))).toBe(ID);
    expect(parseKey(kind, raw(kind, '_'))).toBe(ID);
  });

  it.each(KINDS)('round-trips buildKey for %s', (kind) => {
    expect(parseKey(kind, buildKey(kind, ID))).toBe(ID);
  });

  it('lower-cases an upper-case uuid', () => {
    expect(parseKey('project', raw('project', '#', UPPER_ID))).toBe(ID);
    expect(parseKey('project', raw('project', '_', UPPER_ID))).toBe(ID);
  });

  it.each([
    ['empty string', ''],
    ['prefix only', 'PROJECT#'],
    ['bare uuid', ID],
    ['lower-case prefix', `project#${ID}`],
    ['wrong prefix', `PROJEKT#${ID}`],
    ['longer prefix', `PROJECTS#${ID}`],
    ['other separator', `PROJECT-${ID}`],
    ['percent-encoded separator', `PROJECT%23${ID}`],
    ['bad uuid', 'PROJECT#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6g'],
    ['uuid without hyphens', `PROJECT#${ID.replaceAll('-', '')}`],
    ['trailing character', `PROJECT#${ID}x`],
    ['trailing space', `PROJECT#${ID} `],
    ['leading space', ` PROJECT#${ID}`],
    ['double separator', `PROJECT##${ID}`],
  ])('refuses a project key with %s', (_label, key) => {
    expect(parseKey('project', key)).toBeNull();
  });

  it('refuses a key of another kind, even of the same length', () => {
    expect(parseKey('project', raw('user', '#'))).toBeNull();
    expect(parseKey(KEY_KINDS.empathyMap, raw(KEY_KINDS.competitorAnalysis, '#'))).toBeNull();
    expect(parseKey(KEY_KINDS.uxPersona, raw(KEY_KINDS.empathyMap, '_'))).toBeNull();
    expect(parseKey(KEY_KINDS.competitorAnalysis, raw(KEY_KINDS.uxPersona, '#'))).toBeNull();
  });
});

describe('normalizeKey', () => {
  it.each(KINDS)('turns a %s key in _ form into the # form', (kind) => {
    expect(normalizeKey(kind, raw(kind, '_'))).toBe(raw(kind, '#'));
    expect(normalizeKey(kind, raw(kind, '#'))).toBe(raw(kind, '#'));
  });

  it('lower-cases the uuid but keeps the prefix', () => {
    expect(normalizeKey(KEY_KINDS.uxPersona, `UXPERS_${UPPER_ID}`)).toBe(`UXPERS#${ID}`);
  });

  it('returns null for anything that is not a key of that kind', () => {
    expect(normalizeKey('project', '')).toBeNull();
    expect(normalizeKey('project', `EMPMAP#${ID}`)).toBeNull();
    expect(normalizeKey('user', `USER#${ID}!`)).toBeNull();
  });
});

describe('route and API path forms', () => {
  const key = raw('project', '#');
  const routeKey = raw('project', '_');

  it('toRouteKey writes # as _', () => {
    expect(toRouteKey(key)).toBe(routeKey);
  });

  it('toRouteKey leaves a key already in route form alone', () => {
    expect(toRouteKey(routeKey)).toBe(routeKey);
  });

  it('fromRouteKey writes _ back as #', () => {
    expect(fromRouteKey(routeKey)).toBe(key);
  });

  it('fromRouteKey returns a # key unchanged', () => {
    expect(fromRouteKey(key)).toBe(key);
  });

  it.each(KINDS)('round-trips a %s key through the route form', (kind) => {
    const canonical = buildKey(kind, ID);
    expect(fromRouteKey(toRouteKey(canonical))).toBe(canonical);
    expect(normalizeKey(kind, toRouteKey(canonical))).toBe(canonical);
  });

  it('toApiPathKey percent-encodes the # of either form', () => {
    expect(toApiPathKey(key)).toBe(`PROJECT%23${ID}`);
    expect(toApiPathKey(routeKey)).toBe(`PROJECT%23${ID}`);
  });

  it('toApiPathKey decodes back to the canonical key', () => {
    expect(decodeURIComponent(toApiPathKey(routeKey))).toBe(key);
  });
});
