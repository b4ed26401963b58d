import { editorAt } from '../editors/site-editors';

const started = new Set<string>();

/**
 * Starts fetching the editor at `path` (a site path) once per page: a pointer resting on
 * a link to it, or focus reaching one, is a good sign it is about to be opened. The
 * preloading code is its own chunk, so pages with such links do not carry it.
 */
function preloadEditorAt(path: string): void {
  const editor = editorAt(path);
  if (!editor?.available || started.has(editor.remote)) return;
  const { remote } = editor;
  started.add(remote);
  import('./editor-preload')
    .then(({ preloadEditor }) => preloadEditor(remote))
    // A later intent may try again (a network blip, a registry not yet readable).
    .catch(() => started.delete(remote));
}

/** Props for a link or button that opens the editor at `path`. */
export const preloadOnIntent = (path: string) => ({
  onPointerEnter: () => preloadEditorAt(path),
  onFocus: () => preloadEditorAt(path),
});
