import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_REMOTES } from '../../shared-contracts/src/remotes.ts';
import { remoteImports } from './remote-imports.ts';

/** The workspace packages whose code runs on the site's pages, apart from the remotes. */
const SHIPPED_PACKAGES = ['shared-ui', 'shared-auth', 'editor-kit', 'shared-contracts'] as const;

/** The TypeScript modules a workspace package's `exports` name (its entries, subpaths included). */
function packageEntries(packageDir: string): string[] {
  const json = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return Object.values(json.exports ?? {})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(packageDir, file));
}

/**
 * Every name the workspace's code imports from the registry package `pkg`: the shell's
 * (from its main.tsx), the shared packages' (from each entry of their `exports`) and
 * every remote's (from its exposed App), each followed through its own modules as a
 * release's contract check follows a remote's (remote-imports.ts). Sorted.
 */
export function workspaceImports(root: string, pkg: string): string[] {
  const entries = [
    path.join(root, 'shell', 'src', 'main.tsx'),
    ...SHIPPED_PACKAGES.flatMap((name) => packageEntries(path.join(root, name))),
    // A remote may be listed before its package lands (its entry is the contract its team
    // builds against, as for the sitemap of issue G5a): it imports nothing yet.
    ...EDITOR_REMOTES.map(({ folder }) => path.join(root, folder, 'src', 'App.tsx')).filter((app) =>
      fs.existsSync(app),
    ),
  ];
  const names = new Set<string>();
  for (const entry of entries) {
    for (const name of remoteImports(entry, new Set([pkg]))
      .get(pkg)
      ?.keys() ?? []) {
      names.add(name);
    }
  }
  return [...names].sort();
}
