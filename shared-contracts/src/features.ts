import { toRouteKey } from './keys.js';

/**
 * The three editor types a project holds (spec §2, §7): the browser route each editor is
 * mounted at and the API resource it is stored under. Shared by the shell and every
 * remote, so a link made by one opens the other. Plain data with no zod, so the landing
 * page can link a guest to an editor without pulling schemas into its eager bundle.
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

/**
 * Browser routes of stored items. Keys carry '#', which starts a URL fragment, so routes
 * write it as '_' (spec §2): `/uxpersonas/PROJECT_<id>/UXPERS_<id>`.
 */
export function editorPath(feature: FeatureType, item: { PK: string; SK: string }): string {
  return `/${FEATURE_ROUTES[feature].routePath}/${toRouteKey(item.PK)}/${toRouteKey(item.SK)}`;
}

/** `/project/PROJECT_<id>` for a project key written either way. */
export function projectPath(projectSK: string): string {
  return `/project/${toRouteKey(projectSK)}`;
}

/**
 * React Query keys of server data. The shell and the remotes share one query client (a
 * federation singleton), so an editor's save refreshes the project page's lists only if
 * both spell the keys the same way: this is that one spelling.
 */
export const queryKeys = {
  projects: ['projects'] as const,
  project: (projectSK: string) => ['project', projectSK] as const,
  features: (feature: FeatureType, projectSK: string) => ['features', feature, projectSK] as const,
  feature: (feature: FeatureType, itemSK: string) => ['feature', feature, itemSK] as const,
};
