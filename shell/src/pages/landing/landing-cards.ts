import type { FeatureType } from 'shared-contracts';

/**
 * What the landing page offers (spec §1, §2 'Landing page'): the three editors one can
 * create now and the three planned ones, shown with a disabled create button.
 */
export const AVAILABLE_FEATURES: readonly FeatureType[] = [
  'uxPersona',
  'empathyMap',
  'competitorAnalysis',
];

export const PLANNED_FEATURES = ['sitemap', 'customerJourney', 'userFlow'] as const;
type PlannedFeature = (typeof PLANNED_FEATURES)[number];

export type LandingCardKind = FeatureType | PlannedFeature;

/**
 * Where the "support the project" link goes. The spec only says it is an external link;
 * the product owner sets the real page at build time with VITE_SUPPORT_URL.
 */
export const SUPPORT_URL: string =
  import.meta.env.VITE_SUPPORT_URL ?? 'https://www.buymeacoffee.com/uxstuff';
