/**
 * The editor types a project holds (spec §2, §7; sitemaps from issue G5a) and the API
 * resource each is stored under (`/api/<path>`). Browser routes and query keys are the clients' (editor-kit).
 * Plain data with no zod.
 */
export const FEATURE_TYPES = ['uxPersona', 'empathyMap', 'competitorAnalysis', 'sitemap'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export const FEATURE_API_PATHS: Record<FeatureType, string> = {
  uxPersona: 'ux-personas',
  empathyMap: 'empathy-maps',
  competitorAnalysis: 'competitor-analysis',
  sitemap: 'sitemaps',
};
