import { describe, expect, it } from 'vitest';
import { newBlobKey } from './blob-store.js';
import { IMAGE_ROUTE, ImageUrlSigner } from './image-url-signer.js';

const secret = () => crypto.getRandomValues(new Uint8Array(32));
const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

/** What the image route receives for a signed path: the file name and the query. */
function request(signedPath: string) {
  const url = new URL(signedPath, 'http://site.example');
  return {
    file: url.pathname.slice(IMAGE_ROUTE.length),
    query: Object.fromEntries(url.searchParams),
  };
}

describe('ImageUrlSigner', () => {
  const signer = new ImageUrlSigner(secret());
  const key = newBlobKey('jpeg');
  const signed = signer.pathOf(key, NOW + HOUR);

  it('makes a URL under the image route that grants its key until it expires', () => {
    expect(signed).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    const { file, query } = request(signed);
    const granted = { blobKey: key, expiresAtMs: NOW + HOUR };
    expect(signer.verify(file, query, NOW)).toEqual(granted);
    expect(signer.verify(file, query, NOW + HOUR - 1000)).toEqual(granted);
    expect(signer.verify(file, query, NOW + HOUR)).toBeNull();
  });

  it('gives the same URL for the same key and expiry (browser caches by URL)', () => {
    expect(signer.pathOf(key, NOW + HOUR)).toBe(signed);
    expect(signer.pathOf(key, NOW + 2 * HOUR)).not.toBe(signed);
  });

  it('is valid on another instance with the same secret, and no other', () => {
    const bytes = secret();
    const a = new ImageUrlSigner(bytes);
    const b = new ImageUrlSigner(Uint8Array.from(bytes));
    const { file, query } = request(a.pathOf(key, NOW + HOUR));
    expect(b.verify(file, query, NOW)?.blobKey).toBe(key);
    expect(new ImageUrlSigner(secret()).verify(file, query, NOW)).toBeNull();
  });

  it('refuses a URL whose file, expiry or signature was changed', () => {
    const { file, query } = request(signed);
    const otherFile = newBlobKey('jpeg').slice('images/'.length);
    const later = String(Number(query.expires) + 3600);
    const flipped = `${query.signature!.slice(0, -1)}${query.signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(otherFile, query, NOW)).toBeNull();
    expect(signer.verify(file.replace('.jpg', '.png'), query, NOW)).toBeNull();
    expect(signer.verify(file, { ...query, expires: later }, NOW)).toBeNull();
    expect(signer.verify(file, { ...query, signature: flipped }, NOW)).toBeNull();
  });

  it.each([
    ['no query', undefined],
    ['no signature', { expires: '9999999999' }],
    ['no expiry', { signature: 'x'.repeat(43) }],
    ['repeated parameters', { expires: ['1', '2'], signature: ['a', 'b'] }],
    ['a negative expiry', { expires: '-1', signature: 'x'.repeat(43) }],
    ['an enormous expiry', { expires: '9'.repeat(400), signature: 'x'.repeat(43) }],
    ['a short signature', { expires: '9999999999', signature: 'abc' }],
  ])('refuses %s without throwing', (_name, query) => {
    const { file } = request(signed);
    expect(signer.verify(file, query, NOW)).toBeNull();
  });

  it('refuses file names that are not blob keys', () => {
    const { query } = request(signed);
    for (const file of ['../jwt-secret', 'x.jpg', '', `${'a'.repeat(36)}.jpg`]) {
      expect(signer.verify(file, query, NOW)).toBeNull();
    }
  });
});
