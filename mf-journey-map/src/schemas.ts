/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving a map), the empathy
 * map's (its pain points), and the reader of a kept draft. A stored map's page preloads
 * it (tooling/route-preloads.ts).
 */
export { empathyMapContract } from 'shared-contracts/editors/empathy-map/schema';
export { journeyMapContract as contract } from 'shared-contracts/editors/journey-map/schema';
export { readStoredJourney } from './model/stored-draft-reader';
