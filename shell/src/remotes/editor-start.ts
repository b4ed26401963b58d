import { loadOnce, namesStoredItem, type SiteEditor } from 'shared-contracts';
import { editorAt } from '../editors/site-editors';

/**
 * Whether a guest may open what `path` names in `editor`: `/<editor>` is open to anyone
 * (sample data); `/<editor>/{PK}/{SK}` is signed-in only (spec §2), except for an editor
 * that stores nothing.
 */
export function guestMayOpen(editor: Pick<SiteEditor, 'items'>, path: string): boolean {
  return editor.items === null || !namesStoredItem(path);
}

type EditorView = typeof import('./RemoteEditor');

/**
 * The shell's part of every editor page (RemoteEditor: the federation runtime, the
 * loader, its panels), loaded once. A failed load is forgotten, so the next asks again.
 */
const editorView = loadOnce<EditorView>(() => import('./RemoteEditor'));

export const loadEditorView = editorView.load;

/** The shell's editor part if it has loaded: an editor route then renders it at once. */
export const loadedEditorView = editorView.loaded;

/**
 * Starts opening the editor at `path` (the page's own path) before React first renders
 * (issue G2): the shell's editor part and the remote's `./App` load while the shell
 * starts, instead of after the route has rendered. The editor route then finds them
 * loaded, or shares the loads under way. A failure here is not reported: the route's
 * loader meets the same load and shows it.
 */
export function startEditorAt(path: string, signedIn: boolean): void {
  const editor = editorAt(path);
  if (!editor?.available || !(signedIn || guestMayOpen(editor, path))) return;
  void Promise.all([loadEditorView(), import('./federation-runtime')])
    .then(([, { loadRemoteApp }]) => loadRemoteApp(editor.remote))
    .catch(() => {});
}
