import { Redis, type Result } from 'ioredis';
import { serviceUnavailable } from './errors.js';
import type { RateLimitStore } from './rate-limits.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(
      key: string,
      windowMs: number,
      limit: number,
    ): Result<[count: number, ttl: number, counted: number], Context>;
  }
}

/**
 * One fixed window, atomically: unless the window holds `limit` hits already (-1: no
 * limit), count the hit and start the window's expiry on its first; answer the count, the
 * time left and whether it was counted. A key that somehow has no expiry gets one, so a
 * counter can never lock an account out for good.
 */
const HIT_SCRIPT = `
local limit = tonumber(ARGV[2])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local counted = 0
if limit < 0 or count < limit then
  count = redis.call('INCR', KEYS[1])
  counted = 1
  if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
elseif ttl < 0 then
  ttl = 0
end
return {count, ttl, counted}
`;

/**
 * Rate-limit counters in Redis, shared by every API instance, so a budget holds however
 * a load balancer spreads the attempts. Keys are `<prefix>rate-limit:<name>:<subject>`.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  async hit(key: string, windowMs: number, limit = Number.POSITIVE_INFINITY) {
    let reply: [number, number, number];
    try {
      reply = await this.redis.rateLimitHit(
        `${this.prefix}rate-limit:${key}`,
        windowMs,
        Number.isFinite(limit) ? limit : -1,
      );
    } catch (error) {
      // Fail closed: letting attempts through uncounted while Redis is away would let
      // anyone who can make it unreachable guess passwords at will.
      this.onError(error);
      throw serviceUnavailable();
    }
    const [count, ttl, counted] = reply;
    return { count, resetAt: Date.now() + ttl, counted: counted === 1 };
  }
}

/** `redis://user:secret@host` with the password hidden, for messages and logs. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
}

/**
 * Connects to Redis, failing start-up with a readable message when it does not answer
 * (rather than starting an instance whose every sign-in fails).
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // While the connection is down, a request waits for a couple of reconnects at most
    // and then gets its 503, instead of hanging through twenty.
    maxRetriesPerRequest: 2,
  });
  // A lost connection is retried in the background; each failure is reported here.
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot connect to Redis at ${redacted(url)}: ${String(error)}`, {
      cause: error,
    });
  }
  return redis;
}
