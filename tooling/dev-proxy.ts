import type { ProxyOptions } from 'vite';

/** The API a dev server talks to (`pnpm --filter api dev` listens here). */
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/**
 * Dev servers proxy these paths to the API so the browser sees one origin (the refresh
 * cookie is scoped to `/api/auth` on it). The API refuses cookie-carrying auth calls
 * whose `Origin` is not its own (architecture §7); behind the proxy the page's origin is
 * the dev server's, so the proxy drops the header (the browser's `Sec-Fetch-Site` still
 * says same-origin, which the API accepts). Development only.
 */
export function devProxy(paths: readonly string[]): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target: API_ORIGIN,
    configure: (proxy) => {
      proxy.on('proxyReq', (request) => {
        request.removeHeader('origin');
      });
    },
  };
  return Object.fromEntries(paths.map((path) => [path, options]));
}
