import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_FILE, type EditorDescription, remoteFolder } from 'shared-contracts';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';

/**
 * A usable description of the remote `name` for tests: the persona editor's, moved to a
 * type and a route of its own (`mf_fixture_notes` → type `fixtureNotes`, `/fixture-notes`).
 */
export function editorFor(
  name: string,
  changes: Partial<EditorDescription> = {},
): EditorDescription {
  const bare = name.replace(/^mf_/, '');
  return {
    ...uxPersonaEditor,
    type: bare.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
    remote: name,
    route: remoteFolder(bare),
    ...changes,
  };
}

/** Writes `editor` as a build folder's `editor.json`, as a remote's build does. */
export function writeEditorFile(folder: string, editor: unknown): void {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, EDITOR_FILE), JSON.stringify(editor));
}
