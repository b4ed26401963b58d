import { createSecretKey } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
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

export function createAccessTokenIssuer(
  secretBytes: Uint8Array,
  ttlSeconds: number,
): AccessTokenIssuer {
  // Imported once: jose would otherwise import raw key bytes on every verify.
  const secret = createSecretKey(secretBytes);
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        const claims = accessTokenClaims.parse(payload);
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          throw unauthorized(MESSAGES.invalidToken);
        }
        return { ...claims, userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        // The client refreshes on exactly this message (spec §4), so it is the library's classic text.
        if (error instanceof errors.JWTExpired) throw unauthorized(MESSAGES.jwtExpired);
        throw unauthorized(MESSAGES.invalidToken);
      }
    },
  };
}
