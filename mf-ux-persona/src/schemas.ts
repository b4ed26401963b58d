/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving a persona), the rules a
 * save checks first, and the reader of a kept draft. A stored persona's page preloads it
 * (tooling/route-preloads.ts).
 */
export { uxPersonaContract as contract } from 'shared-contracts/editors/ux-persona/schema';
export { draftProblem } from './model/draft-rules';
export { fromStoredDraft } from './model/stored-draft-reader';
