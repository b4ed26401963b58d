import type { ResponseSchema } from 'shared-auth';
import {
  competitorAnalysis,
  empathyMap,
  type FeatureType,
  featureListItem,
  sitemap,
  updateCompetitorAnalysisRequest,
  updateEmpathyMapRequest,
  updateSitemapRequest,
  updateUxPersonaRequest,
  uxPersona,
} from 'shared-contracts';
import { z } from 'zod';

/**
 * The one map of editor type → its shared-contracts schemas: what the server answers for
 * an item (`detail`) and what a save sends (`update`). Every call of the feature API checks
 * its answer with these, and the editors' types flow from them (`FeatureDetail<'uxPersona'>`),
 * so no editor passes schemas or casts.
 */
export const FEATURE_SCHEMAS = {
  uxPersona: { detail: uxPersona, update: updateUxPersonaRequest },
  empathyMap: { detail: empathyMap, update: updateEmpathyMapRequest },
  competitorAnalysis: { detail: competitorAnalysis, update: updateCompetitorAnalysisRequest },
  sitemap: { detail: sitemap, update: updateSitemapRequest },
} as const satisfies Record<FeatureType, { detail: z.ZodType; update: z.ZodType }>;

/** What the server answers for one item of `T` (GET, POST, PATCH). */
export type FeatureDetail<T extends FeatureType> = z.infer<(typeof FEATURE_SCHEMAS)[T]['detail']>;

/** The PATCH body of `T`: the whole object (spec §7), with the version it was edited from. */
export type FeatureUpdate<T extends FeatureType> = z.input<(typeof FEATURE_SCHEMAS)[T]['update']>;

/** A project's items of one type, as the list endpoints answer. */
export const featureList = z.array(featureListItem);

/**
 * The detail schema of `type`, typed for it. TypeScript cannot follow a generic key into
 * the map (it widens `FEATURE_SCHEMAS[type]` to all of them), hence the one cast, here.
 */
export function detailSchema<T extends FeatureType>(type: T): ResponseSchema<FeatureDetail<T>> {
  return FEATURE_SCHEMAS[type].detail as unknown as ResponseSchema<FeatureDetail<T>>;
}
