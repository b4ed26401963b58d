import { ACCESS_TOKEN_KEY } from 'shared-auth';
import { type ApiFake, createApiFake, type FakeApiOptions } from 'shared-contracts/testing';
import { vi } from 'vitest';

export type FakeApiSession = ApiFake;

/**
 * The API fake built from the shared schemas (shared-contracts/testing) in place of
 * `fetch`, with its user signed in (the access token where shared-auth keeps it), or not
 * (`signedIn: false`: a guest, whom a signed-in editor would offer to keep the work).
 * Undo with `vi.unstubAllGlobals()` (the web tests' setup clears the token after each test).
 */
export function installFakeApi({
  signedIn = true,
  ...options
}: FakeApiOptions & { signedIn?: boolean } = {}): FakeApiSession {
  const api = createApiFake(options);
  vi.stubGlobal('fetch', api.fetch);
  if (signedIn) localStorage.setItem(ACCESS_TOKEN_KEY, api.token);
  return api;
}
