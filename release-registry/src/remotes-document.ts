import type { EditorDescription, PlannedEditor, RemotesMap } from 'shared-contracts';
import { currentRelease, type ReleaseRegistry, releasedEditor, releaseEntry } from './registry.js';

/** What the site knows of editors besides the registry. */
export interface SiteEditorSources {
  /**
   * The editors whose items the API serves (its feature definitions): listed even while
   * their remote has no release, so a user still sees their items, though none opens.
   */
  served: readonly EditorDescription[];
  /** The editors announced as coming (shared-contracts' PLANNED_EDITORS). */
  planned: readonly PlannedEditor[];
}

/**
 * The remotes map (`GET /remotes.json`, and the copy inlined into each page): everything
 * the shell learns editors from at run time (architecture §4 'Editors are plug-ins').
 * - A remote with a current release: `{ entry, version, editor }`, the editor being the
 *   release's own description (releasedEditor), or, for a release published before
 *   releases carried one, the API's description of that remote; with neither, the entry
 *   alone (the shell cannot list it, but knows its release).
 * - An editor the API serves whose remote has no current release (never released, or
 *   taken out of the registry): `{ editor }`, so its items stay listed, not openable.
 * - A planned editor whose remote and type no entry above has: `{ planned }`.
 * An editor whose type is already there is not offered a second time by a later source.
 */
export function remotesDocument(
  registry: ReleaseRegistry,
  { served, planned }: SiteEditorSources,
): RemotesMap {
  const document: RemotesMap = {};
  const types = new Set<string>();
  const describe = (editor: EditorDescription | undefined) => {
    if (editor) types.add(editor.type);
    return editor ? { editor } : {};
  };
  for (const name of Object.keys(registry.remotes)) {
    const release = currentRelease(registry, name);
    if (!release) continue;
    const editor = releasedEditor(registry, name) ?? served.find((e) => e.remote === name);
    document[name] = {
      entry: releaseEntry(name, release),
      version: release.version,
      ...describe(editor),
    };
  }
  for (const editor of served) {
    if (document[editor.remote] || types.has(editor.type)) continue;
    document[editor.remote] = describe(editor);
  }
  for (const coming of planned) {
    if (document[coming.remote] || types.has(coming.type)) continue;
    document[coming.remote] = { planned: coming };
    types.add(coming.type);
  }
  return document;
}
