import { type DraftCodec, loadPresetPhotoUrls, photoFileProblem } from 'editor-kit';
import type { PersonaDraft } from '../model/draft';
import { fromStoredDraft, STORED_DRAFT_VERSION, toStoredDraft } from '../model/stored-draft';
import { readAsDataUrl } from './photo';

/** How the persona editor keeps unsaved work on this device (see model/stored-draft.ts). */
export const personaDraftCodec: DraftCodec<PersonaDraft> = {
  version: STORED_DRAFT_VERSION,
  encode: toStoredDraft,
  decode: (stored, saved) =>
    fromStoredDraft(stored, saved, {
      // Judged by its bytes again, as when it was chosen: the stored Blob is not trusted.
      filePreview: async (file) => ((await photoFileProblem(file)) ? null : readAsDataUrl(file)),
      presetUrl: async (presetId) => (await loadPresetPhotoUrls()).get(presetId) ?? null,
    }),
};
