import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSameOriginRequest } from '../auth/same-site.js';
import type { Config } from '../config.js';
import type { ImageUrlOf } from './image-urls.js';

/**
 * Image URLs for clients on other origins (issue H6 item 10). The filesystem store's
 * URLs are relative (`/api/images/…?expires=…&signature=…`): a page of the site resolves
 * them against its own address, whichever one it was opened by (127.0.0.1, a LAN name),
 * and its CSP's 'self' covers them. A page on another origin (CORS_ORIGINS) would resolve
 * them against its own origin and get 404s, so its requests get absolute URLs:
 * - PUBLIC_URL when it is configured (the site's one public address);
 * - otherwise the address the request was sent to, `Host` (or the proxy's
 *   `X-Forwarded-Host`/`-Proto` with TRUST_PROXY), which the browser took from the URL it
 *   fetched. Behind a proxy that rewrites `Host` without TRUST_PROXY this names the
 *   proxy's upstream, so such a deployment sets PUBLIC_URL (its reset links need it too).
 * A browser's cross-origin request always carries `Origin`; same-origin pages and
 * clients without a browser (apps, curl, which resolve against the API's own URL as
 * before) keep the relative form, so the spec's clients see no change.
 *
 * Each route asks for its request's image URLs (`ctx.imageUrlsFor(request, reply)`) and
 * hands them to the serializers. Not an AsyncLocalStorage scope: on Node 20 that switches
 * on promise hooks for the whole process, which cost every route (api/README.md).
 */

function originForImages(request: FastifyRequest, config: Config): string | null {
  if (request.headers.origin === undefined || isSameOriginRequest(request)) return null;
  if (config.publicUrlConfigured) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

/** The image URLs of one request's response. */
export type ImageUrlsFor = (request: FastifyRequest, reply: FastifyReply) => ImageUrlOf;

/**
 * Image URLs per request from the site's signed ones: absolute for a client on another
 * origin. Responses differ by `Origin` from the first URL on, which `Vary` tells caches.
 */
export function imageUrlsForRequests(signed: ImageUrlOf, config: Config): ImageUrlsFor {
  return (request, reply) => {
    // Worked out at the first URL (null, for relative URLs, is an answer too).
    let origin: string | null | undefined;
    return async (key) => {
      const url = await signed(key);
      if (!url) return null;
      if (origin === undefined) origin = originForImages(request, config);
      varyOnOrigin(reply);
      return origin && url.startsWith('/') ? `${origin}${url}` : url;
    };
  };
}

function varyOnOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const listed = typeof vary === 'string' ? vary.split(',').map((name) => name.trim()) : [];
  if (listed.some((name) => name === '*' || name.toLowerCase() === 'origin')) return;
  reply.header('vary', [...listed.filter(Boolean), 'Origin'].join(', '));
}
