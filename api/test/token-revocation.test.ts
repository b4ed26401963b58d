import { MESSAGES, parseKey } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { createPasswordResetToken } from '../src/store/passwords.js';
import { newProject, newUser, type SignedInUser, signIn } from './client.js';
import { SKIP, serverForSuite } from './harness.js';

/**
 * Access tokens end with their sign-in (issue 17): after a sign-out, a password change
 * or reset, an account deletion or a replayed refresh token, the sign-in's access token is
 * refused at once by the instance that made the change (another instance within
 * SESSION_RECHECK_MS: src/auth/session-check.test.ts, scale-out.postgres-only.test.ts),
 * as an expired one, so the client's refresh fails and it signs out.
 */

describe.skipIf(SKIP)('access tokens of a sign-in that has ended', () => {
  const suite = serverForSuite();
  const projects = (user: SignedInUser, token = user.token) =>
    suite.api.get('/api/projects', { token });
  /** The token is refused as an expired one. */
  async function expectRefused(user: SignedInUser, token = user.token) {
    const answer = await projects(user, token);
    expect([answer.status, answer.body.message]).toEqual([401, MESSAGES.jwtExpired]);
  }
  /** A user signed in twice (two sign-ins: two browsers), both tokens used once. */
  async function twoSignIns() {
    const user = await newUser(suite.api);
    const other = await signIn(suite.api, user.email, user.password);
    expect((await projects(user)).status).toBe(200);
    expect((await projects(other)).status).toBe(200);
    return [user, other] as const;
  }

  it('after a sign-out, refuses that sign-in only', async () => {
    const [user, other] = await twoSignIns();
    const out = await suite.api.post('/api/auth/revoke-token', {
      refreshCookie: user.refreshCookie,
    });
    expect(out.status).toBe(200);
    await expectRefused(user);
    expect((await projects(other)).status).toBe(200);
  });

  it("after a password change, refuses the other sign-ins and keeps the changer's", async () => {
    const [user, other] = await twoSignIns();
    const changed = await suite.api.post('/api/auth/change-password', {
      token: user.token,
      json: { newPassword: 'N3w-password' },
    });
    expect(changed.status).toBe(200);
    await expectRefused(other);
    expect((await projects(user)).status).toBe(200);
  });

  it('after a password reset, refuses every sign-in', async () => {
    const [user, other] = await twoSignIns();
    // A token as the reset email carries it (auth.test.ts follows the emailed link itself).
    const userId = parseKey('user', user.userPK)!;
    const token = await createPasswordResetToken(suite.server.db, userId, 60_000);
    const reset = await suite.api.post('/api/auth/reset-password', {
      json: { userPK: user.userPK, resetPasswordToken: token, newPassword: 'Rest0red-pass' },
    });
    expect(reset.status).toBe(200);
    await expectRefused(user);
    await expectRefused(other);
  });

  it('after the account is deleted, refuses its tokens', async () => {
    const [user, other] = await twoSignIns();
    await newProject(suite.api, user);
    const deleted = await suite.api.delete('/api/auth/delete-account', { token: user.token });
    expect(deleted.status).toBe(204);
    await expectRefused(user);
    await expectRefused(other);
    const create = await suite.api.post('/api/projects', { token: other.token });
    expect(create.status).toBe(401);
  });

  it('after a replayed refresh token, refuses the tokens of that sign-in', async () => {
    const [user, other] = await twoSignIns();
    const rotated = await suite.api.post('/api/auth/refresh-tokens', {
      refreshCookie: user.refreshCookie,
    });
    expect(rotated.status).toBe(200);
    const fresh: string = rotated.body.access_token;
    expect((await projects(user, fresh)).status).toBe(200);
    // The old cookie again: a leak or a replay, so the whole sign-in ends.
    const replay = await suite.api.post('/api/auth/refresh-tokens', {
      refreshCookie: user.refreshCookie,
    });
    expect(replay.status).toBe(401);
    await expectRefused(user);
    await expectRefused(user, fresh);
    expect((await projects(other)).status).toBe(200);
  });
});
