import type { DraftCodec } from 'editor-kit';
import { loadSchemas } from '../contract';
import type { Flow } from './flow';

/**
 * The flow's unsaved work as it is kept on this device (the editor kit's draft store): the
 * content itself, read back through the save's own schema (stored-draft-reader.ts, loaded
 * with the editor's schemas when there is a draft to read). The editor keeps every edit
 * within those rules, so a draft it wrote always reads back; one that does not (written
 * by another version, or altered) is not offered.
 */
export const userFlowDraftCodec: DraftCodec<Flow> = {
  version: 1,
  encode: (flow) => flow,
  decode: async (stored) => (await loadSchemas()).readStoredFlow(stored),
};
