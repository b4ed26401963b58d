import type { FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { badRequest } from './errors.js';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, inner]) => key.includes('\u0000') || containsNul(inner),
    );
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a JSON body carrying one would fail in the
 * database. It is refused up front, with a 400, on every engine alike.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.body)) throw badRequest(MESSAGES.nulCharacter);
}
