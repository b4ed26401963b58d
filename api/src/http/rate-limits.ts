import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import type { RateLimitRule, RateLimits } from '../config.js';
import { HttpError } from './errors.js';

/**
 * Fixed-window counters. The store is the only state, so a shared store (Redis) makes
 * the limits hold across API instances.
 */
export interface RateLimitStore {
  /** Counts one request under `key` and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** Counters in this process's memory: the default for a single instance. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  /** Drops ended windows now and then, so memory stays bounded by the active keys. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    this.nextSweep = now + 60_000;
  }
}

export type RateLimitKey = (request: FastifyRequest) => string;

export const byIp: RateLimitKey = (request) => request.ip;

/**
 * Builds pre-handlers for the auth routes. Each route lists one per dimension (per IP,
 * per account), counted apart under its own name; past the budget the answer is 429
 * with Retry-After and a readable message (architecture §7).
 */
export function rateLimiter(store: RateLimitStore, limits: RateLimits) {
  return (name: string, rule: RateLimitRule, key: RateLimitKey): preHandlerAsyncHookHandler[] => {
    if (!limits.enabled) return [];
    return [
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { count, resetAt } = await store.hit(`${name}:${key(request)}`, rule.windowMs);
        if (count <= rule.max) return;
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        reply.header('Retry-After', String(seconds));
        throw new HttpError(429, MESSAGES.tooManyRequests(seconds));
      },
    ];
  };
}
