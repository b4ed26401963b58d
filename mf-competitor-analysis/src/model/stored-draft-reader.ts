import { MAX_COMPETITORS, MAX_CRITERIA } from 'shared-contracts';
import { CRITERION_TYPES } from 'shared-contracts/editors/competitor-analysis/content';
import { z } from 'zod';
import type { Analysis } from './analysis';

/*
 * Reading a kept analysis back (stored-draft.ts keeps it) through a schema of its shape,
 * never trusting stored data: zod's, so this module comes with the editor's schemas when
 * a draft is read, never with the editor's first render (issue H2). Texts are not checked
 * against the save rules, which Save applies and explains as it would for the same table
 * typed by hand.
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

/** A kept analysis as the editor's table, or null when it is not one. */
export function readStoredAnalysis(stored: unknown): Analysis | null {
  const parsed = storedAnalysis.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
