import fs from 'node:fs';
import { ReleaseError } from 'release-registry';
import { SHARED_EXPORTS_FILE, type SharedExports } from './shared-exports.ts';

// Apart from shared-exports.ts, which the shell's Vite config loads: a config is bundled
// before anything is built, and the workspace packages this reads with would be taken
// from their builds.

function parseSharedExports(json: unknown, where: string): SharedExports {
  const { commit, shared } = (json ?? {}) as Partial<SharedExports>;
  const isPackage = (p: SharedExports['shared'][string] | undefined) =>
    typeof p?.version === 'string' &&
    (p.exports === undefined ||
      (Array.isArray(p.exports) && p.exports.every((n) => typeof n === 'string')));
  if (typeof shared !== 'object' || shared === null || !Object.values(shared).every(isPackage)) {
    throw new ReleaseError(`${where} is not a shell's ${SHARED_EXPORTS_FILE}`);
  }
  return { commit: typeof commit === 'string' ? commit : 'unknown', shared };
}

/**
 * The deployed shell's shared exports, from a file (its build folder) or a URL (the live
 * site's `/shared-exports.json`).
 */
export async function readSharedExports(location: string): Promise<SharedExports> {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(30_000) }).catch(
      (error: Error) => {
        throw new ReleaseError(`${location} did not answer (${error.message})`);
      },
    );
    if (!response.ok) throw new ReleaseError(`${location} answered ${response.status}`);
    return parseSharedExports(await response.json(), location);
  }
  if (!fs.existsSync(location)) {
    throw new ReleaseError(
      `${location} does not exist: build the shell first (pnpm --filter shell build)`,
    );
  }
  return parseSharedExports(JSON.parse(fs.readFileSync(location, 'utf8')), location);
}
