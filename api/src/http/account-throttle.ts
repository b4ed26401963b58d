import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitRule, RateLimits } from '../config.js';
import { type RateLimitStore, tooManyRequests } from './rate-limits.js';

/**
 * How many secret checks one account gets (a password at sign-in, a token at reset), and
 * how much of that an address which recently failed for the account may use.
 */
export interface AccountThrottleRule {
  /** Checks of one account in a window, from every address together: the guessing bound. */
  perAccount: RateLimitRule;
  /**
   * An address that failed for the account within `windowMs` is let through only while
   * the account's window holds fewer than `max` checks; the rest of the budget is kept
   * for addresses without recent failures, such as the owner's.
   */
  afterFailure: RateLimitRule;
}

export type Admission = { admitted: true } | { admitted: false; resetAt: number };

/**
 * The lock-out rule (api/README.md, "Rate limits and lock-out"). Failures are counted per
 * account *and* address; only checks that are let through count against the account,
 * so an address being refused uses up nothing. One address, or a few, guessing an
 * account therefore cannot keep its owner out: once they have used the share open to
 * failing addresses, they are refused, and the owner, from an address with no recent
 * failure, still has the rest. The total stays bounded by `perAccount` whatever the
 * number of addresses; only an attacker with more fresh addresses than the reserved
 * share, every window, can use it all up.
 */
export class AccountThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly name: string,
    private readonly rule: AccountThrottleRule,
  ) {}

  private failuresKey(account: string, address: string) {
    return `${this.name}-failed:${JSON.stringify([account, address])}`;
  }

  /** Whether `address` may have a secret of `account` checked now; counts it if so. */
  async admit(account: string, address: string): Promise<Admission> {
    const { perAccount, afterFailure } = this.rule;
    const failures = await this.store.hit(this.failuresKey(account, address), 0, 0);
    const share = failures.count > 0 ? Math.min(afterFailure.max, perAccount.max) : perAccount.max;
    const checks = await this.store.hit(
      `${this.name}-account:${account}`,
      perAccount.windowMs,
      share,
    );
    return checks.counted ? { admitted: true } : { admitted: false, resetAt: checks.resetAt };
  }

  /** Remembers a wrong secret for the account from this address. */
  async failed(account: string, address: string): Promise<void> {
    await this.store.hit(this.failuresKey(account, address), this.rule.afterFailure.windowMs);
  }
}

/** The throttle as Fastify hooks: a pre-handler that admits, and a failure to record. */
export function accountThrottler(store: RateLimitStore, limits: RateLimits) {
  return (
    name: string,
    rule: AccountThrottleRule,
    accountOf: (request: FastifyRequest) => string,
  ) => {
    const throttle = new AccountThrottle(store, name, rule);
    const admit: preHandlerAsyncHookHandler = async (request, reply: FastifyReply) => {
      const admission = await throttle.admit(accountOf(request), request.ip);
      if (!admission.admitted) throw tooManyRequests(reply, admission.resetAt);
    };
    return {
      preHandler: limits.enabled ? [admit] : [],
      failed: (request: FastifyRequest) =>
        limits.enabled ? throttle.failed(accountOf(request), request.ip) : Promise.resolve(),
    };
  };
}
