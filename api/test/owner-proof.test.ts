import { MESSAGES, RECENT_SIGN_IN_SECONDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from './auth-peers.js';
import {
  type ApiClient,
  ApiClient as Client,
  claimsOf,
  newUser,
  type SignedInUser,
  STRONG_PASSWORD,
  signIn,
} from './client.js';
import { callback, goThroughProvider } from './google-flow.js';
import { SKIP, serverForSuite, startServer, type TestServer } from './harness.js';

/**
 * Issue H6 item 4: an open session alone does not change the password or delete the
 * account. Proof is the current password, or a sign-in of the last RECENT_SIGN_IN_SECONDS
 * (the spec's `{ newPassword }` and body-less DELETE keep working right after signing in).
 * A refresh is not a sign-in: the token's `auth_time` stays the sign-in's.
 */

const NEW_PASSWORD = 'N3w-password';
const TOO_OLD_MS = (RECENT_SIGN_IN_SECONDS + 60) * 1000;

/**
 * Moves the user's sign-ins back in time (what the database knows of them) and refreshes,
 * as a client does when its token expires: the new token names the sign-in's old time.
 */
async function signedInLongAgo(
  server: TestServer,
  api: ApiClient,
  user: { userPK: string; refreshCookie: string },
): Promise<string> {
  const userId = user.userPK.slice('USER#'.length);
  await server.db.kysely
    .updateTable('refresh_tokens')
    .set((eb) => ({ created_at: eb('created_at', '-', TOO_OLD_MS) }))
    .where('user_id', '=', userId)
    .execute();
  const refreshed = await api.post('/api/auth/refresh-tokens', {
    refreshCookie: user.refreshCookie,
  });
  expect(refreshed.status).toBe(200);
  return refreshed.body.access_token;
}

const changePassword = (api: ApiClient, token: string, body: Record<string, string>) =>
  api.post('/api/auth/change-password', { token, json: { newPassword: NEW_PASSWORD, ...body } });

async function expectPasswordUnchanged(api: ApiClient, user: SignedInUser) {
  await signIn(api, user.email, STRONG_PASSWORD);
  await expect(signIn(api, user.email, NEW_PASSWORD)).rejects.toThrow(/401/);
}

describe.skipIf(SKIP)('password change and deletion need proof of the owner', () => {
  const suite = serverForSuite();

  it('puts the sign-in time in the token as auth_time, and keeps it through refreshes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const user = await newUser(suite.api);
    const signedInAt = claimsOf(user.token).auth_time;
    expect(signedInAt).toBeGreaterThanOrEqual(before - 1);
    expect(signedInAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    const refreshed = await suite.api.post('/api/auth/refresh-tokens', {
      refreshCookie: user.refreshCookie,
    });
    expect(claimsOf(refreshed.body.access_token).auth_time).toBe(signedInAt);
    const old = await signedInLongAgo(suite.server, suite.api, {
      ...user,
      refreshCookie: refreshed.refreshCookie!,
    });
    expect(claimsOf(old).auth_time).toBe(signedInAt - TOO_OLD_MS / 1000);
  });

  it("takes the spec's { newPassword } from a session signed in just now", async () => {
    const user = await newUser(suite.api);
    const changed = await changePassword(suite.api, user.token, {});
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.passwordChanged);
    await signIn(suite.api, user.email, NEW_PASSWORD);
  });

  it('refuses a change from an older sign-in without the current password, changing nothing', async () => {
    const user = await newUser(suite.api);
    const token = await signedInLongAgo(suite.server, suite.api, user);
    const refused = await changePassword(suite.api, token, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: MESSAGES.currentPasswordRequired,
      code: 'currentPasswordRequired',
    });
    const wrong = await changePassword(suite.api, token, { currentPassword: 'Wr0ng-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(MESSAGES.currentPasswordWrong);
    await expectPasswordUnchanged(suite.api, user);
  });

  it('changes the password from an older sign-in given the current one', async () => {
    const user = await newUser(suite.api);
    const token = await signedInLongAgo(suite.server, suite.api, user);
    const changed = await changePassword(suite.api, token, { currentPassword: STRONG_PASSWORD });
    expect(changed.status).toBe(200);
    await signIn(suite.api, user.email, NEW_PASSWORD);
  });

  it('refuses to delete from an older sign-in without the current password, keeping everything', async () => {
    const user = await newUser(suite.api);
    const token = await signedInLongAgo(suite.server, suite.api, user);
    const bare = await suite.api.delete('/api/auth/delete-account', { token });
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe(MESSAGES.currentPasswordRequired);
    const wrong = await suite.api.delete('/api/auth/delete-account', {
      token,
      json: { currentPassword: 'Wr0ng-password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(MESSAGES.currentPasswordWrong);
    expect((await suite.api.get('/api/projects', { token })).status).toBe(200);
    await signIn(suite.api, user.email, STRONG_PASSWORD);
  });

  it('deletes from an older sign-in given the current password in the body', async () => {
    const user = await newUser(suite.api);
    const token = await signedInLongAgo(suite.server, suite.api, user);
    const deleted = await suite.api.delete('/api/auth/delete-account', {
      token,
      json: { currentPassword: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    await expect(signIn(suite.api, user.email, STRONG_PASSWORD)).rejects.toThrow(/401/);
  });

  it("takes the spec's body-less DELETE from a session signed in just now", async () => {
    const user = await newUser(suite.api);
    const deleted = await suite.api.delete('/api/auth/delete-account', { token: user.token });
    expect(deleted.status).toBe(204);
  });

  it('refuses a current password that is not text with a readable 400', async () => {
    const user = await newUser(suite.api);
    const response = await suite.api.post('/api/auth/change-password', {
      token: user.token,
      json: { newPassword: NEW_PASSWORD, currentPassword: 42 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.currentPasswordRequired);
  });
});

describe.skipIf(SKIP)('with RECENT_SIGN_IN_SECONDS=0', () => {
  const suite = serverForSuite({ RECENT_SIGN_IN_SECONDS: '0' });

  it('asks for the current password even right after signing in', async () => {
    const user = await newUser(suite.api);
    const refused = await changePassword(suite.api, user.token, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.currentPasswordRequired);
    const changed = await changePassword(suite.api, user.token, {
      currentPassword: STRONG_PASSWORD,
    });
    expect(changed.status).toBe(200);
  });
});

describe.skipIf(SKIP)('current-password checks are throttled like sign-ins', () => {
  const suite = serverForSuite({ RATE_LIMITS: 'on' });

  it('stops a session guessing its own password after the lock-out share', async () => {
    const user = await newUser(suite.api);
    const token = await signedInLongAgo(suite.server, suite.api, user);
    const answers: number[] = [];
    for (let guess = 0; guess < 7; guess++) {
      answers.push(
        (await changePassword(suite.api, token, { currentPassword: `Guess-${guess}` })).status,
      );
    }
    // Five wrong checks from this address, then it waits (the lock-out rule's share).
    expect(answers).toEqual([403, 403, 403, 403, 403, 429, 429]);
    await expectPasswordUnchanged(suite.api, user);
  });
});

describe.skipIf(SKIP)('an account without a password (Google sign-in)', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    provider = await startOidcProvider();
    server = await startServer(provider.env());
    api = new Client(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  async function googleUser(sub: string) {
    provider.signInAs({ sub, email: `${sub}@example.com`, email_verified: true });
    const returned = await goThroughProvider(server);
    const signedIn = await callback(
      api,
      { code: returned.code, state: returned.state },
      returned.flowCookie,
    );
    expect(signedIn.status).toBe(200);
    const token: string = signedIn.body.access_token;
    return { token, refreshCookie: signedIn.refreshCookie!, userPK: claimsOf(token).PK };
  }

  it('is deleted from a sign-in made just now', async () => {
    const user = await googleUser('google-fresh');
    const deleted = await api.delete('/api/auth/delete-account', { token: user.token });
    expect(deleted.status).toBe(204);
  });

  it('asks an older sign-in to sign in again, whatever password it sends', async () => {
    const user = await googleUser('google-old');
    const token = await signedInLongAgo(server, api, user);
    for (const body of [undefined, { currentPassword: STRONG_PASSWORD }]) {
      const refused = await api.delete('/api/auth/delete-account', { token, json: body });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(MESSAGES.recentSignInRequired);
    }
    expect((await api.get('/api/projects', { token })).status).toBe(200);
  });
});
