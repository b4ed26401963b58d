import type { EditorDescription } from '../../shared-contracts/src/editors/description.ts';
import { workspaceEditors } from '../../tooling/workspace-editors.ts';

let loaded: Promise<EditorDescription[]> | null = null;

/**
 * The workspace's editors as their remotes describe themselves (each `mf-*` package's
 * `src/editor.ts`): what the tests take routes, federation names and words from, instead
 * of a list of their own. Loaded once per worker.
 */
export function workspaceDescriptions(): Promise<EditorDescription[]> {
  loaded ??= workspaceEditors().then((found) => found.map(({ editor }) => editor));
  return loaded;
}

/** The editor whose remote is `remote` (`mf_empathy_map`), or whose type is `type`. */
export async function editorOf(
  which: { remote: string } | { type: string } | { route: string },
): Promise<EditorDescription> {
  const [key, value] = Object.entries(which)[0] as [keyof EditorDescription, string];
  const editor = (await workspaceDescriptions()).find((candidate) => candidate[key] === value);
  if (!editor) throw new Error(`No editor of the workspace has ${key} ${value}`);
  return editor;
}
