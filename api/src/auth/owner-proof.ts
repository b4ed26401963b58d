import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { AccountThrottle } from '../http/account-throttle.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { type RateLimitStore, tooManyRequests } from '../http/rate-limits.js';
import { findUserById } from '../store/users.js';
import type { AccessTokenSubject } from './access-tokens.js';
import { verifyPassword } from './passwords.js';

/** Clocks of the instances may differ a little; a sign-in this far "in the future" still counts. */
const CLOCK_SKEW_MS = 30_000;

/**
 * Whether the token's sign-in (not a refresh: `auth_time` stays the sign-in's) is recent
 * enough to stand as proof. A token without `auth_time` (issued before it existed) is not.
 */
function signedInRecently(subject: AccessTokenSubject, recentSeconds: number): boolean {
  if (subject.auth_time === undefined) return false;
  const age = Date.now() - subject.auth_time * 1000;
  return age >= -CLOCK_SKEW_MS && age <= recentSeconds * 1000;
}

/**
 * Proof that the person at a session is the account's owner, before the password is
 * changed or the account deleted (issue H6): an open session alone (a borrowed laptop, a
 * stolen token) must not do either. Proof is the current password, or a sign-in of the
 * last `recentSignInSeconds` (RECENT_SIGN_IN_SECONDS unless configured), so the spec's calls without a password keep working for a
 * client that has just signed in. An account without a password (made by Google sign-in)
 * can only prove itself by signing in again.
 *
 * Checks of the current password are throttled like sign-ins (the lock-out rule, per
 * account and address): a session must not become a way to guess its own password.
 */
export function ownerProof(
  db: Db,
  store: RateLimitStore,
  { rateLimits: limits, recentSignInSeconds }: Config,
) {
  const throttle = new AccountThrottle(store, 'current-password', {
    perAccount: limits.signInPerAccount,
    afterFailure: limits.signInAfterFailure,
  });
  return async function requireOwnerProof(
    request: FastifyRequest,
    reply: FastifyReply,
    subject: AccessTokenSubject,
    currentPassword: string | undefined,
  ): Promise<void> {
    const account = await findUserById(db, subject.userId);
    if (!account) throw unauthorized(MESSAGES.accountGone);
    if (currentPassword && account.password_hash) {
      if (limits.enabled) {
        const admission = await throttle.admit(account.id, request.ip);
        if (!admission.admitted) throw tooManyRequests(reply, admission.resetAt);
      }
      if (await verifyPassword(account.password_hash, currentPassword)) return;
      if (limits.enabled) await throttle.failed(account.id, request.ip);
      throw forbidden(MESSAGES.currentPasswordWrong);
    }
    if (signedInRecently(subject, recentSignInSeconds)) return;
    throw forbidden(
      account.password_hash ? MESSAGES.currentPasswordRequired : MESSAGES.recentSignInRequired,
    );
  };
}
