import { remoteAtPath } from 'shared-contracts';

const started = new Set<string>();

/**
 * Starts fetching the editor at `path` (a site path) once per page: a pointer resting on
 * a link to it, or focus reaching one, is a good sign it is about to be opened. The
 * preloading code is its own chunk, so pages with such links do not carry it.
 */
function preloadEditorAt(path: string): void {
  const remote = remoteAtPath(path);
  if (!remote || started.has(remote.name)) return;
  started.add(remote.name);
  import('./editor-preload')
    .then(({ preloadEditor }) => preloadEditor(remote.name))
    // A later intent may try again (a network blip, a registry not yet readable).
    .catch(() => started.delete(remote.name));
}

/** Props for a link or button that opens the editor at `path`. */
export const preloadOnIntent = (path: string) => ({
  onPointerEnter: () => preloadEditorAt(path),
  onFocus: () => preloadEditorAt(path),
});
