import { createSecretKey } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { type AccessTokenClaims, accessTokenClaims, MESSAGES } from 'shared-contracts';
import { unauthorized } from '../http/errors.js';

export interface AccessTokenSubject extends AccessTokenClaims {
  userId: string;
  /** The refresh-token family (the sign-in) this access token was issued from. */
  sessionId: string;
}

export interface AccessTokenIssuer {
  issue(subject: AccessTokenSubject): Promise<string>;
  /** The subject of a valid token; 401 'jwt expired' or 401 'Invalid access token' otherwise. */
  verify(token: string): Promise<AccessTokenSubject>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'ux-artefacts';
/** Tokens remembered as verified: about the number of users active within 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokenIssuer(
  secretBytes: Uint8Array,
  ttlSeconds: number,
): AccessTokenIssuer {
  // Imported once: jose would otherwise import raw key bytes on every verify.
  const secret = createSecretKey(secretBytes);
  /**
   * A client sends the same token with every request for its whole life, and checking
   * its signature cost a quarter of a typical request. A token's verification never
   * changes except by expiry, which is checked on every hit. Only the signature is
   * cached: whether the account still exists is asked of the shared database by every
   * handler, so an account deleted through one instance is gone on all of them at once.
   */
  const verified = new Map<string, { subject: AccessTokenSubject; expiresAtMs: number }>();
  const remember = (token: string, entry: { subject: AccessTokenSubject; expiresAtMs: number }) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  };
  return {
    async issue({ userId, sessionId, ...claims }) {
      return new SignJWT({ ...claims, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.subject;
        verified.delete(token);
        throw unauthorized(MESSAGES.jwtExpired);
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER }));
      } catch (error) {
        // The client refreshes on exactly this message (spec §4), so it is the library's classic text.
        if (error instanceof errors.JWTExpired) throw unauthorized(MESSAGES.jwtExpired);
        throw unauthorized(MESSAGES.invalidToken);
      }
      const claims = accessTokenClaims.safeParse(payload);
      const { sub, sid, exp } = payload;
      if (!claims.success || typeof sub !== 'string' || typeof sid !== 'string' || !exp) {
        throw unauthorized(MESSAGES.invalidToken);
      }
      const subject = { ...claims.data, userId: sub, sessionId: sid };
      remember(token, { subject, expiresAtMs: exp * 1000 });
      return subject;
    },
  };
}
