import { type FeatureType, type RemoteFolder, remoteByFolder, toRouteKey } from 'shared-contracts';

/**
 * Browser routes of the editors and projects, shared by the shell (links, the landing
 * page) and the remotes (the side list, going to the project page), so a link made by one
 * opens the other. Its own entry (`editor-kit/routes`): no React, no zod, so the landing
 * page links to the editors without loading the kit.
 */

/** The remote that edits each type; its route comes from the one list of remotes. */
const EDITOR_REMOTE: Record<FeatureType, RemoteFolder> = {
  uxPersona: 'mf-ux-persona',
  empathyMap: 'mf-empathy-map',
  competitorAnalysis: 'mf-competitor-analysis',
  sitemap: 'mf-sitemap',
};

/** `uxpersonas`: the path the shell mounts the editor of `feature` at. */
export function editorRoute(feature: FeatureType): string {
  const remote = remoteByFolder(EDITOR_REMOTE[feature]);
  if (!remote) throw new Error(`${EDITOR_REMOTE[feature]} is not in EDITOR_REMOTES`);
  return remote.route;
}

/** The editor on sample data, open to anyone: `/uxpersonas`. */
export function guestEditorPath(feature: FeatureType): string {
  return `/${editorRoute(feature)}`;
}

/**
 * Browser routes of stored items. Keys carry '#', which starts a URL fragment, so routes
 * write it as '_' (spec §2): `/uxpersonas/PROJECT_<id>/UXPERS_<id>`.
 */
export function editorPath(feature: FeatureType, item: { PK: string; SK: string }): string {
  return `/${editorRoute(feature)}/${toRouteKey(item.PK)}/${toRouteKey(item.SK)}`;
}

/** `/project/PROJECT_<id>` for a project key written either way. */
export function projectPath(projectSK: string): string {
  return `/project/${toRouteKey(projectSK)}`;
}
