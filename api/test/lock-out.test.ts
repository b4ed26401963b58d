import { Redis } from 'ioredis';
import { MESSAGES } from 'shared-contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config.js';
import { AccountThrottle, type AccountThrottleRule } from '../src/http/account-throttle.js';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/http/rate-limits.js';
import { RedisRateLimitStore } from '../src/http/redis-rate-limits.js';
import { newUser, STRONG_PASSWORD } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { deleteRedisKeys, redisIfAvailable, redisTestPrefix } from './peers.js';

/**
 * The lock-out rule (issue 17; api/README.md, "Rate limits and lock-out"): strangers guessing an
 * account's password cannot keep its owner out, and the guesses an account gets stay
 * bounded however many addresses send them. On both rate-limit stores.
 */

const RULE: AccountThrottleRule = {
  perAccount: DEFAULT_RATE_LIMITS.signInPerAccount, // 10 per 5 minutes
  afterFailure: DEFAULT_RATE_LIMITS.signInAfterFailure, // 5 of them, failures kept 15 minutes
};

/** One attempt with a wrong password: admitted and failed, or refused. */
async function guess(throttle: AccountThrottle, account: string, address: string) {
  const admission = await throttle.admit(account, address);
  if (admission.admitted) await throttle.failed(account, address);
  return admission.admitted;
}

async function guesses(throttle: AccountThrottle, account: string, addresses: string[]) {
  let admitted = 0;
  for (const address of addresses) if (await guess(throttle, account, address)) admitted++;
  return admitted;
}

const redisUrl = await redisIfAvailable('the lock-out rule on Redis');
const redisPrefix = redisTestPrefix();
const redisClients: Redis[] = [];
afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
  if (redisUrl) await deleteRedisKeys(redisUrl, redisPrefix);
});

const STORES: [string, () => RateLimitStore][] = [
  ['in memory', () => new MemoryRateLimitStore()],
  ...(redisUrl
    ? [
        [
          'in Redis',
          () => {
            const redis = new Redis(redisUrl);
            redisClients.push(redis);
            return new RedisRateLimitStore(redis, redisPrefix);
          },
        ] as [string, () => RateLimitStore],
      ]
    : []),
];

describe.each(STORES)('the lock-out rule with counters %s', (_, makeStore) => {
  const newThrottle = () => new AccountThrottle(makeStore(), 'sign-in', RULE);
  let accounts = 0;
  const account = () => `owner-${accounts++}-${redisPrefix}@example.com`;

  it("lets the owner in however long one stranger's address keeps guessing", async () => {
    const throttle = newThrottle();
    const owner = account();
    const admitted = await guesses(throttle, owner, Array(50).fill('203.0.113.7'));
    expect(admitted).toBe(RULE.afterFailure.max);
    expect((await throttle.admit(owner, '198.51.100.2')).admitted).toBe(true);
  });

  it('lets the owner in while a few addresses guess in turns', async () => {
    const throttle = newThrottle();
    const owner = account();
    const strangers = ['203.0.113.7', '203.0.113.8', '203.0.113.9'];
    await guesses(
      throttle,
      owner,
      Array.from({ length: 30 }, (_, i) => strangers[i % 3]!),
    );
    expect((await throttle.admit(owner, '198.51.100.2')).admitted).toBe(true);
  });

  it('keeps the guesses at an account bounded however many addresses send them', async () => {
    const throttle = newThrottle();
    const owner = account();
    const botnet = Array.from({ length: 100 }, (_, i) => `192.0.2.${i}`);
    expect(await guesses(throttle, owner, botnet)).toBe(RULE.perAccount.max);
    const refused = await throttle.admit(owner, '198.51.100.2');
    expect(refused).toEqual({ admitted: false, resetAt: expect.any(Number) });
  });

  it('never lets concurrent attempts past the budget', async () => {
    const throttle = newThrottle();
    const owner = account();
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.admit(owner, `192.0.2.${i}`)),
    );
    expect(attempts.filter((a) => a.admitted)).toHaveLength(RULE.perAccount.max);
  });

  it('counts each account apart', async () => {
    const throttle = newThrottle();
    await guesses(throttle, account(), Array(50).fill('203.0.113.7'));
    expect((await throttle.admit(account(), '203.0.113.7')).admitted).toBe(true);
  });
});

describe('the lock-out rule over time (counters in memory, on a clock of the test)', () => {
  let now = Date.UTC(2030, 0, 1);
  const throttle = new AccountThrottle(new MemoryRateLimitStore(() => now), 'sign-in', RULE);

  it('opens the account again once its window is over', async () => {
    const botnet = Array.from({ length: 20 }, (_, i) => `192.0.2.${i}`);
    await guesses(throttle, 'a@example.com', botnet);
    const refused = await throttle.admit('a@example.com', '198.51.100.2');
    expect(refused).toEqual({ admitted: false, resetAt: now + RULE.perAccount.windowMs });
    now += RULE.perAccount.windowMs;
    expect((await throttle.admit('a@example.com', '198.51.100.2')).admitted).toBe(true);
  });

  it('treats an address as without failures once its failures are 15 minutes old', async () => {
    const stranger = '203.0.113.7';
    const others = (n: number, net: string) => Array.from({ length: n }, (_, i) => `${net}.${i}`);
    await guesses(throttle, 'b@example.com', [stranger, stranger]);
    await guesses(throttle, 'b@example.com', others(3, '192.0.2'));
    // The open share is used: the failing address is refused, a fresh one would not be.
    expect((await throttle.admit('b@example.com', stranger)).admitted).toBe(false);
    now += RULE.afterFailure.windowMs;
    await guesses(throttle, 'b@example.com', others(5, '198.51.100'));
    expect((await throttle.admit('b@example.com', stranger)).admitted).toBe(true);
  });
});

describe.skipIf(SKIP)('sign-in and password reset behind a load balancer (rate limits on)', () => {
  const suite = serverForSuite({ RATE_LIMITS: 'on', TRUST_PROXY: 'true' });
  /** A request from `address`, as the load balancer says (X-Forwarded-For). */
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const signIn = (username: string, password: string, address: string) =>
    suite.api.post('/api/auth/sign-in', { json: { username, password }, ...from(address) });

  it("answers a stranger 429 and still lets the owner's right password in", async () => {
    const owner = await newUser(suite.api);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await signIn(owner.email, 'Wr0ng-pass', '203.0.113.7')).status);
    }
    // The owner's own sign-in (newUser) used one check of the shared budget.
    const share = RULE.afterFailure.max - 1;
    expect(answers).toEqual([...Array(share).fill(401), ...Array(12 - share).fill(429)]);
    const limited = await signIn(owner.email, 'Wr0ng-pass', '203.0.113.7');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(limited.body).toMatchObject({
      code: 'tooManyRequests',
      params: { count: Number(limited.body.message.match(/\d+/)[0]) },
    });

    const signedIn = await signIn(owner.email, STRONG_PASSWORD, '198.51.100.2');
    expect(signedIn.status).toBe(200);
  });

  it('refuses every address once an account had its budget of checks', async () => {
    const owner = await newUser(suite.api);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await signIn(owner.email, 'Wr0ng-pass', `192.0.2.${i}`)).status);
    }
    const budget = RULE.perAccount.max - 1; // newUser signed in once
    expect(statuses).toEqual([...Array(budget).fill(401), ...Array(12 - budget).fill(429)]);
    expect((await signIn(owner.email, STRONG_PASSWORD, '198.51.100.2')).status).toBe(429);
  });

  it("keeps a stranger's bogus reset tokens from blocking the owner's reset", async () => {
    const owner = await newUser(suite.api);
    const reset = (resetPasswordToken: string, address: string) =>
      suite.api.post('/api/auth/reset-password', {
        json: { userPK: owner.userPK, resetPasswordToken, newPassword: 'N3w-password' },
        ...from(address),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await reset(`bogus-${i}`, '203.0.113.7')).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    // Not a valid token, but checked (400), not refused (429): the owner's would work.
    const owners = await reset('the-emailed-one', '198.51.100.2');
    expect([owners.status, owners.body.message]).toEqual([400, MESSAGES.resetLinkExpired]);
  });

  it('limits each address across accounts as before', async () => {
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.signInPerIp.max; i++) {
      statuses.push((await signIn(`nobody-${i}@example.com`, 'Wr0ng-pass', address)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});
