import { apiUrl } from './config';
import { AuthError } from './errors';
import { refreshAfterExpiry } from './refresh';
import { type ResponseSchema, readJson, saysJwtExpired } from './responses';
import { tokenStore } from './token-store';

/**
 * Refreshes one call may cause. The spec repeats refresh-and-retry while the server says
 * 'jwt expired' (spec §4); a bound keeps a server whose clock is wrong from looping.
 */
const MAX_REFRESHES_PER_CALL = 2;

function withBearer(init: RequestInit | undefined, token: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * Strings, FormData, Blobs, URLSearchParams and buffers can be sent again; a stream is
 * consumed by the first attempt.
 */
function canResend(body: RequestInit['body']): boolean {
  return !(typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);
}

export interface AuthorizedResponse {
  response: Response;
  /** Whether the token was refreshed on the way, so the answer came with a fresh token. */
  refreshed: boolean;
}

/** apiFetch, also telling whether a refresh happened (for calls that sign out then). */
export async function fetchWithRefresh(
  path: string,
  init?: RequestInit,
): Promise<AuthorizedResponse> {
  let token = tokenStore.get();
  if (!token) throw new AuthError();
  for (let refreshes = 0; ; refreshes += 1) {
    const response = await fetch(apiUrl(path), withBearer(init, token));
    if (refreshes >= MAX_REFRESHES_PER_CALL || !(await saysJwtExpired(response))) {
      return { response, refreshed: refreshes > 0 };
    }
    token = await refreshAfterExpiry(token);
    // The token is fresh for the next call, but this one cannot be sent again.
    if (!canResend(init?.body)) return { response, refreshed: true };
  }
}

/**
 * fetch for the API with the stored bearer token. Rejects with an AuthError, without
 * calling the network, when there is no token (spec §6). A 401 'jwt expired' refreshes the
 * token (one refresh for all concurrent callers) and sends the call again. A body given as
 * a string, FormData, Blob or URLSearchParams is sent again as is; a ReadableStream body
 * cannot be, so such a call answers with the 401 (the token is refreshed all the same).
 */
export async function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  return (await fetchWithRefresh(path, init)).response;
}

/**
 * apiFetch, then the answer's JSON (undefined for 204), checked against `schema` when
 * given. A non-OK answer rejects with an ApiError carrying the server's message.
 */
export async function apiJson<T>(
  path: string,
  init?: RequestInit,
  schema?: ResponseSchema<T>,
): Promise<T> {
  return readJson(await apiFetch(path, init), schema);
}

export type JsonMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** apiJson with `body` sent as JSON. */
export function sendJson<T>(
  method: JsonMethod,
  path: string,
  body: unknown,
  schema?: ResponseSchema<T>,
): Promise<T> {
  return apiJson(
    path,
    { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    schema,
  );
}
