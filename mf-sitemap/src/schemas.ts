/**
 * What this editor checks with zod (issue H2), loaded when first used, never by its first
 * paint or keystroke: its contract's schemas (loading and saving a sitemap; a kept draft
 * is read by hand, stored-draft.ts). A stored sitemap's page preloads it
 * (tooling/route-preloads.ts).
 */
export { sitemapContract as contract } from 'shared-contracts/editors/sitemap/schema';
