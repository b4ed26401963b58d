/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving an analysis), the rules
 * a save checks first, and the reader of a kept draft. A stored analysis's page preloads
 * it (tooling/route-preloads.ts).
 */
export { competitorAnalysisContract as contract } from 'shared-contracts/editors/competitor-analysis/schema';
export { readStoredAnalysis } from './model/stored-draft-reader';
export { wireProblem } from './model/wire-rules';
