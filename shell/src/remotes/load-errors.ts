import type { RemoteRelease } from './remote-releases';
import type { VersionSkew } from './version-skew';

interface RemoteLoadErrorOptions {
  cause?: unknown;
  /** The release being loaded, once the registry named it. */
  release?: RemoteRelease;
}

/** Why a remote could not be mounted; the panel picks its words by the subclass. */
export class RemoteLoadError extends Error {
  /** The release being loaded; the loader adds it when the failure came before it knew. */
  release: RemoteRelease | undefined;

  constructor(message: string, { cause, release }: RemoteLoadErrorOptions = {}) {
    super(message, { cause });
    this.release = release;
  }
}

/** Missing, refused or broken: the registry, the manifest, the entry or `./App`. */
export class RemoteUnavailableError extends RemoteLoadError {
  override name = 'RemoteUnavailableError';
}

/** No answer within REMOTE_LOAD_TIMEOUT_MS. */
export class RemoteTimeoutError extends RemoteLoadError {
  override name = 'RemoteTimeoutError';
}

/** The remote needs shared packages in versions the host does not provide. */
export class RemoteVersionSkewError extends RemoteLoadError {
  override name = 'RemoteVersionSkewError';
  readonly skews: VersionSkew[];

  constructor(message: string, skews: VersionSkew[], options: RemoteLoadErrorOptions = {}) {
    super(message, options);
    this.skews = skews;
  }
}
