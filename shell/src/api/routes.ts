import { toRouteKey } from 'shared-contracts';
import { FEATURE_ROUTES, type FeatureType } from './feature-types';

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
