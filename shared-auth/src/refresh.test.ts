// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-fetch';
import { configureAuth, resetAuthConfig } from './config';
import { refreshTokens } from './refresh';
import { deferred, installFakeLocks, jsonResponse, jwtExpired, stubFetch } from './test-support';
import { tokenStore } from './token-store';

const reload = vi.fn();
let fakeLocks: ReturnType<typeof installFakeLocks>;

beforeEach(() => {
  configureAuth({ reload });
  fakeLocks = installFakeLocks();
});
afterEach(() => {
  fakeLocks.uninstall();
  reload.mockReset();
  resetAuthConfig();
  vi.unstubAllGlobals();
});

const isRefresh = (call: { url: string }) => call.url === '/api/auth/refresh-tokens';

describe('refreshing across tabs (Web Locks)', () => {
  it('uses the newer token another tab stored while this one waited for the lock', async () => {
    tokenStore.set('old');
    // Another tab is refreshing: it holds the lock until it has stored its new token.
    const otherTabDone = deferred();
    const otherTab = fakeLocks.locks.request('ux-auth-refresh', async () => {
      await otherTabDone.promise;
      localStorage.setItem('access_token', 'from-other-tab');
    });
    const { calls } = stubFetch((call) =>
      call.authorization === 'Bearer from-other-tab'
        ? jsonResponse(200, { ok: true })
        : jwtExpired(),
    );

    const response = apiFetch('/api/projects');
    await vi.waitFor(() => expect(fakeLocks.requested).toHaveLength(2));
    otherTabDone.resolve();
    await otherTab;

    expect((await response).status).toBe(200);
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(calls.at(-1)?.authorization).toBe('Bearer from-other-tab');
    expect(fakeLocks.requested).toEqual(['ux-auth-refresh', 'ux-auth-refresh']);
  });

  it('refreshes with the server when the stored token is still the expired one', async () => {
    tokenStore.set('old');
    const { calls } = stubFetch((call) => {
      if (isRefresh(call)) return jsonResponse(200, { access_token: 'new' });
      return call.authorization === 'Bearer new' ? jsonResponse(200, {}) : jwtExpired();
    });
    expect((await apiFetch('/api/projects')).status).toBe(200);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(fakeLocks.requested).toEqual(['ux-auth-refresh']);
  });

  it('does not refresh when another tab signed out meanwhile, and reloads', async () => {
    tokenStore.set('old');
    const { calls } = stubFetch((call) => {
      // The other tab's sign-out lands between this call's answer and its refresh.
      localStorage.removeItem('access_token');
      return isRefresh(call) ? jsonResponse(200, { access_token: 'new' }) : jwtExpired();
    });
    await expect(apiFetch('/api/projects')).rejects.toThrow(
      'Access token was not present in local storage',
    );
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets two tabs whose tokens expire together spend the rotating cookie only once', async () => {
    // A server that rotates the refresh cookie and revokes the sign-in when a rotated
    // cookie comes back (architecture §7); the browser's cookie jar is shared by tabs.
    let jar = 'cookie-1';
    let current = 'cookie-1';
    let replayed = false;
    let issued = 0;
    const { calls } = stubFetch(async (call) => {
      if (isRefresh(call)) {
        const presented = jar;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (presented !== current) {
          replayed = true;
          return jsonResponse(401, { message: 'Refresh token is invalid or expired' });
        }
        issued += 1;
        current = `cookie-${issued + 1}`;
        jar = current;
        return jsonResponse(200, { access_token: `access-${issued}` });
      }
      return call.authorization === 'Bearer expired' ? jwtExpired() : jsonResponse(200, {});
    });
    tokenStore.set('expired');

    // A second copy of the package's modules is a second tab: its own single flight and
    // reload, the same localStorage, locks and cookie jar.
    const tabOne = { apiFetch };
    vi.resetModules();
    const tabTwo = await import('./index');
    const reloadTabTwo = vi.fn();
    tabTwo.configureAuth({ reload: reloadTabTwo });

    const [one, two] = await Promise.all([
      tabOne.apiFetch('/api/projects'),
      tabTwo.apiFetch('/api/projects'),
    ]);

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(replayed).toBe(false);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(tokenStore.get()).toBe('access-1');
    expect(reload).not.toHaveBeenCalled();
    expect(reloadTabTwo).not.toHaveBeenCalled();
  });
});

describe('refreshTokens', () => {
  it('stores the new access token, sending the cookie', async () => {
    tokenStore.set('old');
    const { calls } = stubFetch(() => jsonResponse(200, { access_token: 'new' }));
    await expect(refreshTokens()).resolves.toBe('new');
    expect(tokenStore.get()).toBe('new');
    expect(calls).toMatchObject([
      { url: '/api/auth/refresh-tokens', method: 'POST', credentials: 'include' },
    ]);
  });

  it('removes the token and reloads when the server refuses', async () => {
    tokenStore.set('old');
    stubFetch(() => jsonResponse(401, { message: 'Refresh token is missing' }));
    await expect(refreshTokens()).rejects.toThrow('Refresh token is missing');
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
