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

/**
 * The first unstorable text anywhere in a JSON body, keys included. Walked with a stack
 * of its own, not by recursion: routes without a body schema reach this with whatever
 * was sent, and a few kilobytes of `[[[[…]]]]` would overflow the call stack.
 */
function findUnstorable(body: unknown): string | null {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      // One by one: spreading a list of a million items into push() overflows the stack.
      for (const inner of value) pending.push(inner);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const problem = unstorable(key);
        if (problem) return problem;
        pending.push(inner);
      }
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
