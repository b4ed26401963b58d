import type { FeatureType } from 'shared-contracts';

/**
 * What the landing page offers (spec §1, §2 'Landing page'): the editors one can create
 * now and the planned ones, shown with a disabled create button. Sitemaps, the first of
 * the spec's three planned artefacts, became an editor in issue G5a.
 */
export const AVAILABLE_FEATURES: readonly FeatureType[] = [
  'uxPersona',
  'empathyMap',
  'competitorAnalysis',
  'sitemap',
];

export const PLANNED_FEATURES = ['customerJourney', 'userFlow'] as const;
type PlannedFeature = (typeof PLANNED_FEATURES)[number];

export type LandingCardKind = FeatureType | PlannedFeature;

/**
 * Where the "support the project" link goes. The spec only says it is an external link;
 * the product owner sets the real page at build time with VITE_SUPPORT_URL.
 */
export const SUPPORT_URL: string =
  import.meta.env.VITE_SUPPORT_URL ?? 'https://www.buymeacoffee.com/uxstuff';
