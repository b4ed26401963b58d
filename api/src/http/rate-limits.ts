import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import type { RateLimitRule, RateLimits } from '../config.js';
import { HttpError } from './errors.js';

/** A counter's state after a hit. */
interface RateLimitCount {
  /** Hits counted in the current window, this one included when it was counted. */
  count: number;
  /** When the window ends (now, for a counter that has no window). */
  resetAt: number;
  counted: boolean;
}

/**
 * Fixed-window counters. The store is the only state, so a shared store (Redis) makes
 * the limits hold across API instances.
 */
export interface RateLimitStore {
  /**
   * Counts one hit under `key`, unless its window already holds `limit` hits (then
   * nothing is counted, and no window is started); `limit` 0 reads the count. Atomic, so
   * concurrent hits never count past the limit.
   */
  hit(key: string, windowMs: number, limit?: number): Promise<RateLimitCount>;
}

/** Counters in this process's memory: the default for a single instance. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async hit(key: string, windowMs: number, limit = Number.POSITIVE_INFINITY) {
    const now = this.clock();
    this.sweep(now);
    let window = this.windows.get(key);
    if (window && window.resetAt <= now) window = undefined;
    if ((window?.count ?? 0) >= limit) {
      return { count: window?.count ?? 0, resetAt: window?.resetAt ?? now, counted: false };
    }
    if (!window) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window, counted: true };
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

/** 429 with Retry-After and a readable message (architecture §7). */
export function tooManyRequests(reply: FastifyReply, resetAt: number): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, MESSAGES.tooManyRequests(seconds));
}

/**
 * Builds pre-handlers for the auth routes. Each route lists one per dimension (per IP,
 * per account), counted apart under its own name; past the budget the answer is 429.
 */
export function rateLimiter(store: RateLimitStore, limits: RateLimits) {
  return (name: string, rule: RateLimitRule, key: RateLimitKey): preHandlerAsyncHookHandler[] => {
    if (!limits.enabled) return [];
    return [
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { count, resetAt } = await store.hit(`${name}:${key(request)}`, rule.windowMs);
        if (count > rule.max) throw tooManyRequests(reply, resetAt);
      },
    ];
  };
}
