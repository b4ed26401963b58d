import type { AccessTokenIssuer } from '../auth/access-tokens.js';
import type { Mailer } from '../auth/mailer.js';
import type { SessionCheck } from '../auth/session-check.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { FeatureCatalog } from '../features/catalog.js';
import type { RateLimitStore } from '../http/rate-limits.js';
import type { BlobStore } from '../images/blob-store.js';
import type { ImageUrlsFor } from '../images/image-url-origin.js';
import type { SiteReleases } from '../releases/site-releases.js';

/** What every route plugin is given: configuration and the services behind the API. */
export interface AppContext {
  config: Config;
  db: Db;
  blobs: BlobStore;
  mailer: Mailer;
  tokens: AccessTokenIssuer;
  /** Whether the sign-in an access token names is still on (revocation). */
  sessions: SessionCheck;
  rateLimits: RateLimitStore;
  /** The URLs a request's response carries for image keys (signed and expiring). */
  imageUrlsFor: ImageUrlsFor;
  /** The remotes' releases: the registry and the release folders. */
  releases: SiteReleases;
  /** The editor types served (features/index.ts). */
  features: FeatureCatalog;
}
