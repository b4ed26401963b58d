import { vi } from 'vitest';

/** Helpers for this package's tests (not exported from the package). */

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A token shaped like the server's (header.payload.signature); the signature is fake. */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(claims))}.sig`;
}

export const aliceClaims = {
  PK: 'USER#1',
  SK: 'USER#1',
  username: 'alice@example.com',
  authMethod: 'password',
} as const;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const jwtExpired = () =>
  jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'jwt expired' });

export interface Call {
  url: string;
  method: string;
  authorization: string | null;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/**
 * Replaces fetch with `handler` and records every call in the order it was made.
 */
export function stubFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('Authorization'),
      credentials: init?.credentials,
      body: init?.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A stand-in for `navigator.locks`: one exclusive lock per name, granted in request order,
 * shared by every "tab" of the test (jsdom has no Web Locks).
 */
export function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request<T>(name: string, callback: (lock: { name: string }) => Promise<T> | T): Promise<T> {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback({ name }));
      tails.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    requested,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}
