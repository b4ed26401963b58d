import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposedFiles } from './federation.ts';
import { reachedPackages } from './release/first-load.ts';
import { SHARED_SINGLETONS } from './shared-packages.ts';
import { REPO_ROOT, remoteFolders } from './workspace-remotes.ts';

/**
 * What an editor loads before it can be typed in (issue H2): neither React Query nor zod.
 * A shared package a remote's shipped code imports is declared by its build and, unless
 * only lazily loaded chunks import it, fetched as its entry starts (federation.ts); and
 * what its App imports statically runs before its first render.
 */
const SHARED = new Set<string>(SHARED_SINGLETONS);
const OFF_THE_FIRST_LOAD = ['zod', '@tanstack/react-query'];

describe.each(remoteFolders())('%s', (folder) => {
  const dir = path.join(REPO_ROOT, folder);

  it('imports no React Query of its own, and zod only with schemas of its own', () => {
    // The shared packages are recorded, not followed: the kit's own imports are not the
    // editor's. What any chunk of it imports, its build declares (federation.ts).
    const imported = reachedPackages(exposedFiles(dir), SHARED, { lazy: true });
    expect(imported).toContain('react');
    expect(imported).not.toContain('@tanstack/react-query');
    expect(imported.has('zod')).toBe(fs.existsSync(path.join(dir, 'src/schemas.ts')));
  });

  it('loads no schema code and no React Query with its App', () => {
    const first = reachedPackages(path.join(dir, 'src/App.tsx'), SHARED);
    expect(first).toContain('react');
    for (const library of OFF_THE_FIRST_LOAD) expect(first).not.toContain(library);
  });

  it.runIf(fs.existsSync(path.join(dir, 'src/schemas.ts')))(
    'keeps its schema code in src/schemas.ts, which loads zod (so the check above can fail)',
    () => {
      expect(reachedPackages(path.join(dir, 'src/schemas.ts'), SHARED)).toContain('zod');
    },
  );
});

describe("the editor kit's root entry", () => {
  it('loads no schema code and no React Query', () => {
    const first = reachedPackages(path.join(REPO_ROOT, 'editor-kit/src/index.ts'), SHARED);
    expect(first).toContain('react');
    for (const library of OFF_THE_FIRST_LOAD) expect(first).not.toContain(library);
    // Its schemas do, when they are loaded.
    const schemas = path.join(REPO_ROOT, 'editor-kit/src/api/feature-schemas.ts');
    expect(reachedPackages(schemas, SHARED)).toContain('zod');
  });
});
