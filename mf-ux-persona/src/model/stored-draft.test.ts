import { describe, expect, it } from 'vitest';
import { choosePhoto, type PersonaDraft, sampleDraft, updatePersona } from './draft';
import { setAge } from './fields';
import { type PhotoRestorer, toStoredDraft } from './stored-draft';
import { fromStoredDraft } from './stored-draft-reader';

const photos: PhotoRestorer = {
  filePreview: async (file) => (file.size > 0 ? `data:${file.type};base64,preview` : null),
  presetUrl: async (id) => (id === 'preset-03' ? '/assets/preset-03.webp' : null),
};
const saved: PersonaDraft = { ...sampleDraft(), photoUrl: '/api/images/now?signature=new' };
const decode = (stored: unknown) => fromStoredDraft(stored, saved, photos);

describe('the persona kept on this device', () => {
  it('comes back as typed, with the stored photo of the saved copy', async () => {
    const typed = {
      ...updatePersona((persona) => setAge({ ...persona, biography: 'Bio' }, '42'))(sampleDraft()),
      photoUrl: '/api/images/old?signature=expired',
    };
    expect(await decode(toStoredDraft(typed))).toEqual({ ...typed, photoUrl: saved.photoUrl });
  });

  it('brings back a chosen file and a chosen preset, neither uploaded yet', async () => {
    const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    const withFile = choosePhoto(sampleDraft(), { kind: 'file', file, previewUrl: 'data:x' });
    const restored = await decode(toStoredDraft(withFile));
    expect(restored?.pendingPhoto).toMatchObject({ kind: 'file', file });
    expect(restored?.pendingPhoto?.previewUrl).toBe('data:image/jpeg;base64,preview');

    // IndexedDB may hand a File back as a plain Blob: it becomes a named file again.
    const stored = {
      ...toStoredDraft(withFile),
      pendingPhoto: {
        kind: 'file',
        file: new Blob(['b'], { type: 'image/png' }),
        name: 'me.png',
        type: 'image/png',
      },
    };
    const fromBlob = await decode(stored);
    expect(fromBlob?.pendingPhoto?.kind === 'file' && fromBlob.pendingPhoto.file.name).toBe(
      'me.png',
    );

    const preset = choosePhoto(sampleDraft(), {
      kind: 'preset',
      presetId: 'preset-03',
      previewUrl: '/assets/old-hash.webp',
    });
    expect((await decode(toStoredDraft(preset)))?.pendingPhoto).toEqual({
      kind: 'preset',
      presetId: 'preset-03',
      previewUrl: '/assets/preset-03.webp',
    });
  });

  it('keeps the work but not a photo that cannot be brought back', async () => {
    const gone = choosePhoto(sampleDraft(), {
      kind: 'preset',
      presetId: 'preset-99',
      previewUrl: '',
    });
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg' });
    const refused = choosePhoto(sampleDraft(), { kind: 'file', file: empty, previewUrl: '' });
    for (const draft of [gone, refused]) {
      const restored = await decode(toStoredDraft(draft));
      expect(restored?.pendingPhoto).toBeNull();
      expect(restored?.persona).toEqual(draft.persona);
    }
  });

  it('is nothing when storage holds something else', async () => {
    const good = toStoredDraft(sampleDraft());
    for (const bad of [
      null,
      { persona: good.persona },
      { ...good, persona: { ...good.persona, skills: 'none' } },
      { ...good, persona: { ...good.persona, demographics_gender: 'robot' } },
      { ...good, pendingPhoto: { kind: 'file', file: 'not a blob', name: 'a', type: 'b' } },
    ]) {
      expect(await decode(bad)).toBeNull();
    }
  });
});
