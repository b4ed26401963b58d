import { toRouteKey } from 'shared-contracts';

/**
 * Browser routes of the editors and projects, shared by the shell (links, the landing
 * page) and the remotes (the side list, going to the project page), so a link made by one
 * opens the other. An editor's route comes from its description. Its own entry
 * (`editor-kit/routes`): no React, no zod, so the landing page links to the editors
 * without loading the kit.
 */

/** The editor on sample data, open to anyone: `/<route>`. */
export function guestEditorPath(editor: { route: string }): string {
  return `/${editor.route}`;
}

/**
 * Browser routes of stored items. Keys carry '#', which starts a URL fragment, so routes
 * write it as '_' (spec §2): `/<route>/PROJECT_<id>/<PREFIX>_<id>`.
 */
export function editorPath(editor: { route: string }, item: { PK: string; SK: string }): string {
  return `/${editor.route}/${toRouteKey(item.PK)}/${toRouteKey(item.SK)}`;
}

/** `/project/PROJECT_<id>` for a project key written either way. */
export function projectPath(projectSK: string): string {
  return `/project/${toRouteKey(projectSK)}`;
}
