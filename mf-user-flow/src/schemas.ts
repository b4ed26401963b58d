/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving a flow), the sitemap's
 * (a screen's page), and the readers of a kept draft and of a paste. A stored flow's page
 * preloads it (tooling/route-preloads.ts).
 */
export { sitemapContract } from 'shared-contracts/editors/sitemap/schema';
export { userFlowContract as contract } from 'shared-contracts/editors/user-flow/schema';
export { readClip } from './model/clip-reader';
export { readStoredFlow } from './model/stored-draft-reader';
