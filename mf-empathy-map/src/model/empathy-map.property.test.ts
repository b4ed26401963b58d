import fc from 'fast-check';
import { type EmpathyMap, featureNameProblem, updateEmpathyMapRequest } from 'shared-contracts';
import {
  boundedText,
  canonicalKey,
  featureName,
  isWellFormed,
  KEY_KINDS,
  overLimitText,
} from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import {
  type EmpathyMapDraft,
  FIELD_MAX_LENGTH,
  fromDetail,
  guestEmpathyMap,
  MAP_FIELDS,
  setField,
  setName,
  toRequest,
} from './empathy-map';
import { chooseLocalPhoto, choosePersona, clearPersona } from './persona-choice';

/*
 * Whatever a person types, pastes or picks, the body the editor sends (its toRequest, as
 * the kit calls it on Save) passes the server's schema as it is whenever the kit's own
 * check lets the save go; and a stored map read into the editor is sent back unchanged.
 */

const keys = {
  PK: 'PROJECT#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
  SK: 'EMPMAP#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
};

/** Typed or pasted text: within the limits, over them, emoji cut at any point. */
const typed = fc.oneof(
  boundedText(500),
  overLimitText(500),
  overLimitText(300),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.integer({ min: 1, max: 600 }).map((n) => '😀'.repeat(n)),
  fc.integer({ min: 0, max: 600 }).map((n) => `${'x'.repeat(n)}😀😀`),
  // An emoji across each limit (300, 500).
  fc.constantFrom(299, 499).map((n) => `${'x'.repeat(n)}😀😀`),
);

const action = fc.oneof(
  fc.record({
    op: fc.constant('type' as const),
    field: fc.constantFrom(...MAP_FIELDS),
    text: typed,
  }),
  fc.record({ op: fc.constant('name' as const), name: fc.oneof(featureName, typed) }),
  fc.record({ op: fc.constant('persona' as const), sk: canonicalKey(KEY_KINDS.uxPersona) }),
  fc.constant({ op: 'localPhoto' as const }),
  fc.constant({ op: 'clearPersona' as const }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

function apply(draft: EmpathyMapDraft, a: Action): EmpathyMapDraft {
  switch (a.op) {
    case 'type':
      return setField(draft, a.field, a.text);
    case 'name':
      return setName(draft, a.name);
    case 'persona':
      return choosePersona(draft, a.sk);
    case 'localPhoto':
      return chooseLocalPhoto(draft, 'data:image/png;base64,AAAA');
    case 'clearPersona':
      return clearPersona(draft);
  }
}

describe('the empathy map draft', () => {
  it('keeps every box within its limit, as a prefix of what was typed, never half a character', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAP_FIELDS), typed, (field, text) => {
        const value = setField(guestEmpathyMap(), field, text)[field];
        expect(value.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH[field]);
        expect(text.startsWith(value)).toBe(true);
        expect(isWellFormed(value), JSON.stringify(value.slice(-4))).toBe(true);
        // Nothing is cut that fitted.
        if (text.length <= FIELD_MAX_LENGTH[field]) expect(value).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('sends a body the server accepts as it is whenever the name is one the kit lets through', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const draft = actions.reduce(apply, guestEmpathyMap());
        const body = toRequest(draft, keys);
        const parsed = updateEmpathyMapRequest.safeParse(body);
        if (featureNameProblem(draft.name) !== null) return;
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual({ ...body, name: body.name.trim() });
        expect(body).not.toHaveProperty('localPhoto');
        // The server refuses half a character anywhere (no database can store it).
        for (const value of Object.values(body)) {
          if (typeof value === 'string') expect(isWellFormed(value)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('sends a stored map back exactly as it came', () => {
    const detail = fc.record({
      name: featureName,
      says: boundedText(500),
      does: boundedText(500),
      thinks: boundedText(500),
      feels: boundedText(500),
      pains: boundedText(300),
      gains: boundedText(300),
      personaSK: fc.option(canonicalKey(KEY_KINDS.uxPersona)),
    });
    fc.assert(
      fc.property(detail, (content) => {
        const stored = { ...content, PK: keys.PK, SK: keys.SK } as unknown as EmpathyMap;
        expect(toRequest(fromDetail(stored), keys)).toEqual({
          ...content,
          projectSK: keys.PK,
          empathyMapSK: keys.SK,
        });
      }),
    );
  });
});
