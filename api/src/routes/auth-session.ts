import type { FastifyReply } from 'fastify';
import { buildKey } from 'shared-contracts';
import type { AccessTokenIssuer } from '../auth/access-tokens.js';
import type { Config } from '../config.js';
import type { IssuedRefreshToken } from '../store/sessions.js';
import type { User } from '../store/users.js';

export const REFRESH_COOKIE = 'refresh_token';
const AUTH_COOKIE_PATH = '/api/auth';

/** `Secure` cookies everywhere but a plain-http site on this machine (local runs). */
export function cookiesAreSecure(config: Config): boolean {
  return !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.publicUrl);
}

/**
 * What every way of signing in ends with (architecture §7): the refresh-token cookie,
 * `HttpOnly`, `SameSite=Strict`, scoped to `/api/auth`, and a short-lived access token
 * naming how this sign-in was made.
 */
export function authSessions(config: Config, tokens: AccessTokenIssuer) {
  const secure = cookiesAreSecure(config);
  return {
    setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken) {
      reply.setCookie(REFRESH_COOKIE, issued.token, {
        path: AUTH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        expires: new Date(issued.expiresAt),
      });
    },
    clearRefreshCookie(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE, {
        path: AUTH_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
    },
    accessTokenFor(user: User, issued: IssuedRefreshToken) {
      const key = buildKey('user', user.id);
      return tokens.issue({
        userId: user.id,
        sessionId: issued.familyId,
        PK: key,
        SK: key,
        username: user.email,
        authMethod: issued.authMethod,
        auth_time: Math.floor(issued.signedInAt / 1000),
      });
    },
  };
}
