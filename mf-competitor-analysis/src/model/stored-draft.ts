import type { DraftCodec } from 'editor-kit';
import { CRITERION_TYPES, MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import { z } from 'zod';
import type { Analysis } from './analysis';

/**
 * The analysis's unsaved work as it is kept on this device (the editor kit's draft store):
 * the table itself, not its wire form, because the wire cannot hold everything a draft
 * may (criteria of a table that has no competitors yet). Read back through a schema of its
 * shape (never trust stored data); texts are not checked against the save rules, which
 * Save applies and explains as it would for the same table typed by hand.
 */
const cell = z.object({ id: z.string(), value: z.union([z.string(), z.boolean()]) });
const column = z.object({ id: z.string(), name: z.string(), type: z.enum(CRITERION_TYPES) });
const row = z.object({ id: z.string(), name: z.string(), cells: z.record(z.string(), cell) });
const storedAnalysis = z.object({
  name: z.string(),
  // The editor never makes more; a larger table was not written by it.
  columns: z.array(column).max(MAX_CRITERIA),
  rows: z.array(row).max(MAX_COMPETITORS),
});

export const analysisDraftCodec: DraftCodec<Analysis> = {
  version: 1,
  encode: (analysis) => analysis,
  decode: (stored) => {
    const parsed = storedAnalysis.safeParse(stored);
    return parsed.success ? parsed.data : null;
  },
};
