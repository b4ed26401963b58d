import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import type { RateLimitRule, RateLimits } from '../config.js';
import { errorBody } from './errors.js';

export type RateLimitKey = (request: FastifyRequest) => string;

export const byIp: RateLimitKey = (request) => request.ip;

/**
 * A pre-handler that counts requests per key in a window and answers 429 with
 * Retry-After and a readable message past the budget. Handlers list one per dimension
 * (per IP, per account), each counted apart under its own name.
 */
export function rateLimiter(app: FastifyInstance, limits: RateLimits) {
  return (name: string, rule: RateLimitRule, key: RateLimitKey): preHandlerAsyncHookHandler[] => {
    if (!limits.enabled) return [];
    return [
      app.rateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${name}:${key(request)}`,
        errorResponseBuilder: (_request, context) =>
          errorBody(429, MESSAGES.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
      }) as preHandlerAsyncHookHandler,
    ];
  };
}
