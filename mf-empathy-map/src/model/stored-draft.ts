import type { DraftCodec } from 'editor-kit';
import { z } from 'zod';
import { type EmpathyMapDraft, MAP_FIELDS, setField } from './empathy-map';

/**
 * The map's unsaved work as it is kept on this device (the editor kit's draft store): the
 * draft as the editor holds it, with a guest's local image (a small data: URL). Read back
 * through a schema of its shape (never trust stored data); over-long text is cut to the
 * field's limit as typing would cut it.
 */
const storedMap = z.object({
  name: z.string(),
  ...Object.fromEntries(MAP_FIELDS.map((field) => [field, z.string()])),
  personaSK: z.string().nullable(),
  // Only an image as the editor makes it: shown in an <img>, never anything else.
  localPhoto: z.string().startsWith('data:image/').nullable(),
});

export const empathyMapDraftCodec: DraftCodec<EmpathyMapDraft> = {
  version: 1,
  encode: (draft) => draft,
  decode: (stored) => {
    const parsed = storedMap.safeParse(stored);
    if (!parsed.success) return null;
    const draft = parsed.data as EmpathyMapDraft;
    return MAP_FIELDS.reduce((fitted, field) => setField(fitted, field, draft[field]), draft);
  },
};
