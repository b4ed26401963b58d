import type { DraftCodec } from 'editor-kit';
import { loadSchemas } from '../contract';
import type { EmpathyMapDraft } from './empathy-map';

/**
 * The map's unsaved work as it is kept on this device (the editor kit's draft store): the
 * draft as the editor holds it, with a guest's local image (a small data: URL). Read back
 * through a schema of its shape (stored-draft-reader.ts), loaded with the editor's
 * schemas when there is a draft to read.
 */
export const empathyMapDraftCodec: DraftCodec<EmpathyMapDraft> = {
  version: 1,
  encode: (draft) => draft,
  decode: async (stored) => (await loadSchemas()).readStoredMap(stored),
};
