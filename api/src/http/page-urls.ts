import type { RawRequestDefaultExpression } from 'fastify';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Fastify's `rewriteUrl`: a page address with a broken percent-encoding
 * (`/project/garbage%%`, `/x%FF`, typed or cut off by a mail client) would be answered by
 * the router with a raw JSON 400. Pages are the shell's to answer (its Not Found or error
 * page, with the site's headers), so their `%` signs are taken literally, as the browser
 * shows them; the page then reads its own address. API paths are left alone: they keep
 * their JSON 400.
 */
export function pageUrlWithLiteralPercents(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  if (!url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isApiPath(path) || isDecodable(path)) return url;
  return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
