import { MESSAGES } from 'shared-contracts';
import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses client input outside Fastify's schema step; the first problem becomes a 400. */
export function parseOrBadRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return result.data;
}
