import type { KeyPath } from 'editor-kit';
import {
  defaultUxPersonaContent,
  UX_PERSONA_CONTENT_FIELDS,
} from 'shared-contracts/editors/ux-persona/content';
import type {
  PersonaTrait,
  UpdateUxPersonaRequest,
  UxPersona,
  UxPersonaContent,
} from 'shared-contracts/editors/ux-persona/schema';
import type { en } from '../i18n/en';

/**
 * A photo chosen in the picker and not stored yet: a file from the user's device or one of
 * the preset photos. `previewUrl` is what the page shows meanwhile (a data: URL of the file,
 * or the preset's own URL).
 */
export type PendingPhoto =
  | { kind: 'file'; file: File; previewUrl: string }
  | { kind: 'preset'; presetId: string; previewUrl: string };

/**
 * What the persona editor edits: the stored persona's content, the URL of its stored photo
 * (the photo is held apart from the record, spec §3, and is also its thumbnail), and a
 * newly chosen photo that Save will upload.
 */
export interface PersonaDraft {
  persona: UxPersonaContent;
  photoUrl: string | null;
  pendingPhoto: PendingPhoto | null;
}

/**
 * The sample's names in another language: the persona's, then its skills' and
 * motivations', in the order of the spec's sample.
 */
export interface SampleNames {
  name: string;
  skills: readonly string[];
  motivations: readonly string[];
}

/** The sample's names in the language of `t` (the catalogue's translate function). */
export function sampleNames(t: (key: KeyPath<typeof en>) => string): SampleNames {
  return {
    name: t('sample.name'),
    skills: [t('sample.skills.techLevel'), t('sample.skills.creativity'), ''],
    motivations: [
      t('sample.motivations.price'),
      t('sample.motivations.comfort'),
      t('sample.motivations.convenience'),
      t('sample.motivations.speed'),
    ],
  };
}

/** A guest's persona: the spec's default sample (§3), no photo, named in `names`' language. */
export function sampleDraft(newId?: () => string, names?: SampleNames): PersonaDraft {
  const persona = defaultUxPersonaContent(newId, names?.name);
  const renamed = (traits: PersonaTrait[], words: readonly string[] = []) =>
    traits.map((trait, i) => ({ ...trait, name: words[i] ?? trait.name }));
  return {
    persona: {
      ...persona,
      skills: renamed(persona.skills, names?.skills),
      motivations: renamed(persona.motivations, names?.motivations),
    },
    photoUrl: null,
    pendingPhoto: null,
  };
}

/**
 * The detail the server answers (spec §3: keys named projectSK and uxPersonaSK, the photo
 * as thumbnailPath) → the draft. Only the content's own fields are kept, so keys and
 * timestamps never travel back in a PATCH body by accident.
 */
export function fromDetail(detail: UxPersona): PersonaDraft {
  const persona = Object.fromEntries(
    UX_PERSONA_CONTENT_FIELDS.map((field) => [field, detail[field]]),
  ) as UxPersonaContent;
  return {
    persona: {
      ...persona,
      demographics_age: detail.demographics_age ?? null,
      demographics_gender: detail.demographics_gender ?? null,
      skills: detail.skills.map(({ id, name, level }) => ({ id, name, level })),
      motivations: detail.motivations.map(({ id, name, level }) => ({ id, name, level })),
    },
    photoUrl: detail.thumbnailPath,
    pendingPhoto: null,
  };
}

/** The PATCH body (spec §7: the full persona object) for the item with these keys. */
export function toRequest(
  draft: PersonaDraft,
  keys: { PK: string; SK: string },
): UpdateUxPersonaRequest {
  return { ...draft.persona, projectSK: keys.PK, uxPersonaSK: keys.SK };
}

/**
 * Saved means the same content and no photo waiting to be uploaded (spec §4). A pending
 * photo is compared by identity: a File has no JSON form, and choosing again is a change.
 */
export function isSameDraft(a: PersonaDraft, b: PersonaDraft): boolean {
  return (
    a.pendingPhoto === b.pendingPhoto &&
    a.photoUrl === b.photoUrl &&
    JSON.stringify(a.persona) === JSON.stringify(b.persona)
  );
}

export function choosePhoto(draft: PersonaDraft, photo: PendingPhoto): PersonaDraft {
  return { ...draft, pendingPhoto: photo };
}

/** What the photo frame shows: the photo just chosen, else the stored one, else none. */
export function shownPhotoUrl(draft: PersonaDraft): string | null {
  return draft.pendingPhoto?.previewUrl ?? draft.photoUrl;
}

/**
 * After `uploaded` was stored under `url`: the change for the saved copy and the draft.
 * A photo chosen again while the upload ran stays pending in the draft.
 */
export function photoStored(uploaded: PendingPhoto, url: string) {
  return (draft: PersonaDraft): PersonaDraft =>
    draft.pendingPhoto === uploaded
      ? { ...draft, photoUrl: url, pendingPhoto: null }
      : { ...draft, photoUrl: url };
}

export function updatePersona(
  change: (persona: UxPersonaContent) => UxPersonaContent,
): (draft: PersonaDraft) => PersonaDraft {
  return (draft) => ({ ...draft, persona: change(draft.persona) });
}
