import { expect } from 'vitest';
import type { z } from 'zod';
import type { NearMiss } from './near-misses.js';

/** A message a person can read: words, no stack trace, no `[object Object]`. */
export function expectReadable(message: unknown) {
  expect(message).toEqual(expect.stringMatching(/\p{L}{2}/u));
  expect(message).not.toMatch(/\[object |\n\s+at |^undefined$/);
}

/** The same value built of ordinary objects (fast-check also makes null-prototype ones). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

/** Accepted, and given back as `expected` (the input itself unless the schema normalises). */
export function expectAccepted(schema: z.ZodType, input: unknown, expected: unknown = input) {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? [], JSON.stringify(input).slice(0, 300)).toEqual([]);
  expect(plain(result.data)).toStrictEqual(plain(expected));
  return result.data;
}

/** Refused, every issue readable, the first one with the near miss's message. */
export function expectRefused(schema: z.ZodType, miss: NearMiss) {
  const result = schema.safeParse(miss.body);
  expect(result.success, `accepted: ${miss.what}`).toBe(false);
  const issues = result.error!.issues;
  for (const issue of issues) expectReadable(issue.message);
  if (miss.message !== null) expect(issues[0]!.message, miss.what).toBe(miss.message);
}
