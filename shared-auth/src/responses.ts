import { MESSAGES } from 'shared-contracts';
import { ApiError } from './errors';

/**
 * Anything with zod's `parse`: a `ZodType<T>` from shared-contracts fits. Typed by shape so
 * this package needs no zod of its own.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** The readable text of an error body `{ statusCode, error, message }` (architecture §6). */
function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  // Some servers send a list of problems; the spec shows the first one (spec §8).
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An ApiError for a non-OK answer, carrying the server's message when it gave one. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const fallback = `Request failed with status ${response.status}${
    response.statusText ? ` (${response.statusText})` : ''
  }`;
  return new ApiError(response.status, serverMessageOf(body) ?? fallback, body);
}

/**
 * The JSON of an OK answer (undefined for 204 or an empty body), checked against the
 * schema when one is given; an ApiError for anything else.
 */
export async function readJson<T>(response: Response, schema?: ResponseSchema<T>): Promise<T> {
  if (!response.ok) throw await apiErrorFrom(response);
  const body = response.status === 204 ? undefined : await readBody(response);
  if (typeof body === 'string') {
    throw new ApiError(response.status, 'The server answered with something other than JSON', body);
  }
  return schema ? schema.parse(body) : (body as T);
}

/**
 * The server's signal that the access token has expired: 401 `{ message: 'jwt expired' }`
 * (architecture §7). Read from a clone, so the caller still gets an unread response.
 */
export async function saysJwtExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    return serverMessageOf(await response.clone().json()) === MESSAGES.jwtExpired;
  } catch {
    return false;
  }
}

function fieldParser<K extends string>(field: K): ResponseSchema<Record<K, string>> {
  return {
    parse(data: unknown) {
      const value = (data as Record<string, unknown> | undefined)?.[field];
      if (typeof value !== 'string') {
        throw new ApiError(200, `The server's answer has no ${field}`, data);
      }
      return { [field]: value } as Record<K, string>;
    },
  };
}

/*
 * The two answers this package reads, checked by hand: shared-contracts' zod schemas
 * (`accessTokenResponse`, `messageResponse`) describe the same shapes, but importing
 * them would put zod in the landing page's bundle, where sign-in and refresh live.
 */
export const accessTokenAnswer = fieldParser('access_token');
export const messageAnswer = fieldParser('message');
