import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { forbidden } from '../http/errors.js';

/**
 * Cookie-carrying auth endpoints refuse requests made by other sites (architecture §7).
 * SameSite=Strict already keeps the cookie off them; this also stops a cross-site form
 * from signing a visitor in to an attacker's account. Browsers send `Origin` on POSTs and
 * `Sec-Fetch-Site` everywhere; clients that send neither (curl, tests) are not browsers
 * acting for a user and pass.
 */
export function sameSiteGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw forbidden(MESSAGES.crossSiteRejected);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden(MESSAGES.crossSiteRejected);
    }
  };
}
