import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { forbidden } from '../http/errors.js';

/**
 * Whether a request comes from a page of the very origin it was sent to. The site has
 * more addresses than its configured one (127.0.0.1 for localhost, a LAN address, the
 * name a proxy passes on), and a page opened by any of them calls the API by that same
 * address, so "same origin" is judged by the request itself, not by PUBLIC_URL:
 * - `Sec-Fetch-Site: same-origin` is set by the browser (pages cannot forge it) and is
 *   true only when the page's origin is the request's, whatever a proxy did to `Host`;
 * - browsers without it (Safari before 16.4) are judged by `Origin` against the host the
 *   request was sent to: `Host`, or `X-Forwarded-Host` when TRUST_PROXY says a proxy
 *   sets it (Fastify's `request.host`). A page of another site cannot make a browser
 *   send our host with its origin.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  if (fetchSite !== undefined && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return hostOfOrigin(origin) === request.host.toLowerCase();
}

/** `host[:port]` of an origin as browsers write it, or null for `null` and other non-URLs. */
function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Cookie-carrying auth endpoints refuse requests made by other sites (architecture §7).
 * SameSite=Strict already keeps the cookie off them; this also stops a cross-site form
 * from signing a visitor in to an attacker's account. Let through: a page of the same
 * origin (by whatever address the site was opened, see isSameOriginRequest), the
 * configured origins (PUBLIC_URL and CORS_ORIGINS), and clients that send neither
 * `Origin` nor a cross-site `Sec-Fetch-Site` (curl, tests, apps: not a browser acting for
 * someone). The refusal says where the site can be used, for the person who meets it.
 */
export function sameSiteGuard(siteUrl: string, corsOrigins: readonly string[]) {
  const site = new URL(siteUrl).origin;
  const allowed = new Set([site, ...corsOrigins]);
  const refuse = () => forbidden(MESSAGES.crossSiteRejected(site));
  return async (request: FastifyRequest) => {
    if (isSameOriginRequest(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!allowed.has(origin)) throw refuse();
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refuse();
  };
}
