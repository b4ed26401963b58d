import type { z } from 'zod';
import { messageCode } from '../message-codes.js';
import { errorResponse } from '../schemas/common.js';

/**
 * The HTTP side of the API fake (api-fake.ts): reading a request the way the server's
 * routes do and answering the way its error handler does (`{ statusCode, error, message }`,
 * architecture §6). Every answer's body goes through its response schema first, so the fake
 * can only ever answer what the real server may answer.
 */

/** A request as the fake saw it, in order; `path` has its keys decoded (`%23` → `#`). */
export interface FakeApiCall {
  method: string;
  path: string;
  /** The JSON body, or for an upload `{ PK, SK, image }` (the image as sent: a Blob). */
  body: unknown;
}

/** An answer the fake refuses with, thrown by a route and turned into the error body. */
export class FakeApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

export function errorAnswer(status: number, message: string): Response {
  const body = errorResponse.parse({
    statusCode: status,
    error: REASONS[status] ?? 'Error',
    message,
    ...messageCode(message),
  });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JSON answer, its body checked against (and shaped by) the response schema. */
export function jsonAnswer<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200) {
  return new Response(JSON.stringify(schema.parse(value)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const noContent = () => new Response(null, { status: 204 });

/** A request body checked by the route's schema; refused with the schema's first message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new FakeApiRefusal(400, parsed.error.issues[0]?.message ?? 'Invalid');
  return parsed.data;
}

export interface ReadRequest {
  method: string;
  /** The path without the query, its segments decoded. */
  segments: string[];
  path: string;
  authorization: string | null;
  json: unknown;
  /** A multipart body's fields (read through `get`, as the browser's and jsdom's both have). */
  form: Pick<FormData, 'get'> | null;
}

/**
 * What `fetch(input, init)` was asked, read like the server reads it. The body is read
 * from `init` as given (a JSON string or a FormData), not through a Request: a test's
 * FormData may be jsdom's, which Node's Request would not encode.
 */
export function readRequest(input: RequestInfo | URL, init?: RequestInit): ReadRequest {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://fake.test');
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const body = init?.body;
  let json: unknown;
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body);
    } catch {
      throw new FakeApiRefusal(400, 'Body is not valid JSON');
    }
  }
  const form =
    body !== null && typeof body === 'object' && typeof (body as FormData).get === 'function'
      ? (body as FormData)
      : null;
  return {
    method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
    segments,
    path: `/${segments.join('/')}`,
    authorization: new Headers(init?.headers).get('Authorization'),
    json,
    form,
  };
}

export function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

/** A token shaped like the server's (header.claims.signature), for the client to read. */
export function accessTokenFor(user: string): string {
  const claims = {
    PK: user,
    SK: user,
    username: 'fake@example.com',
    authMethod: 'password',
    exp: 9e9,
  };
  const base64Url = (text: string) =>
    btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(claims))}.fake`;
}
