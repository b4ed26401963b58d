import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { badRequest } from './errors.js';

/** Half of a UTF-16 surrogate pair: with the `u` flag, whole pairs never match. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Why no database could keep `text` exactly, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return MESSAGES.brokenCharacter;
  return null;
}

function findUnstorable(value: unknown): string | null {
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) {
    for (const inner of value) {
      const problem = findUnstorable(inner);
      if (problem) return problem;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const problem = unstorable(key) ?? findUnstorable(inner);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Text a database would not store as sent is refused up front, with a 400, on every
 * engine alike: PostgreSQL text cannot hold U+0000, and half of a surrogate pair (JSON
 * can carry one, `"\ud83d"`) has no UTF-8 form, so both engines would store a
 * replacement character instead and answer 200 for content they changed.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const problem = findUnstorable(request.body);
  if (problem) throw badRequest(problem);
}
