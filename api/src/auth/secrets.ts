import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh and password-reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque tokens are stored only as their SHA-256: they carry 256 bits of entropy, so a
 * fast hash is enough and a leaked table holds nothing usable.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
