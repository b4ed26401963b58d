/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving a map), the persona's
 * (a persona made from the picker) and the reader of a kept draft. A stored map's page
 * preloads it (tooling/route-preloads.ts).
 */
export { empathyMapContract as contract } from 'shared-contracts/editors/empathy-map/schema';
export { uxPersonaContract as personaContract } from 'shared-contracts/editors/ux-persona/schema';
export { readStoredMap } from './model/stored-draft-reader';
