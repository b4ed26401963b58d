import fc from 'fast-check';
import { type KeyKind, keyPrefix, messageCode } from 'shared-contracts';
import type { NearMiss } from 'shared-contracts/testing';
import { expect } from 'vitest';
import type { ApiResponse } from './client.js';

/*
 * What the API property tests share: how a refusal must look, and which fields of an
 * answer are the server's own (never compared with what was sent).
 */

/** Property runs per API property: enough to mix every kind of body, bounded in time. */
export const API_RUNS = 40;

/** A 4xx (never a 5xx) as JSON `{ statusCode, error, message, code?, params? }` with words a person reads. */
export function expectReadableError(response: ApiResponse, status?: number) {
  const got = `got ${response.status}: ${response.text.slice(0, 300)}`;
  if (status === undefined) {
    expect(response.status, got).toBeGreaterThanOrEqual(400);
    expect(response.status, got).toBeLessThan(500);
  } else {
    expect(response.status, got).toBe(status);
  }
  expect(response.headers.get('content-type'), got).toMatch(/^application\/json/);
  // The message, and the code (with its values) a client translates it by, when it is
  // one of ours: nothing else.
  expect(response.body, got).toEqual({
    statusCode: response.status,
    error: expect.any(String),
    message: expect.stringMatching(/\p{L}{2}/u),
    ...messageCode(String(response.body.message)),
  });
  expect(response.body.message).not.toMatch(/\n\s+at |\[object |FST_|Error:/);
}

/** A refused near miss: a 400 with the miss's message (or any readable one). */
export function expectRefusal(response: ApiResponse, miss: NearMiss, status = 400) {
  expectReadableError(response, status);
  if (miss.message !== null) expect(response.body.message, miss.what).toBe(miss.message);
}

/**
 * An answer without the fields the server owns: timestamps and image URLs, and the
 * `version` every save counts up (concurrent-edits.test.ts holds it to its rule).
 */
export function withoutServerFields(detail: Record<string, unknown>) {
  const { UPDATED_AT, CREATED_AT, thumbnailPath, version, ...rest } = detail;
  return rest;
}

/** Only the fields of `detail` that `expected` names. */
export function pick(detail: Record<string, unknown>, expected: object) {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, detail[key]]));
}

/** The spellings of one key the API accepts: `#` or `_`, the id in either case. */
export function spellingsOf(kind: KeyKind, key: string) {
  const prefix = keyPrefix(kind);
  const id = key.slice(prefix.length + 1);
  return fc.constantFrom(
    key,
    `${prefix}_${id}`,
    `${prefix}#${id.toUpperCase()}`,
    `${prefix}_${id.toUpperCase()}`,
  );
}

/** A body to send: valid (with what the server must keep) or a near miss. */
export type Sent =
  | { valid: true; body: Record<string, unknown> }
  | { valid: false; miss: NearMiss; status: number };

export const valid = (body: Record<string, unknown>): Sent => ({ valid: true, body });
export const refused = (miss: NearMiss, status = 400): Sent => ({ valid: false, miss, status });

/**
 * Text no database keeps exactly: NUL (PostgreSQL refuses it) and half of a surrogate
 * pair (UTF-8 cannot encode it). JSON carries both.
 */
export const UNSTORABLE_TEXT = [
  'a\u0000b',
  '\u0000',
  'a\ud83db',
  '\udc00',
  'emoji cut in half \ud83d',
] as const;
