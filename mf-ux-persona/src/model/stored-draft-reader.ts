import { UX_PERSONA_CONTENT_FIELDS } from 'shared-contracts/editors/ux-persona/content';
import { type UxPersonaContent, uxPersona } from 'shared-contracts/editors/ux-persona/schema';
import { z } from 'zod';
import type { PendingPhoto, PersonaDraft } from './draft';
import type { PhotoRestorer } from './stored-draft';

/*
 * Reading a kept persona back (stored-draft.ts writes it), through schemas of its shape:
 * zod's, so this module is loaded with the editor's schemas when a draft is read, never
 * by the editor's first render (issue H2).
 */

const CONTENT_MASK = Object.fromEntries(
  UX_PERSONA_CONTENT_FIELDS.map((field) => [field, true as const]),
) as { [K in keyof UxPersonaContent]: true };

/**
 * The content's shape without the save rules: a draft may hold what Save would refuse
 * (an empty name, an age of 200) and says so when saved, so only the types are checked.
 * The detail schema is exactly that: the server's answer, types without limits.
 */
const storedContent = uxPersona.pick(CONTENT_MASK as never).extend({
  // Optional in the content (absent means unknown), required in the server's answer.
  demographics_age: z
    .number()
    .nullish()
    .transform((age) => age ?? null),
  demographics_gender: uxPersona.shape.demographics_gender.nullish().transform((g) => g ?? null),
});

const storedPhoto = z.union([
  z.object({
    kind: z.literal('file'),
    file: z.instanceof(Blob),
    name: z.string(),
    type: z.string(),
  }),
  z.object({ kind: z.literal('preset'), presetId: z.string() }),
]);

/**
 * A stored draft back as the editor's draft on top of the saved copy, or null when it is
 * not one (never trust stored data). A photo that cannot be brought back is left out and
 * the rest of the work restored.
 */
export async function fromStoredDraft(
  stored: unknown,
  saved: PersonaDraft,
  photos: PhotoRestorer,
): Promise<PersonaDraft | null> {
  const shape = z.object({ persona: storedContent, pendingPhoto: storedPhoto.nullable() });
  const parsed = shape.safeParse(stored);
  if (!parsed.success) return null;
  const { persona, pendingPhoto } = parsed.data;
  return {
    // The picked schema checks exactly the content's fields; its inferred type cannot say so.
    persona: persona as unknown as UxPersonaContent,
    photoUrl: saved.photoUrl,
    pendingPhoto: pendingPhoto && (await restorePhoto(pendingPhoto, photos)),
  };
}

async function restorePhoto(
  photo: z.infer<typeof storedPhoto>,
  photos: PhotoRestorer,
): Promise<PendingPhoto | null> {
  if (photo.kind === 'preset') {
    const url = await photos.presetUrl(photo.presetId);
    return url === null ? null : { kind: 'preset', presetId: photo.presetId, previewUrl: url };
  }
  const file =
    photo.file instanceof File
      ? photo.file
      : new File([photo.file], photo.name, { type: photo.type });
  const previewUrl = await photos.filePreview(file);
  return previewUrl === null ? null : { kind: 'file', file, previewUrl };
}
