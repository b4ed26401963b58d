import type { DraftCodec } from 'editor-kit';
import { loadSchemas } from '../contract';
import type { Analysis } from './analysis';

/**
 * The analysis's unsaved work as it is kept on this device (the editor kit's draft store):
 * the table itself, not its wire form, because the wire cannot hold everything a draft
 * may (criteria of a table that has no competitors yet). Read back through a schema of its
 * shape (stored-draft-reader.ts), loaded with the editor's schemas when there is a draft
 * to read.
 */
export const analysisDraftCodec: DraftCodec<Analysis> = {
  version: 1,
  encode: (analysis) => analysis,
  decode: async (stored) => (await loadSchemas()).readStoredAnalysis(stored),
};
