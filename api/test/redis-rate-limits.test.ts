import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../src/config.js';
import { HttpError } from '../src/http/errors.js';
import { RedisRateLimitStore } from '../src/http/redis-rate-limits.js';
import { ApiClient, newUser, STRONG_PASSWORD } from './client.js';
import { SKIP, startServer, type TestServer } from './harness.js';
import { deleteRedisKeys, redisIfAvailable, redisKeys, redisTestPrefix } from './peers.js';

const redisUrl = await redisIfAvailable('the Redis rate-limit tests');
const SHARED = { JWT_SECRET: 'r'.repeat(32), PUBLIC_URL: 'http://localhost:8080' };

describe.skipIf(!redisUrl)('RedisRateLimitStore on the machine’s Redis', () => {
  const url = redisUrl!;
  const prefix = redisTestPrefix();
  const clients: Redis[] = [];
  /** A store as one instance has it: its own connection to the shared Redis. */
  const instance = (keyPrefix = prefix) => {
    const redis = new Redis(url);
    clients.push(redis);
    return new RedisRateLimitStore(redis, keyPrefix);
  };

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await deleteRedisKeys(url, prefix);
  });

  it('counts hits in a window and says when it ends', async () => {
    const store = instance();
    const before = Date.now();
    const first = await store.hit('sign-in:a@example.com', 60_000);
    const second = await store.hit('sign-in:a@example.com', 60_000);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(first.resetAt).toBeGreaterThan(before + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    // The window started with the first hit: the second does not push it back.
    expect(second.resetAt).toBeLessThanOrEqual(first.resetAt + 50);
    expect((await store.hit('sign-in:b@example.com', 60_000)).count).toBe(1);
  });

  it('with a limit, counts only below it (atomically), and with 0 only reads', async () => {
    const store = instance();
    expect(await store.hit('limited', 60_000, 0)).toMatchObject({ count: 0, counted: false });
    const hits = await Promise.all(
      Array.from({ length: 8 }, () => store.hit('limited', 60_000, 3)),
    );
    expect(hits.filter((hit) => hit.counted)).toHaveLength(3);
    expect(await store.hit('limited', 60_000, 0)).toMatchObject({ count: 3, counted: false });
    expect(await store.hit('limited', 60_000)).toMatchObject({ count: 4, counted: true });
  });

  it('counts one budget across instances', async () => {
    const a = instance();
    const b = instance();
    expect((await a.hit('shared', 60_000)).count).toBe(1);
    expect((await b.hit('shared', 60_000)).count).toBe(2);
    expect((await a.hit('shared', 60_000)).count).toBe(3);
  });

  it('starts a new count once the window is over', async () => {
    const store = instance();
    await store.hit('short', 150);
    expect((await store.hit('short', 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.hit('short', 150)).count).toBe(1);
  });

  it('keeps its keys under its prefix, expiring, apart from other prefixes', async () => {
    // Its own prefixes: the shared one holds earlier tests' keys, one of which lives 150 ms
    // and could expire between listing the keys and asking for their time to live.
    const mine = redisTestPrefix();
    const other = redisTestPrefix();
    try {
      await instance(mine).hit('namespaced', 60_000);
      expect((await instance(other).hit('namespaced', 60_000)).count).toBe(1);
      const keys = await redisKeys(url, mine);
      expect(keys).toEqual([`${mine}rate-limit:namespaced`]);
      const redis = new Redis(url);
      clients.push(redis);
      for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
    } finally {
      await deleteRedisKeys(url, mine);
      await deleteRedisKeys(url, other);
    }
  });
});

describe('RedisRateLimitStore when Redis is away', () => {
  it('refuses the attempt with a readable 503 rather than letting it through uncounted', async () => {
    // Port 9 (discard) is closed on loopback: every command fails at once.
    const redis = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const logged: unknown[] = [];
    const store = new RedisRateLimitStore(redis, redisTestPrefix(), (error) => logged.push(error));
    const attempt = store.hit('sign-in:x', 60_000);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503 });
    expect(logged).toHaveLength(1);
    redis.disconnect();
  });

  it('stops the server from starting, naming the Redis it could not reach', async () => {
    const config = loadConfig({
      ...SHARED,
      DATA_DIR: '/nonexistent/never-created',
      REDIS_URL: 'redis://:hunter2@127.0.0.1:9',
      LOG_LEVEL: 'silent',
    });
    const started = buildApp(config);
    await expect(started).rejects.toThrow(
      /^Cannot connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:9/,
    );
    await expect(started).rejects.not.toThrow(/hunter2/);
  });
});

describe.skipIf(SKIP || !redisUrl)(
  'sign-in limits shared by two API instances through Redis',
  () => {
    const prefix = redisTestPrefix();
    const servers: TestServer[] = [];

    beforeAll(async () => {
      const env = {
        ...SHARED,
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'true',
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: prefix,
      };
      servers.push(await startServer(env), await startServer(env));
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await deleteRedisKeys(redisUrl!, prefix);
    });
    afterEach(() => deleteRedisKeys(redisUrl!, prefix));

    it('holds the lock-out rule across instances, however the attempts are spread', async () => {
      const [a, b] = servers.map((server) => new ApiClient(server.url)) as [ApiClient, ApiClient];
      const user = await newUser(a); // one check of the account's budget
      const attempt = (api: ApiClient, address: string, password = 'Wr0ng-pass') =>
        api.post('/api/auth/sign-in', {
          json: { username: user.email, password },
          headers: { 'x-forwarded-for': address },
        });
      const stranger: number[] = [];
      for (let i = 0; i < 8; i++)
        stranger.push((await attempt(i % 2 ? b : a, '203.0.113.7')).status);
      const share = DEFAULT_RATE_LIMITS.signInAfterFailure.max - 1;
      expect(stranger).toEqual([...Array(share).fill(401), ...Array(8 - share).fill(429)]);
      // (Each test server has a database of its own: the account exists on `a` only.)
      expect((await attempt(a, '198.51.100.2', STRONG_PASSWORD)).status).toBe(200);

      // Many addresses: the account's budget holds on both instances together.
      const left = DEFAULT_RATE_LIMITS.signInPerAccount.max - share - 1 - 1;
      const botnet: number[] = [];
      for (let i = 0; i < left + 2; i++)
        botnet.push((await attempt(i % 2 ? a : b, `192.0.2.${i}`)).status);
      expect(botnet).toEqual([...Array(left).fill(401), 429, 429]);
    });
  },
);
