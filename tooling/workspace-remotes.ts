import fs from 'node:fs';
import path from 'node:path';

/** The repository root, where the remote packages are. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The workspace's remote packages, found by looking rather than listed: every `mf-*`
 * folder with a package.json, sorted. A new editor's package is found by being there.
 */
export function remoteFolders(root: string = REPO_ROOT): string[] {
  return fs
    .readdirSync(root)
    .filter(
      (name) => name.startsWith('mf-') && fs.existsSync(path.join(root, name, 'package.json')),
    )
    .sort();
}

/**
 * The federation name of a remote package folder (`mf-ux-persona` → `mf_ux_persona`):
 * the inverse of shared-contracts' remoteFolder, since names have no hyphens and a
 * remote's build refuses a description whose name does not match its folder
 * (tooling/editor-file.ts).
 */
export const remoteNameOf = (folder: string): string => path.basename(folder).replaceAll('-', '_');
