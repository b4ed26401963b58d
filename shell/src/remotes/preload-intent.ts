import { namesStoredItem } from 'shared-contracts';
import { editorAt } from '../editors/site-editors';

/** Per editor, and per editor opening a stored item (which needs more). */
const started = new Set<string>();

/**
 * Starts fetching the editor at `path` (a site path) once per page: a pointer resting on
 * a link to it, or focus reaching one, is a good sign it is about to be opened. The
 * preloading code is its own chunk, so pages with such links do not carry it.
 */
function preloadEditorAt(path: string): void {
  const editor = editorAt(path);
  if (!editor?.available) return;
  const { remote } = editor;
  const item = editor.items !== null && namesStoredItem(path);
  const intent = item ? `${remote} item` : remote;
  if (started.has(intent)) return;
  started.add(intent);
  import('./editor-preload')
    .then(({ preloadEditor }) => preloadEditor(remote, { item }))
    // A later intent may try again (a network blip, a registry not yet readable).
    .catch(() => started.delete(intent));
}

/** Props for a link or button that opens the editor at `path`. */
export const preloadOnIntent = (path: string) => ({
  onPointerEnter: () => preloadEditorAt(path),
  onFocus: () => preloadEditorAt(path),
});
