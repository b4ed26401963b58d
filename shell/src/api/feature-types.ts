/**
 * The three editor types a project holds (spec §2, §7): the browser route each editor is
 * mounted at and the API resource it is stored under. Plain data with no imports, so the
 * landing page can link a guest to an editor without pulling the API modules (and zod)
 * into its eager bundle.
 */
export const FEATURE_TYPES = ['uxPersona', 'empathyMap', 'competitorAnalysis'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export const FEATURE_ROUTES: Record<FeatureType, { routePath: string; apiPath: string }> = {
  uxPersona: { routePath: 'uxpersonas', apiPath: 'ux-personas' },
  empathyMap: { routePath: 'empathymap', apiPath: 'empathy-maps' },
  competitorAnalysis: { routePath: 'competitoranalysis', apiPath: 'competitor-analysis' },
};

/** The editor on sample data, open to anyone: `/uxpersonas`. */
export function guestEditorPath(feature: FeatureType): string {
  return `/${FEATURE_ROUTES[feature].routePath}`;
}
