import { expect } from 'vitest';
import type { ApiClient } from './client.js';
import type { TestServer } from './harness.js';

/** A Google sign-in as a browser and the shell go through it, against auth-peers' provider. */

export const FLOW_COOKIE = 'google_sign_in';

export interface ProviderReturn {
  /** The provider URL the API sent the browser to. */
  authorizeUrl: URL;
  /** The sealed pending sign-in the browser keeps meanwhile. */
  flowCookie: string;
  flowCookieHeader: string;
  code: string;
  state: string;
}

/** What a browser does: follow /start to the provider, which approves and sends it back. */
export async function goThroughProvider(server: TestServer): Promise<ProviderReturn> {
  const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const flowCookieHeader = start.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${FLOW_COOKIE}=`))!;
  expect(flowCookieHeader).toBeDefined();
  const authorizeUrl = new URL(start.headers.get('location')!);
  const approved = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  return {
    authorizeUrl,
    flowCookie: flowCookieHeader.slice(FLOW_COOKIE.length + 1).split(';')[0]!,
    flowCookieHeader,
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  };
}

/** What the shell does on `/?code=&state=`: post both, with the browser's cookies. */
export function callback(api: ApiClient, body: Record<string, string>, flowCookie?: string) {
  return api.post('/api/auth/google/callback', {
    json: body,
    headers: flowCookie ? { cookie: `${FLOW_COOKIE}=${flowCookie}` } : {},
  });
}
