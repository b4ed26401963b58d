import fs from 'node:fs';
import path from 'node:path';
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

/** The federation name a build's manifest (`file`) gives, if it gives one. */
export function readManifestName(file: string): string | undefined {
  try {
    const name = (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files of a remote's build that production never serves: its standalone page (with
 * the sign-in bar), the federation stats and Vite's build manifest (`.vite/`). Releases
 * leave them out.
 */
export const isDevelopmentMaterial = (relative: string) =>
  /(^|[\\/])((index\.html|mf-stats\.json)(\.br|\.gz)?$|\.vite([\\/]|$))/.test(relative);

/** Deletes the development material from a build folder, leaving what a release serves. */
export function removeDevelopmentMaterial(folder: string): void {
  for (const relative of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (isDevelopmentMaterial(relative)) {
      fs.rmSync(path.join(folder, relative), { recursive: true, force: true });
    }
  }
}

/**
 * Source maps stay inside a release folder, beside the code they describe, so a stack
 * trace from the logs can be read against exactly that release; they are never served.
 */
export const isSourceMap = (relative: string) => /\.map(\.br|\.gz)?$/.test(relative);
