import { type UxPersonaContent, uxPersona, uxPersonaContent } from 'shared-contracts';
import { z } from 'zod';
import type { PendingPhoto, PersonaDraft } from './draft';

/**
 * A persona's unsaved work as it is kept on this device (the editor kit's draft store):
 * the content and the photo chosen but not uploaded yet. The stored photo's URL is not
 * kept (it is signed and expires); a restored draft takes it from the saved copy. A chosen
 * file is kept as its Blob, a preset by its id (its URL may change with a release).
 */
export const STORED_DRAFT_VERSION = 1;

type StoredPhoto =
  | { kind: 'file'; file: Blob; name: string; type: string }
  | { kind: 'preset'; presetId: string };

export interface StoredPersonaDraft {
  persona: UxPersonaContent;
  pendingPhoto: StoredPhoto | null;
}

export function toStoredDraft(draft: PersonaDraft): StoredPersonaDraft {
  const photo = draft.pendingPhoto;
  return {
    persona: draft.persona,
    pendingPhoto:
      photo === null
        ? null
        : photo.kind === 'file'
          ? { kind: 'file', file: photo.file, name: photo.file.name, type: photo.file.type }
          : { kind: 'preset', presetId: photo.presetId },
  };
}

const CONTENT_MASK = Object.fromEntries(
  Object.keys(uxPersonaContent.shape).map((field) => [field, true as const]),
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

/** What a restored photo needs from the page: its preview, checked again on the way. */
export interface PhotoRestorer {
  /** The file's preview (a data: URL), or null when it is no acceptable image. */
  filePreview(file: File): Promise<string | null>;
  /** The preset's URL in this release, or null when it no longer exists. */
  presetUrl(presetId: string): Promise<string | null>;
}

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
