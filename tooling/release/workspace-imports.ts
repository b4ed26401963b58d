import fs from 'node:fs';
import path from 'node:path';
import { exposedFiles } from '../federation.ts';
import { SHARED_SINGLETONS } from '../shared-packages.ts';
import { remoteFolders } from '../workspace-remotes.ts';
import { remoteImports } from './remote-imports.ts';

/** The workspace packages whose code runs on the site's pages, apart from the remotes. */
const SHIPPED_PACKAGES = ['shared-ui', 'shared-auth', 'editor-kit', 'shared-contracts'] as const;

/** Entries for tests alone (`editor-kit/testing`): they run in vitest, never on a page. */
const TEST_ENTRIES = ['./testing'];

/** The TypeScript modules a workspace package's `exports` name (its entries, subpaths included). */
function packageEntries(packageDir: string): string[] {
  const json = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return Object.entries(json.exports ?? {})
    .filter(([subpath, file]) => !TEST_ENTRIES.includes(subpath) && /\.tsx?$/.test(file))
    .map(([, file]) => path.join(packageDir, file));
}

/**
 * Every name the workspace's code imports from the registry package `pkg`: the shell's
 * (from its main.tsx), the shared packages' (from each entry of their `exports` but the
 * test helpers') and every remote's (from its exposed App), each followed through its own
 * modules as a release's contract check follows a remote's (remote-imports.ts). Sorted.
 */
export function workspaceImports(root: string, pkg: string): string[] {
  return importsOfSharedPackages(root).get(pkg) ?? [];
}

/** One pass over the workspace for every shared package, kept for the process (a build). */
const analysed = new Map<string, Map<string, string[]>>();

function importsOfSharedPackages(root: string): Map<string, string[]> {
  const known = analysed.get(root);
  if (known) return known;
  const entries = [
    path.join(root, 'shell', 'src', 'main.tsx'),
    ...SHIPPED_PACKAGES.flatMap((name) => packageEntries(path.join(root, name))),
    // Every remote package of the workspace; one whose App is not written yet imports nothing.
    ...remoteFolders(root).flatMap((folder) => exposedFiles(path.join(root, folder))),
  ];
  const names = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const [pkg, imported] of remoteImports(entry, new Set(SHARED_SINGLETONS))) {
      const set = names.get(pkg) ?? new Set<string>();
      for (const name of imported.keys()) set.add(name);
      names.set(pkg, set);
    }
  }
  const sorted = new Map([...names].map(([pkg, set]) => [pkg, [...set].sort()]));
  analysed.set(root, sorted);
  return sorted;
}
