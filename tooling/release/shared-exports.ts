import path from 'node:path';
import type { Plugin } from 'vite';
import { commitOf } from '../release-identity.ts';
import {
  FEDERATION_RUNTIME,
  installedVersion,
  SHARED_SINGLETONS,
  SHARED_TRIMMED,
  workspaceEntry,
} from '../shared-packages.ts';
import { valueExports } from './package-exports.ts';
import { workspaceImports } from './workspace-imports.ts';

/** The file the shell's build writes beside its index.html (and the site serves). */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/**
 * What a shell build provides to the remotes (architecture §4): each shared package's
 * version and, for the workspace's own packages and the SHARED_TRIMMED ones, the names
 * it provides; and the federation runtime's version (FEDERATION_RUNTIME). A release's contract check compares a remote with the deployed shell's
 * copy of this.
 */
export interface SharedExports {
  /** The commit the shell was built from. */
  commit: string;
  shared: Record<string, { version: string; exports?: string[] }>;
}

export function sharedExportsOf(packageDir: string): SharedExports {
  const shared: SharedExports['shared'] = {};
  for (const name of SHARED_SINGLETONS) {
    const entry = workspaceEntry(packageDir, name);
    const exports = entry
      ? valueExports(entry)
      : SHARED_TRIMMED.includes(name)
        ? workspaceImports(path.dirname(packageDir), name)
        : undefined;
    shared[name] = { version: installedVersion(packageDir, name), ...(exports ? { exports } : {}) };
  }
  shared[FEDERATION_RUNTIME] = { version: installedVersion(packageDir, FEDERATION_RUNTIME) };
  return { commit: commitOf(packageDir), shared };
}

/** The shell's build step writing `shared-exports.json`. */
export function sharedExportsPlugin({ packageDir }: { packageDir: string }): Plugin {
  return {
    name: 'ux-artefacts:shared-exports',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SHARED_EXPORTS_FILE,
        source: `${JSON.stringify(sharedExportsOf(packageDir), null, 2)}\n`,
      });
    },
  };
}
