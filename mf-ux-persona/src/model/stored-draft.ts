import type { UxPersonaContent } from 'shared-contracts/editors/ux-persona/schema';
import type { PersonaDraft } from './draft';

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

/** What a restored photo needs from the page: its preview, checked again on the way. */
export interface PhotoRestorer {
  /** The file's preview (a data: URL), or null when it is no acceptable image. */
  filePreview(file: File): Promise<string | null>;
  /** The preset's URL in this release, or null when it no longer exists. */
  presetUrl(presetId: string): Promise<string | null>;
}
