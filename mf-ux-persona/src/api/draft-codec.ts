import { type DraftCodec, loadPresetPhotoUrls, photoFileProblem } from 'editor-kit';
import { loadSchemas } from '../contract';
import type { PersonaDraft } from '../model/draft';
import { STORED_DRAFT_VERSION, toStoredDraft } from '../model/stored-draft';
import { readAsDataUrl } from './photo';

/** How the persona editor keeps unsaved work on this device (see model/stored-draft.ts). */
export const personaDraftCodec: DraftCodec<PersonaDraft> = {
  version: STORED_DRAFT_VERSION,
  encode: toStoredDraft,
  // Read back through the editor's schemas, loaded with the first draft there is to read.
  decode: async (stored, saved) =>
    (await loadSchemas()).fromStoredDraft(stored, saved, {
      // Judged by its bytes again, as when it was chosen: the stored Blob is not trusted.
      filePreview: async (file) => ((await photoFileProblem(file)) ? null : readAsDataUrl(file)),
      presetUrl: async (presetId) => (await loadPresetPhotoUrls()).get(presetId) ?? null,
    }),
};
