import fs from 'node:fs';
import path from 'node:path';
import { exposedFiles, VIEWER_EXPOSE } from '../federation.ts';
import { SHARED_SINGLETONS } from '../shared-packages.ts';
import { VIEWER_PAGE_SHARED } from '../shell-shares.ts';
import { REPO_ROOT, remoteNameOf } from '../workspace-remotes.ts';
import { contractProblems } from './contract-check.ts';
import { readSharedExports } from './deployed-shell.ts';
import { type RemoteImports, remoteImports } from './remote-imports.ts';
import { SHARED_EXPORTS_FILE, type SharedExports, sharedExportsOf } from './shared-exports.ts';

/**
 * What a remote package's shipped code (from its exposed modules) imports from the shared
 * packages whose names the shell lists: its own packages and the trimmed ones
 * (SHARED_TRIMMED), which provide only the names the workspace imported when the shell
 * was built.
 */
export function sharedImports(packageDir: string, shell: SharedExports): RemoteImports {
  const listed = new Set(
    Object.entries(shell.shared)
      .filter(([, provided]) => provided.exports)
      .map(([name]) => name),
  );
  return remoteImports(exposedFiles(packageDir), listed);
}

/** Each name the remote in `packageDir` imports that `shell` does not provide; none when it may ship. */
export function sharedImportProblems(packageDir: string, shell: SharedExports): string[] {
  return [
    ...contractProblems({
      remote: remoteNameOf(packageDir),
      required: [],
      imports: sharedImports(packageDir, shell),
      shell,
    }),
    ...viewerImportProblems(packageDir),
  ];
}

/**
 * Each shared package a remote's viewer (`src/Viewer.tsx`) reaches besides React: a page
 * of viewers (a share link's) provides React alone and the rest as empty modules
 * (tooling/shell-shares.ts), so a viewer using any would break there.
 */
export function viewerImportProblems(packageDir: string): string[] {
  const viewer = path.join(packageDir, VIEWER_EXPOSE['./Viewer']);
  if (!fs.existsSync(viewer)) return [];
  const found = remoteImports(viewer, new Set(SHARED_SINGLETONS));
  return [...found]
    .filter(([pkg]) => !VIEWER_PAGE_SHARED.includes(pkg))
    .map(([pkg, names]) => {
      const files = [...new Set([...names.values()].flat())].join(', ');
      return `${remoteNameOf(packageDir)}'s viewer imports ${pkg} (${files}), which pages of viewers do not provide: a viewer may import ${VIEWER_PAGE_SHARED.join(' and ')} alone`;
    });
}

/** The shell a remote's tests check its imports against, and where it was read. */
export interface ShellToCheck {
  shell: SharedExports;
  from: string;
  /** Read from a shell build (or the live site), not worked out from the workspace. */
  deployed: boolean;
}

/**
 * The shell a remote's own tests check against (README, "Releasing an editor"): the
 * one named by `SHELL_EXPORTS` (a file or the live site's URL, as `pnpm release --shell`
 * takes), else the shell built where `pnpm start` serves it from (`STATIC_ROOT`, by
 * default the repository), else, with no shell built, the shell this workspace would
 * build now. That last one provides every name the workspace's code imports, so it
 * cannot tell a new name of a trimmed package from an old one: the caller says so.
 */
export async function shellToCheck(
  env: NodeJS.ProcessEnv = process.env,
  root: string = REPO_ROOT,
): Promise<ShellToCheck> {
  const named = env.SHELL_EXPORTS;
  const built = path.join(
    path.resolve(env.STATIC_ROOT ?? root),
    'shell',
    'dist',
    SHARED_EXPORTS_FILE,
  );
  const location = named || (fs.existsSync(built) ? built : null);
  if (location) return { shell: await readSharedExports(location), from: location, deployed: true };
  return {
    shell: sharedExportsOf(path.join(root, 'shell')),
    from: 'the shell this workspace would build now',
    deployed: false,
  };
}
