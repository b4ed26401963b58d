import { ReleaseError } from 'release-registry';
import { remoteFolder } from '../../shared-contracts/src/editors/description.ts';
import { remoteNameOf } from '../workspace-remotes.ts';
import type { ReleaseTarget } from './release.ts';

/**
 * The remote a person named on the command line: one of the workspace's remote packages
 * (`packages`, the `mf-*` folders found), by its folder or its federation name; or, for
 * a rollback, a remote only the registry still has (`registered`), by its name.
 */
export function remoteNamed(
  given: string | undefined,
  packages: readonly string[],
  registered: readonly string[] = [],
): ReleaseTarget {
  const folder = given && remoteFolder(given);
  if (folder && packages.includes(folder)) return { name: remoteNameOf(folder), folder };
  if (given && registered.includes(given)) return { name: given, folder: remoteFolder(given) };
  const known = [...new Set([...packages, ...registered])].join(', ') || 'none';
  throw new ReleaseError(
    `${given ? `No remote ${given}` : 'Which remote?'} (one of ${known}): give its package ` +
      'folder (mf-ux-persona) or its federation name (mf_ux_persona)',
  );
}
