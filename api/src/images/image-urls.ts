import type { BlobStore } from './blob-store.js';

/** The period an image URL is signed for, in epoch milliseconds. */
export interface UrlValidity {
  signedAt: number;
  expiresAt: number;
}

/**
 * URLs handed out at `now`. Time is cut into periods of `ttlSeconds`; every URL given out
 * during one period is signed at its start and expires two periods later. So a URL is
 * valid for at least the TTL after a client receives it (at most twice that), and every
 * response within a period carries the same URL for an image, which the browser's cache
 * (keyed by URL) then serves instead of downloading the image again.
 */
export function urlValidity(ttlSeconds: number, now: number): UrlValidity {
  const periodMs = ttlSeconds * 1000;
  const signedAt = Math.floor(now / periodMs) * periodMs;
  return { signedAt, expiresAt: signedAt + 2 * periodMs };
}

/**
 * The URL responses carry for a stored image key (null for none). The site's own are
 * relative; image-url-origin.ts makes them absolute for a client on another origin.
 */
export type ImageUrlOf = (key: string | null) => Promise<string | null>;

/** About the number of images on screen for the users active within one period. */
const REMEMBERED_URLS = 10_000;

/**
 * Image URLs for responses. A URL is fixed for a key within a period, so it is worked out
 * once: a project list holds up to 90 thumbnails, and presigning an S3 URL is the work of
 * a SigV4 signature each.
 */
export function imageUrls(
  blobs: BlobStore,
  ttlSeconds: number,
  clock: () => number = Date.now,
): ImageUrlOf {
  const remembered = new Map<string, { signedAt: number; url: string }>();
  return async (key) => {
    if (!key) return null;
    return urlOf(key);
  };

  async function urlOf(key: string): Promise<string> {
    const validity = urlValidity(ttlSeconds, clock());
    const known = remembered.get(key);
    if (known?.signedAt === validity.signedAt) return known.url;
    const url = await blobs.urlOf(key, validity);
    remembered.delete(key);
    if (remembered.size >= REMEMBERED_URLS) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(key, { signedAt: validity.signedAt, url });
    return url;
  }
}
