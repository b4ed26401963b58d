import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { unauthorized } from '../http/errors.js';
import type { AccessTokenIssuer, AccessTokenSubject } from './access-tokens.js';
import type { SessionCheck } from './session-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser` before any handler that needs it. */
    auth: AccessTokenSubject | null;
  }
}

/**
 * An `onRequest` hook: a valid `Authorization: Bearer <jwt>` of a sign-in that is still
 * on, or 401. A token whose sign-in has ended (sign-out, password change or reset, account
 * deleted) is answered as an expired one, on purpose: the client then refreshes, the
 * refresh is refused since the refresh token ended with the sign-in, and the client signs
 * out (spec §4), where any other answer would leave it looking signed in.
 */
export function requireUser(tokens: AccessTokenIssuer, sessions: SessionCheck) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized(MESSAGES.authorizationMissing);
    const subject = await tokens.verify(match[1]);
    if (!(await sessions.isLive(subject.sessionId, subject.userId))) {
      throw unauthorized(MESSAGES.jwtExpired);
    }
    request.auth = subject;
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AccessTokenSubject {
  if (!request.auth) throw unauthorized(MESSAGES.authorizationMissing);
  return request.auth;
}
