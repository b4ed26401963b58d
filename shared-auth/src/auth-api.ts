import type { ResetPasswordRequest, SignInRequest, SignUpRequest } from 'shared-contracts';
import { fetchWithRefresh } from './api-fetch';
import { apiUrl, reloadPage } from './config';
import { refreshSettled, withRefreshLock } from './refresh';
import { accessTokenAnswer, apiErrorFrom, messageAnswer, readJson } from './responses';
import { tokenStore } from './token-store';

/**
 * The calls of spec §7 'Authentication'. Failures reject with an ApiError carrying the
 * server's message, which the screens show as returned (spec §8). Answers the spec leaves
 * unused are not validated, so they cannot turn a success into a failure.
 */

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A call that needs no access token; cookie-carrying ones add `credentials: 'include'`. */
function postJson(path: string, body: unknown, init?: RequestInit): Promise<Response> {
  return fetch(apiUrl(path), {
    ...init,
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
}

export async function signUp(credentials: SignUpRequest): Promise<void> {
  await readJson(await postJson('/api/auth/sign-up', credentials));
}

/** Signs in and stores the access token; the caller reloads (spec §4). */
export async function signIn(credentials: SignInRequest): Promise<void> {
  const response = await postJson('/api/auth/sign-in', credentials, { credentials: 'include' });
  const { access_token } = await readJson(response, accessTokenAnswer);
  tokenStore.set(access_token);
}

/**
 * Completes a Google sign-in (spec §4 'External provider return'): the `code` and `state`
 * from the provider's redirect buy a session; the server checks the state against the
 * sign-in this browser started (its cookie goes along) and refuses a missing one.
 */
export async function exchangeGoogleCode(code: string, state?: string): Promise<void> {
  const response = await postJson(
    '/api/auth/google/callback',
    { code, state },
    { credentials: 'include' },
  );
  const { access_token } = await readJson(response, accessTokenAnswer);
  tokenStore.set(access_token);
}

/**
 * Where the browser goes to sign in with Google: the API makes a fresh state, PKCE
 * verifier and nonce and sends it on to the provider (a full navigation, not a fetch).
 */
export function googleSignInStartUrl(): string {
  return apiUrl('/api/auth/google/start');
}

/** The external sign-in providers the server offers; none when it cannot be asked. */
export async function fetchAuthProviders(): Promise<{ google: boolean }> {
  try {
    const response = await fetch(apiUrl('/api/auth/providers'));
    const body = await readJson<unknown>(response);
    // Checked by hand rather than with the zod schema (see responses.ts).
    const google = (body as { google?: unknown } | undefined)?.google;
    return { google: google === true };
  } catch {
    return { google: false };
  }
}

/**
 * Revokes the sign-in on the server, then removes the token and reloads (spec §4). The
 * local sign-out happens even when the revoke fails: a user who asked to leave must not
 * stay signed in because the network is down.
 */
export async function signOut(): Promise<void> {
  try {
    // A refresh finishing after the token is removed would store a token again; and the
    // revoke spends the refresh cookie, so it queues with other tabs' refreshes.
    await refreshSettled();
    await withRefreshLock(() =>
      fetch(apiUrl('/api/auth/revoke-token'), { method: 'POST', credentials: 'include' }),
    );
  } catch {
    // Signed out locally all the same.
  } finally {
    tokenStore.clear();
    reloadPage();
  }
}

/**
 * A bearer call that signs the user out when it still meets 401 after the token was
 * refreshed (spec §4, §8). A refresh that fails on its own has already removed the token
 * and reloaded, which is the same sign-out, so that case only rejects.
 */
async function fetchSigningOutOnAuthFailure(path: string, init: RequestInit): Promise<Response> {
  const { response, refreshed } = await fetchWithRefresh(path, init);
  if (response.status === 401 && refreshed) {
    const error = await apiErrorFrom(response);
    await signOut();
    throw error;
  }
  return response;
}

/**
 * Sets a new password. `currentPassword` proves the owner is at the session; without it the
 * server takes the change only from a recent sign-in (isRecentSignIn) and otherwise
 * refuses with 403 'currentPasswordRequired'.
 */
export async function changePassword(newPassword: string, currentPassword?: string): Promise<void> {
  const response = await fetchSigningOutOnAuthFailure('/api/auth/change-password', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(currentPassword ? { newPassword, currentPassword } : { newPassword }),
  });
  await readJson(response);
}

/**
 * Deletes the account; its token is removed, since it names an account that is gone. The
 * proof is as for changePassword; an account without a password can only give a recent
 * sign-in (403 'recentSignInRequired' otherwise).
 */
export async function deleteAccount(currentPassword?: string): Promise<void> {
  const response = await fetchSigningOutOnAuthFailure(
    '/api/auth/delete-account',
    currentPassword
      ? { method: 'DELETE', headers: JSON_HEADERS, body: JSON.stringify({ currentPassword }) }
      : { method: 'DELETE' },
  );
  await readJson(response);
  tokenStore.clear();
}

/** Asks for a reset email; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(username: string): Promise<void> {
  await readJson(await postJson('/api/auth/request-password-reset', { username }));
}

/** Sets a new password with the emailed token; resolves with the server's message. */
export async function resetPassword(request: ResetPasswordRequest): Promise<string> {
  const response = await postJson('/api/auth/reset-password', request);
  return (await readJson(response, messageAnswer)).message;
}
