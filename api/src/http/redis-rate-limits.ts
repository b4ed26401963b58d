import { Redis, type Result } from 'ioredis';
import { serviceUnavailable } from './errors.js';
import type { RateLimitStore } from './rate-limits.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * One fixed window, atomically: count the hit, start the window's expiry on its first hit,
 * and answer the count with the time left. A key that somehow has no expiry gets one, so a
 * counter can never lock an account out for good.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
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

  async hit(key: string, windowMs: number) {
    let reply: [number, number];
    try {
      reply = await this.redis.rateLimitHit(`${this.prefix}rate-limit:${key}`, windowMs);
    } catch (error) {
      // Fail closed: letting attempts through uncounted while Redis is away would let
      // anyone who can make it unreachable guess passwords at will.
      this.onError(error);
      throw serviceUnavailable();
    }
    const [count, ttl] = reply;
    return { count, resetAt: Date.now() + ttl };
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
