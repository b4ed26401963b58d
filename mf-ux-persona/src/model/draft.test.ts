import {
  defaultUxPersonaContent,
  type UxPersona,
  updateUxPersonaRequest,
  uxPersona,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  choosePhoto,
  fromDetail,
  isSameDraft,
  type PendingPhoto,
  photoStored,
  sampleDraft,
  shownPhotoUrl,
  toRequest,
  updatePersona,
} from './draft';
import { draftProblem } from './draft-rules';
import { setAge } from './fields';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const KEYS = { PK: `PROJECT#${ID}`, SK: `UXPERS#${ID}` };

/** A detail as the server answers it (spec §3, architecture §6). */
function detail(changes: Partial<UxPersona> = {}): UxPersona {
  let n = 0;
  return uxPersona.parse({
    ...defaultUxPersonaContent(() => `t-${n++}`, 'Anna'),
    PK: KEYS.PK,
    SK: KEYS.SK,
    projectSK: KEYS.PK,
    uxPersonaSK: KEYS.SK,
    thumbnailPath: '/api/images/abc?expires=1&signature=x',
    version: 1,
    UPDATED_AT: 1,
    CREATED_AT: 1,
    ...changes,
  }) as UxPersona;
}

const file = (name = 'me.png') => new File(['png'], name, { type: 'image/png' });
const filePhoto = (): PendingPhoto => ({
  kind: 'file',
  file: file(),
  previewUrl: 'data:image/png;base64,AAAA',
});
const presetPhoto = (): PendingPhoto => ({
  kind: 'preset',
  presetId: 'preset-04',
  previewUrl: '/assets/preset-04.webp',
});

describe('sampleDraft (spec §3: the default sample persona)', () => {
  it("is named 'Persona name' with the sample skills and motivations, every block open", () => {
    const { persona, photoUrl, pendingPhoto } = sampleDraft();
    expect(persona.name).toBe('Persona name');
    expect(persona.skills.map((s) => s.name)).toEqual(['Tech level', 'Creativity', '']);
    expect(persona.motivations.map((m) => m.name)).toEqual([
      'Price',
      'Comfort',
      'Convenience',
      'Speed',
    ]);
    expect(persona.hasPersonality && persona.hasGoals_frustrations && persona.hasSkills).toBe(true);
    expect([photoUrl, pendingPhoto]).toEqual([null, null]);
    expect(draftProblem(sampleDraft())).toBeNull();
  });
});

describe('wire conversion', () => {
  it('takes the content and the photo URL from a detail, and nothing else', () => {
    const draft = fromDetail(detail({ biography: 'Bio', demographics_age: 30 }));
    expect(draft.photoUrl).toBe('/api/images/abc?expires=1&signature=x');
    expect(draft.pendingPhoto).toBeNull();
    expect(draft.persona).toMatchObject({ name: 'Anna', biography: 'Bio', demographics_age: 30 });
    for (const key of ['PK', 'SK', 'projectSK', 'uxPersonaSK', 'thumbnailPath', 'UPDATED_AT']) {
      expect(draft.persona).not.toHaveProperty(key);
    }
  });

  it('builds the PATCH body with the keys named projectSK and uxPersonaSK', () => {
    const draft = fromDetail(detail());
    const body = toRequest(draft, KEYS);
    expect(body.projectSK).toBe(KEYS.PK);
    expect(body.uxPersonaSK).toBe(KEYS.SK);
    expect(body).not.toHaveProperty('thumbnailPath');
    expect(body).not.toHaveProperty('PK');
    // The server's own request schema accepts it, and it carries the content unchanged.
    const parsed = updateUxPersonaRequest.parse(body);
    expect({ ...parsed, projectSK: undefined, uxPersonaSK: undefined }).toEqual({
      ...draft.persona,
      projectSK: undefined,
      uxPersonaSK: undefined,
    });
  });

  it('round-trips: detail → draft → body → detail gives the same draft', () => {
    const first = fromDetail(detail({ demographics_gender: 'other', goals: 'G' }));
    const stored = detail({ ...toRequest(first, KEYS), projectSK: KEYS.PK } as never);
    expect(fromDetail(stored)).toEqual(first);
  });

  it('an empty age or gender arrives as null', () => {
    const draft = fromDetail(detail({ demographics_age: null, demographics_gender: null }));
    expect([draft.persona.demographics_age, draft.persona.demographics_gender]).toEqual([
      null,
      null,
    ]);
  });
});

describe('saved or not (spec §4)', () => {
  it('equal content and no pending photo is saved', () => {
    const a = fromDetail(detail());
    expect(isSameDraft(a, fromDetail(detail()))).toBe(true);
    expect(isSameDraft(a, updatePersona((p) => ({ ...p, biography: 'x' }))(a))).toBe(false);
  });

  it('a chosen photo is a change, even though a File has no JSON form', () => {
    const saved = fromDetail(detail());
    const chosen = choosePhoto(saved, filePhoto());
    expect(isSameDraft(saved, chosen)).toBe(false);
    expect(isSameDraft(chosen, chosen)).toBe(true);
    expect(isSameDraft(chosen, choosePhoto(saved, filePhoto()))).toBe(false);
  });
});

describe('photo', () => {
  it('shows the chosen photo, else the stored one, else none', () => {
    const stored = fromDetail(detail());
    expect(shownPhotoUrl(stored)).toBe(stored.photoUrl);
    expect(shownPhotoUrl(choosePhoto(stored, presetPhoto()))).toBe('/assets/preset-04.webp');
    expect(shownPhotoUrl(sampleDraft())).toBeNull();
  });

  it('once stored, the new URL replaces the pending photo', () => {
    const pending = presetPhoto();
    const draft = choosePhoto(fromDetail(detail()), pending);
    const after = photoStored(pending, '/api/images/new')(draft);
    expect([after.photoUrl, after.pendingPhoto]).toEqual(['/api/images/new', null]);
    expect(isSameDraft(after, photoStored(pending, '/api/images/new')(draft))).toBe(true);
  });

  it('a photo chosen again during the upload stays pending', () => {
    const uploaded = presetPhoto();
    const newer = filePhoto();
    const draft = choosePhoto(choosePhoto(fromDetail(detail()), uploaded), newer);
    const after = photoStored(uploaded, '/api/images/new')(draft);
    expect(after.photoUrl).toBe('/api/images/new');
    expect(after.pendingPhoto).toBe(newer);
  });
});

describe('draftProblem', () => {
  it("gives the server's reason, e.g. an age above 150", () => {
    const draft = updatePersona((p) => setAge(p, '200'))(sampleDraft());
    expect(draftProblem(draft)).toBe('Age must be a whole number between 0 and 150');
  });
});
