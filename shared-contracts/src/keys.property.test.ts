import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildKey,
  fromRouteKey,
  isUuid,
  keyPrefix,
  normalizeKey,
  parseKey,
  toApiPathKey,
  toRouteKey,
} from './keys.js';
import { keySchema } from './schemas/common.js';
import {
  ALL_KEY_KINDS,
  canonicalKey,
  invalidKeyMessage,
  looseKey,
  notAKey,
  uuid,
} from './testing/index.js';
import { expectReadable } from './testing/schema-checks.js';

const KINDS = ALL_KEY_KINDS;
const kind = fc.constantFrom(...KINDS);

describe('key codecs', () => {
  it('parse what they build, and every accepted spelling to the # form with a lower-case id', () => {
    fc.assert(
      fc.property(kind, uuid, (k, id) => {
        expect(parseKey(k, buildKey(k, id))).toBe(id);
        expect(normalizeKey(k, buildKey(k, id))).toBe(buildKey(k, id));
      }),
    );
    fc.assert(
      fc.property(
        kind.chain((k) => fc.tuple(fc.constant(k), looseKey(k))),
        ([k, key]) => {
          const canonical = normalizeKey(k, key);
          expect(canonical).toBe(
            `${keyPrefix(k)}#${key.slice(keyPrefix(k).length + 1).toLowerCase()}`,
          );
          expect(normalizeKey(k, canonical!)).toBe(canonical);
        },
      ),
    );
  });

  it('go to a browser route and back, and to an API path and back', () => {
    fc.assert(
      fc.property(
        kind.chain((k) => canonicalKey(k)),
        (key) => {
          expect(toRouteKey(key)).not.toContain('#');
          expect(fromRouteKey(toRouteKey(key))).toBe(key);
          expect(fromRouteKey(key)).toBe(key);
          expect(decodeURIComponent(toApiPathKey(toRouteKey(key)))).toBe(key);
          expect(toApiPathKey(key)).toMatch(/^[A-Z]+%23[0-9a-f-]+$/);
        },
      ),
    );
  });

  it('answer null, never throw, for any other text', () => {
    fc.assert(
      fc.property(kind, fc.string({ unit: 'binary', maxLength: 60 }), (k, text) => {
        const id = parseKey(k, text);
        expect(id === null || isUuid(id)).toBe(true);
      }),
    );
  });
});

describe('keySchema', () => {
  it("accepts a key of its kind in any spelling and refuses anything else with 'Invalid … key'", () => {
    fc.assert(
      fc.property(
        kind.chain((k) => fc.tuple(fc.constant(k), looseKey(k), notAKey(k))),
        ([k, good, bad]) => {
          const schema = keySchema(k);
          expect(schema.parse(good)).toBe(normalizeKey(k, good));
          const refused = schema.safeParse(bad);
          expect(refused.success, bad).toBe(false);
          expect(refused.error?.issues[0]?.message).toBe(invalidKeyMessage(k));
          expectReadable(refused.error?.issues[0]?.message);
        },
      ),
      { numRuns: 200 },
    );
  });
});
