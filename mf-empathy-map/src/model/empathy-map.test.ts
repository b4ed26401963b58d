import { type EmpathyMap, updateEmpathyMapRequest } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  FIELD_MAX_LENGTH,
  fromDetail,
  guestEmpathyMap,
  isSameMap,
  MAP_FIELDS,
  setField,
  setName,
  toRequest,
} from './empathy-map';
import { chooseLocalPhoto, choosePersona, clearPersona } from './persona-choice';

const KEYS = {
  PK: 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f',
  SK: 'EMPMAP#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};
const PERSONA = 'UXPERS#9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

const detail: EmpathyMap = {
  ...KEYS,
  projectSK: KEYS.PK,
  empathyMapSK: KEYS.SK,
  name: 'Bargain hunter',
  says: 'Where is my code?',
  does: 'Opens the basket twice',
  thinks: 'Cheaper elsewhere?',
  feels: 'Suspicious',
  pains: 'Hidden fees',
  gains: 'A clear total',
  personaSK: PERSONA,
  thumbnailPath: '/api/images/a.jpg?expires=1&signature=x',
  version: 1,
  UPDATED_AT: 2,
  CREATED_AT: 1,
};

describe('the empathy map model', () => {
  it("gives a guest the default data: an empty map named 'Empathy map', no persona", () => {
    const map = guestEmpathyMap();
    expect(map.name).toBe('Empathy map');
    for (const field of MAP_FIELDS) expect(map[field]).toBe('');
    expect(map.personaSK).toBeNull();
    expect(map.localPhoto).toBeNull();
  });

  it('has the limits of the spec: 500 per quadrant, 300 for pains and gains', () => {
    expect(FIELD_MAX_LENGTH).toEqual({
      says: 500,
      thinks: 500,
      does: 500,
      feels: 500,
      pains: 300,
      gains: 300,
    });
  });

  it('turns a stored map into a PATCH body the server accepts, with the persona', () => {
    const request = toRequest(fromDetail(detail), KEYS);
    expect(request).toEqual({
      projectSK: KEYS.PK,
      empathyMapSK: KEYS.SK,
      name: 'Bargain hunter',
      says: 'Where is my code?',
      does: 'Opens the basket twice',
      thinks: 'Cheaper elsewhere?',
      feels: 'Suspicious',
      pains: 'Hidden fees',
      gains: 'A clear total',
      personaSK: PERSONA,
    });
    expect(updateEmpathyMapRequest.safeParse(request).success).toBe(true);
  });

  it('never sends a guest-style local image to the server', () => {
    const withPhoto = chooseLocalPhoto(fromDetail(detail), 'data:image/jpeg;base64,AAAA');
    const request = toRequest(withPhoto, KEYS);
    expect(JSON.stringify(request)).not.toContain('data:image');
    expect(request.personaSK).toBeNull();
  });

  it.each(MAP_FIELDS)('refuses %s text over its limit by cutting what does not fit', (field) => {
    const max = FIELD_MAX_LENGTH[field];
    const full = setField(guestEmpathyMap(), field, 'x'.repeat(max + 25));
    expect(full[field]).toHaveLength(max);
    expect(setField(full, field, `${'x'.repeat(max)}y`)[field]).toBe('x'.repeat(max));
    // A map cut to the limit is still one the server accepts.
    expect(updateEmpathyMapRequest.safeParse(toRequest(full, KEYS)).success).toBe(true);
  });

  // Found by the property tests: a paste cut through an emoji left half of it, which the
  // server stored as U+FFFD (and now refuses).
  it('cuts a paste before an emoji that does not fit, not through it', () => {
    const cut = setField(guestEmpathyMap(), 'says', `${'x'.repeat(499)}😀`);
    expect(cut.says).toBe('x'.repeat(499));
  });

  it('keeps text at exactly the limit and leaves other fields alone', () => {
    const map = setField(guestEmpathyMap(), 'pains', 'p'.repeat(300));
    expect(map.pains).toHaveLength(300);
    expect(map.gains).toBe('');
  });

  it('returns the same draft when a field does not change (no needless re-render)', () => {
    const map = guestEmpathyMap();
    expect(setField(map, 'says', '')).toBe(map);
  });
});

describe('saved or unsaved (spec §4)', () => {
  const saved = fromDetail(detail);

  it('is saved when content and persona equal the saved copy', () => {
    expect(isSameMap(saved, fromDetail(detail))).toBe(true);
  });

  it('is unsaved after a change of any text or of the name', () => {
    for (const field of MAP_FIELDS) {
      expect(isSameMap(setField(saved, field, 'changed'), saved)).toBe(false);
    }
    expect(isSameMap(setName(saved, 'Another name'), saved)).toBe(false);
  });

  it('is unsaved when only the chosen persona differs', () => {
    const other = 'UXPERS#00000000-0000-4000-8000-000000000000';
    expect(isSameMap(choosePersona(saved, other), saved)).toBe(false);
    expect(isSameMap(clearPersona(saved), saved)).toBe(false);
  });

  it("counts a guest's local image as a change", () => {
    const guest = guestEmpathyMap();
    expect(isSameMap(chooseLocalPhoto(guest, 'data:image/jpeg;base64,AAAA'), guest)).toBe(false);
  });

  it('is saved again once an edit is undone', () => {
    const edited = setField(saved, 'says', 'something else');
    expect(isSameMap(setField(edited, 'says', detail.says), saved)).toBe(true);
    expect(isSameMap(choosePersona(clearPersona(saved), PERSONA), saved)).toBe(true);
  });
});
