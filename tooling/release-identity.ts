import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = 'mf-manifest.json';
/** Federation's build statistics: development material, never part of a release. */
const STATS = 'mf-stats.json';

/** `git` in `cwd`, or null without git (a tarball, a container without .git). */
function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** The commit a build comes from: short hash, `-dirty` with uncommitted changes, or `unknown`. */
export function commitOf(cwd: string): string {
  const hash = git(cwd, ['rev-parse', '--short', 'HEAD'])?.trim();
  if (!hash) return 'unknown';
  return git(cwd, ['status', '--porcelain'])?.trim() ? `${hash}-dirty` : hash;
}

type BundleFile = { fileName: string } & ({ code: string } | { source: string | Uint8Array });

/** Files whose bytes say nothing about the code: see `contentHash`. */
const notHashed = (fileName: string) =>
  fileName === MANIFEST ||
  fileName === STATS ||
  fileName.startsWith('.vite/') ||
  fileName.endsWith('.map');

/**
 * A hash of what a build serves: every file but the manifest (which will carry the
 * hash), the stats, Vite's build manifest and source maps (whose order of names varies
 * between identical builds), and the release label the manifest carries. The same
 * sources and label give the same hash, so a rebuild of unchanged code is the same
 * release, and a labelled build is a release of its own.
 */
export function contentHash(files: BundleFile[], label?: string): string {
  const hash = createHash('sha256');
  if (label) hash.update(`label\0${label}\0`);
  const served = files
    .filter(({ fileName }) => !notHashed(fileName))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  for (const file of served) {
    hash.update(`${file.fileName}\0`);
    hash.update('code' in file ? file.code : file.source);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/**
 * A name a team may give a build (`VITE_RELEASE_LABEL=hotfix-42 pnpm release <remote>`),
 * the same variable for every remote: it goes into the manifest (`buildInfo.label`) and
 * so into the release's version, and a remote's code may show it
 * (`import.meta.env.VITE_RELEASE_LABEL`, as the empathy map does).
 */
export const releaseLabel = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.VITE_RELEASE_LABEL?.trim() || undefined;

/**
 * Gives a remote's build its identity (architecture §4 "Releases"): the manifest's
 * `metaData.buildInfo.buildVersion` becomes `<package version>+<content hash>` (the
 * release version, e.g. `0.1.0+3f9a12c4`), `buildInfo.commit` the git commit,
 * `buildInfo.label` the release label if any and `buildInfo.federationRuntime` the
 * version of the federation runtime it expects the shell to provide (a build without a
 * runtime of its own, tooling/federation.ts), and the federation stats are left out of
 * the build.
 */
export function releaseIdentity({
  packageDir,
  federationRuntime,
}: {
  packageDir: string;
  federationRuntime?: string;
}): Plugin {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return {
    name: 'ux-artefacts:release-identity',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      delete bundle[STATS];
    },
    writeBundle(options, bundle) {
      const file = path.join(options.dir ?? 'dist', MANIFEST);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        metaData: { buildInfo: Record<string, unknown> };
      };
      const label = releaseLabel();
      manifest.metaData.buildInfo.buildVersion = `${version}+${contentHash(Object.values(bundle), label)}`;
      manifest.metaData.buildInfo.commit = commitOf(packageDir);
      if (label) manifest.metaData.buildInfo.label = label;
      if (federationRuntime) manifest.metaData.buildInfo.federationRuntime = federationRuntime;
      fs.writeFileSync(file, JSON.stringify(manifest));
    },
  };
}
