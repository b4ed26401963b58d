import fs from 'node:fs';
import { RELEASE_VERSION, ReleaseError } from './registry.js';

/** Which release a build is: `metaData.buildInfo` of its `mf-manifest.json`. */
export interface BuildIdentity {
  /** `<package version>+<content hash>`, written by tooling/release-identity.ts. */
  version: string;
  /** Git short hash, `-dirty` with uncommitted changes, `unknown` without git. */
  commit: string;
}

interface ManifestBuildInfo {
  metaData?: { buildInfo?: { buildVersion?: unknown; commit?: unknown } };
}

/** The identity in a manifest document (parsed JSON), or an error saying what is missing. */
export function buildIdentityOf(manifest: unknown, where: string): BuildIdentity {
  const info = (manifest as ManifestBuildInfo | null)?.metaData?.buildInfo;
  const version = info?.buildVersion;
  if (typeof version !== 'string' || !RELEASE_VERSION.test(version)) {
    throw new ReleaseError(
      `${where} names no release version (metaData.buildInfo.buildVersion ${JSON.stringify(version)})`,
    );
  }
  return { version, commit: typeof info?.commit === 'string' ? info.commit : 'unknown' };
}

/** The identity of the build whose manifest is `file`. */
export function readBuildIdentity(file: string): BuildIdentity {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return buildIdentityOf(manifest, file);
}

/**
 * Files of a remote's build that production never serves: its standalone page (with
 * the sign-in bar) and the federation stats. Releases leave them out.
 */
export const isDevelopmentPage = (relative: string) =>
  /(^|\/)(index\.html|mf-stats\.json)(\.br|\.gz)?$/.test(relative);

/**
 * Source maps stay inside a release folder, beside the code they describe, so a stack
 * trace from the logs can be read against exactly that release; they are never served.
 */
export const isSourceMap = (relative: string) => /\.map(\.br|\.gz)?$/.test(relative);
