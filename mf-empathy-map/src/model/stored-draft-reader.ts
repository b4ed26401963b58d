import { z } from 'zod';
import { type EmpathyMapDraft, MAP_FIELDS, setField } from './empathy-map';

/*
 * Reading a kept map back (stored-draft.ts keeps it) through a schema of its shape, never
 * trusting stored data: zod's, so this module comes with the editor's schemas when a
 * draft is read, never with the editor's first render (issue H2).
 */

const storedMap = z.object({
  name: z.string(),
  ...Object.fromEntries(MAP_FIELDS.map((field) => [field, z.string()])),
  personaSK: z.string().nullable(),
  // Only an image as the editor makes it: shown in an <img>, never anything else.
  localPhoto: z.string().startsWith('data:image/').nullable(),
});

/**
 * A kept map as the editor's draft, or null when it is not one; over-long text is cut to
 * the field's limit as typing would cut it.
 */
export function readStoredMap(stored: unknown): EmpathyMapDraft | null {
  const parsed = storedMap.safeParse(stored);
  if (!parsed.success) return null;
  const draft = parsed.data as EmpathyMapDraft;
  return MAP_FIELDS.reduce((fitted, field) => setField(fitted, field, draft[field]), draft);
}
