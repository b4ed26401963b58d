import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { unauthorized } from '../http/errors.js';
import type { AccessTokenIssuer, AccessTokenSubject } from './access-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser` before any handler that needs it. */
    auth: AccessTokenSubject | null;
  }
}

/** An `onRequest` hook: a valid `Authorization: Bearer <jwt>` or 401. */
export function requireUser(tokens: AccessTokenIssuer) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized(MESSAGES.authorizationMissing);
    request.auth = await tokens.verify(match[1]);
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AccessTokenSubject {
  if (!request.auth) throw unauthorized(MESSAGES.authorizationMissing);
  return request.auth;
}
