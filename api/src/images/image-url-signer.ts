import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isValidBlobKey } from './blob-store.js';

/** Where routes/images.ts serves the filesystem store's blobs. */
export const IMAGE_ROUTE = '/api/images/';

const EXPIRES = /^[0-9]{1,12}$/;
/** An HMAC-SHA256 in base64url, unpadded. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signed, expiring URLs for images this server serves itself:
 * `/api/images/<uuid>.<ext>?expires=<epoch seconds>&signature=<HMAC-SHA256>`. An `<img>`
 * cannot send a bearer token, so the URL itself is the permission; the expiry bounds how
 * long a URL that leaked (logs, history, a shared screenshot) keeps working.
 *
 * The key is derived from the JWT secret, which every instance already shares, so any
 * instance serves URLs any other handed out. Deriving (rather than reusing the secret)
 * keeps a MAC made for one purpose from ever being valid for the other.
 */
export class ImageUrlSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'ux-artefacts image URLs v1', 32));
  }

  /** The URL path (with query) that grants `blobKey` until `expiresAtMs`. */
  pathOf(blobKey: string, expiresAtMs: number): string {
    const expires = String(Math.floor(expiresAtMs / 1000));
    const file = blobKey.slice(blobKey.indexOf('/') + 1);
    return `${IMAGE_ROUTE}${file}?expires=${expires}&signature=${this.mac(blobKey, expires)}`;
  }

  /**
   * The blob key a request for `file` with this query may read and until when, or null
   * when the URL was not made by us for that file, or has expired. Callers answer both
   * alike, so an outsider learns nothing about which images exist.
   */
  verify(
    file: string,
    query: unknown,
    now = Date.now(),
  ): { blobKey: string; expiresAtMs: number } | null {
    const blobKey = `images/${file}`;
    if (!isValidBlobKey(blobKey) || typeof query !== 'object' || query === null) return null;
    const { expires, signature } = query as Record<string, unknown>;
    if (typeof expires !== 'string' || !EXPIRES.test(expires)) return null;
    if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return null;
    const expected = Buffer.from(this.mac(blobKey, expires));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
    const expiresAtMs = Number(expires) * 1000;
    return expiresAtMs > now ? { blobKey, expiresAtMs } : null;
  }

  private mac(blobKey: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${blobKey}\n${expires}`).digest('base64url');
  }
}
