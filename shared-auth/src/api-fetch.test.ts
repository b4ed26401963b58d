// @vitest-environment jsdom
import { messageResponse } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiJson, sendJson } from './api-fetch';
import { configureAuth, resetAuthConfig } from './config';
import { ApiError, AuthError } from './errors';
import { type Call, deferred, jsonResponse, jwtExpired, stubFetch } from './test-support';
import { tokenStore } from './token-store';

const reload = vi.fn();

beforeEach(() => {
  configureAuth({ reload });
});
afterEach(() => {
  reload.mockReset();
  resetAuthConfig();
  vi.unstubAllGlobals();
});

const refreshCalls = (calls: Call[]) =>
  calls.filter((call) => call.url === '/api/auth/refresh-tokens');

describe('apiFetch', () => {
  it('sends the stored token as a bearer token, keeping the caller’s headers', async () => {
    tokenStore.set('token-1');
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    await apiFetch('/api/projects', { headers: { 'Content-Type': 'application/json' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('prefixes the configured base URL', async () => {
    tokenStore.set('token-1');
    configureAuth({ baseUrl: 'https://api.example.com/' });
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await apiFetch('/api/projects');
    expect(calls[0]?.url).toBe('https://api.example.com/api/projects');
  });

  it('rejects without calling the network when no token is stored', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    const call = apiFetch('/api/projects');
    await expect(call).rejects.toThrow('Access token was not present in local storage');
    await expect(call).rejects.toBeInstanceOf(AuthError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once for two calls whose token expired at once, and retries both', async () => {
    tokenStore.set('old');
    const bothExpired = deferred();
    let expiredAnswers = 0;
    const { calls } = stubFetch(async (call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        // Answer only once both calls have been told their token expired, so the second
        // arrives while the refresh is still under way.
        await bothExpired.promise;
        return jsonResponse(200, { access_token: 'new' });
      }
      if (call.authorization === 'Bearer old') {
        expiredAnswers += 1;
        if (expiredAnswers === 2) bothExpired.resolve();
        return jwtExpired();
      }
      return jsonResponse(200, { path: call.url });
    });

    const [projects, maps] = await Promise.all([
      apiJson('/api/projects'),
      apiJson('/api/empathy-maps/P'),
    ]);

    expect(projects).toEqual({ path: '/api/projects' });
    expect(maps).toEqual({ path: '/api/empathy-maps/P' });
    const refreshes = refreshCalls(calls);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.credentials).toBe('include');
    const retries = calls.filter((call) => call.authorization === 'Bearer new');
    expect(retries.map((call) => call.url).sort()).toEqual([
      '/api/empathy-maps/P',
      '/api/projects',
    ]);
    expect(tokenStore.get()).toBe('new');
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the token a just-finished refresh stored instead of refreshing again', async () => {
    tokenStore.set('old');
    const bFinished = deferred();
    const { calls } = stubFetch(async (call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        return jsonResponse(200, { access_token: 'new' });
      }
      if (call.authorization === 'Bearer new') return jsonResponse(200, {});
      // Call a was sent with the old token but is answered only after b has refreshed.
      if (call.url === '/api/a') await bFinished.promise;
      return jwtExpired();
    });

    const a = apiFetch('/api/a');
    await apiFetch('/api/b');
    bFinished.resolve();

    expect((await a).status).toBe(200);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/a').map((call) => call.authorization)).toEqual(
      ['Bearer old', 'Bearer new'],
    );
  });

  it('removes the token and reloads once when the refresh fails', async () => {
    tokenStore.set('old');
    const bothExpired = deferred();
    let expiredAnswers = 0;
    const { calls } = stubFetch(async (call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        await bothExpired.promise;
        return jsonResponse(401, { message: 'Refresh token is invalid or expired' });
      }
      expiredAnswers += 1;
      if (expiredAnswers === 2) bothExpired.resolve();
      return jwtExpired();
    });

    const results = await Promise.allSettled([apiFetch('/api/a'), apiFetch('/api/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also gives up on the session when the refresh cannot reach the server', async () => {
    tokenStore.set('old');
    stubFetch((call) => {
      if (call.url === '/api/auth/refresh-tokens') throw new TypeError('Failed to fetch');
      return jwtExpired();
    });
    await expect(apiFetch('/api/a')).rejects.toThrow('Failed to fetch');
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 with another message', async () => {
    tokenStore.set('forged');
    const { calls } = stubFetch(() =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid access token',
      }),
    );
    const response = await apiFetch('/api/projects');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(tokenStore.get()).toBe('forged');
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands back the 401 unread, so the caller can still read it', async () => {
    tokenStore.set('forged');
    stubFetch(() => jsonResponse(401, { message: 'Invalid access token' }));
    await expect(apiJson('/api/projects')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid access token',
    });
  });

  it('refreshes again if the retried call is told it expired too, but not forever', async () => {
    tokenStore.set('t0');
    let issued = 0;
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        issued += 1;
        return jsonResponse(200, { access_token: `t${issued}` });
      }
      return jwtExpired(); // a server whose clock runs far ahead
    });
    const response = await apiFetch('/api/projects');
    expect(response.status).toBe(401);
    expect(refreshCalls(calls)).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/projects')).toHaveLength(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends a string body and a FormData body again on the retry', async () => {
    tokenStore.set('old');
    const bodies: unknown[] = [];
    stubFetch((call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        return jsonResponse(200, { access_token: 'new' });
      }
      if (call.authorization === 'Bearer new') bodies.push(call.body);
      return call.authorization === 'Bearer old' ? jwtExpired() : jsonResponse(200, {});
    });
    await sendJson('PATCH', '/api/projects', { SK: 'P', name: 'Café' });
    tokenStore.set('old');
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.png');
    await apiFetch('/api/images', { method: 'POST', body: form });
    expect(bodies).toEqual([JSON.stringify({ SK: 'P', name: 'Café' }), form]);
  });
});

describe('apiJson', () => {
  beforeEach(() => tokenStore.set('token-1'));

  it('rejects with an ApiError carrying the server message and body', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Project not found' };
    stubFetch(() => jsonResponse(404, body));
    const error = await apiJson('/api/projects/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Project not found', body });
  });

  it('falls back to a readable message when the server sent none', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiJson('/api/projects')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiJson('/api/projects/P/S', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('checks the answer against the given schema', async () => {
    stubFetch(() => jsonResponse(200, { message: 'ok' }));
    await expect(apiJson('/api/x', undefined, messageResponse)).resolves.toEqual({ message: 'ok' });
    stubFetch(() => jsonResponse(200, { other: 1 }));
    await expect(apiJson('/api/x', undefined, messageResponse)).rejects.toThrow();
  });

  it('sendJson sends the method, a JSON body and its content type', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse(200, { SK: 'P' }));
    await expect(sendJson('POST', '/api/projects', { name: 'A' })).resolves.toEqual({ SK: 'P' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});
