import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposedFiles } from './federation.ts';
import { remoteImports } from './release/remote-imports.ts';
import { SHARED_SINGLETONS } from './shared-packages.ts';
import { REPO_ROOT, remoteFolders } from './workspace-remotes.ts';

/**
 * What an editor loads before it can be typed in (issue H2). A shared package a remote's
 * shipped code imports is declared by its build and, unless only lazily loaded chunks
 * import it, fetched as its entry starts (federation.ts): React Query is the kit's to load
 * on an editor's first query, so no editor imports it itself.
 */
describe.each(remoteFolders())('%s', (folder) => {
  it('imports no React Query of its own', () => {
    // The shared packages are recorded, not followed: the kit's own imports are not the editor's.
    const imported = remoteImports(
      exposedFiles(path.join(REPO_ROOT, folder)),
      new Set(SHARED_SINGLETONS),
    );
    expect([...imported.keys()]).toContain('react');
    expect([...imported.keys()]).not.toContain('@tanstack/react-query');
  });
});
