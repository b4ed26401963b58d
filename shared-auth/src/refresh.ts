import { apiUrl, reloadPage } from './config';
import { AuthError } from './errors';
import { accessTokenAnswer, readJson } from './responses';
import { tokenStore } from './token-store';

/**
 * Refreshing, and anything else that spends the refresh cookie, runs under this lock.
 * The server rotates the cookie on every refresh and treats a second use of a rotated one
 * as a replay that revokes the whole sign-in (architecture §7). Tabs share the cookie,
 * so two tabs refreshing at once would sign the user out everywhere.
 */
const REFRESH_LOCK = 'ux-auth-refresh';

/**
 * A refresh that never answers would hold the lock for every tab; past this, it counts
 * as failed.
 */
const REFRESH_TIMEOUT_MS = 20_000;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(REFRESH_TIMEOUT_MS)
    : undefined;
}

/**
 * Runs the task while holding the cross-tab refresh lock. Without the Web Locks API
 * (older browsers, plain-HTTP origins, jsdom) it runs at once, and only this page's
 * single flight protects the cookie.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}

/** POST /api/auth/refresh-tokens: the cookie buys a new access token (and a new cookie). */
async function requestNewAccessToken(): Promise<string> {
  const signal = timeoutSignal();
  const response = await fetch(apiUrl('/api/auth/refresh-tokens'), {
    method: 'POST',
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  const { access_token } = await readJson(response, accessTokenAnswer);
  return access_token;
}

/**
 * Called holding the lock. When the token that expired is no longer the stored one,
 * another tab (or an earlier refresh of this page) has already replaced it: that newer
 * token is used and the cookie is left alone. No token at all means the user signed out
 * meanwhile, so there is nothing to refresh.
 */
async function refreshUnlessDoneElsewhere(expiredToken: string | null): Promise<string> {
  if (expiredToken !== null) {
    const stored = tokenStore.get();
    if (stored === null) throw new AuthError();
    if (stored !== expiredToken) return stored;
  }
  const token = await requestNewAccessToken();
  tokenStore.set(token);
  return token;
}

/** The refresh this page is waiting for, shared by every caller (one per page). */
let inFlight: Promise<string> | null = null;

function startRefresh(expiredToken: string | null): Promise<string> {
  inFlight ??= withRefreshLock(() => refreshUnlessDoneElsewhere(expiredToken))
    .catch((error: unknown) => {
      // Spec §4/§8: a failed refresh removes the token and reloads. Done here, inside the
      // shared promise, so concurrent callers reload the page once, not once each.
      tokenStore.clear();
      reloadPage();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * A fresh access token in place of `expiredToken`, which the server has just called
 * expired. Joins the refresh already under way, if any. On failure the token is removed,
 * the page reloads and the promise rejects.
 */
export function refreshAfterExpiry(expiredToken: string): Promise<string> {
  return startRefresh(expiredToken);
}

/**
 * Exchanges the refresh cookie for a new access token and stores it. Serialised with
 * every other refresh of the page and, where the browser allows, of other tabs. On
 * failure the token is removed, the page reloads and the promise rejects.
 */
export function refreshTokens(): Promise<string> {
  return startRefresh(null);
}

/** Resolves once no refresh of this page is under way, whatever its outcome. */
export async function refreshSettled(): Promise<void> {
  await inFlight?.catch(() => undefined);
}
