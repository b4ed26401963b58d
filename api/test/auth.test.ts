import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApiClient,
  claimsOf,
  newProject,
  newUser,
  STRONG_PASSWORD,
  signIn,
} from './client.js';
import { SKIP, serverForSuite, startServer } from './harness.js';

/** Exchanges a refresh cookie, as the client does when its access token expires. */
const refresh = (api: ApiClient, cookie: string) =>
  api.post('/api/auth/refresh-tokens', { refreshCookie: cookie });

/** The reset link of the newest email in the outbox (the default, SMTP-less mailer). */
async function resetLinkFromOutbox(dataDir: string): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    const newest = files.at(-1);
    if (newest) {
      const eml = fs.readFileSync(path.join(outbox, newest), 'utf8');
      const link = eml.match(/https?:\/\/\S+\/passwordReset\?\S+/)?.[0];
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no reset email in the outbox');
}

describe.skipIf(SKIP)('password sign-up and sign-in', () => {
  const suite = serverForSuite();

  it('signs a new account in at once, and refuses a second sign-up with that email', async () => {
    const user = await newUser(suite.api, 'Mixed.Case@Example.com');
    expect(user.token.split('.')).toHaveLength(3);
    expect(user.refreshCookie).toBeTruthy();
    const again = await suite.api.post('/api/auth/sign-up', {
      json: { username: 'mixed.case@example.com', password: STRONG_PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.userExists);
  });

  it('puts PK, username and authMethod in the access token for the client to decode', async () => {
    const user = await newUser(suite.api, 'claims@example.com');
    const claims = claimsOf(user.token);
    expect(claims).toMatchObject({
      PK: expect.stringMatching(/^USER#[0-9a-f-]{36}$/),
      username: 'claims@example.com',
      authMethod: 'password',
    });
    expect(claims.SK).toBe(claims.PK);
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict, scoped to /api/auth', async () => {
    const email = `cookie-${Date.now()}@example.com`;
    await suite.api.post('/api/auth/sign-up', {
      json: { username: email, password: STRONG_PASSWORD },
    });
    const response = await suite.api.post('/api/auth/sign-in', {
      json: { username: email, password: STRONG_PASSWORD },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Expires=/);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await newUser(suite.api);
    const wrong = await suite.api.post('/api/auth/sign-in', {
      json: { username: user.email, password: 'Wrong-passw0rd' },
    });
    const unknown = await suite.api.post('/api/auth/sign-in', {
      json: { username: 'nobody@example.com', password: 'Wrong-passw0rd' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses cookie endpoints called from another site', async () => {
    const user = await newUser(suite.api);
    const crossSite = await suite.api.post('/api/auth/refresh-tokens', {
      refreshCookie: user.refreshCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe(MESSAGES.crossSiteRejected(suite.server.config.publicUrl));
    const sameSite = await suite.api.post('/api/auth/refresh-tokens', {
      refreshCookie: user.refreshCookie,
      headers: { origin: new URL(suite.server.config.publicUrl).origin },
    });
    expect(sameSite.status).toBe(200);
  });
});

describe.skipIf(SKIP)('refresh-token rotation', () => {
  const suite = serverForSuite();

  it('rotates on every refresh; replaying a rotated token kills the whole family', async () => {
    const user = await newUser(suite.api);
    const first = user.refreshCookie;
    const r1 = await refresh(suite.api, first);
    const r2 = await refresh(suite.api, r1.refreshCookie!);
    const r3 = await refresh(suite.api, r2.refreshCookie!);
    for (const r of [r1, r2, r3]) {
      expect(r.status).toBe(200);
      expect(r.body.access_token).toBeTruthy();
    }
    const issued = [first, r1.refreshCookie, r2.refreshCookie, r3.refreshCookie];
    expect(new Set(issued).size).toBe(4);

    const replay = await refresh(suite.api, first);
    expect(replay.status).toBe(401);
    expect(replay.refreshCookie).toBe('');
    // Every token of that family is dead now, including the newest, never-used one.
    for (const token of issued.slice(1)) {
      expect((await refresh(suite.api, token!)).status).toBe(401);
    }
  });

  it('treats two refreshes racing with one token as a replay (clients must refresh once)', async () => {
    const user = await newUser(suite.api);
    const [a, b] = await Promise.all([
      refresh(suite.api, user.refreshCookie),
      refresh(suite.api, user.refreshCookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await refresh(suite.api, winner.refreshCookie!)).status).toBe(401);
  });

  it('leaves other sign-ins of the same user alive when one family is revoked', async () => {
    const user = await newUser(suite.api);
    const other = await signIn(suite.api, user.email, user.password);
    const rotated = await refresh(suite.api, user.refreshCookie);
    await refresh(suite.api, user.refreshCookie); // replay: revokes only this family
    expect((await refresh(suite.api, rotated.refreshCookie!)).status).toBe(401);
    expect((await refresh(suite.api, other.refreshCookie)).status).toBe(200);
  });

  it('signs out: revoke-token kills the family and clears the cookie', async () => {
    const user = await newUser(suite.api);
    const out = await suite.api.post('/api/auth/revoke-token', {
      refreshCookie: user.refreshCookie,
    });
    expect(out.status).toBe(200);
    expect(out.refreshCookie).toBe('');
    expect((await refresh(suite.api, user.refreshCookie)).status).toBe(401);
  });

  it('refuses a missing or made-up refresh token', async () => {
    const missing = await suite.api.post('/api/auth/refresh-tokens');
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe(MESSAGES.refreshTokenMissing);
    expect((await refresh(suite.api, 'made-up')).status).toBe(401);
  });
});

describe.skipIf(SKIP)('expired access tokens', () => {
  // A token's `exp` is whole seconds (now rounded down, plus the TTL), so a 1 s TTL gave the
  // renewed token as little as a few milliseconds to live, and a busy machine saw it
  // expire before the retry. With 4 s it lives at least 3 s; the first token's own `exp`
  // says when it has expired.
  const TTL_SECONDS = 4;

  it("answers 401 'jwt expired', and a refresh gives a token that works", async () => {
    const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
    try {
      const { ApiClient } = await import('./client.js');
      const api = new ApiClient(server.url);
      const user = await newUser(api);
      const wait = claimsOf(user.token).exp * 1000 + 100 - Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      const expired = await api.get('/api/projects', { token: user.token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe('jwt expired');
      const renewed = await refresh(api, user.refreshCookie);
      const retried = await api.get('/api/projects', { token: renewed.body.access_token });
      expect(retried.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(SKIP)('password change, reset and account deletion', () => {
  const suite = serverForSuite();

  it('changes the password, keeps this session and signs the others out', async () => {
    const user = await newUser(suite.api);
    const other = await signIn(suite.api, user.email, user.password);
    const changed = await suite.api.post('/api/auth/change-password', {
      token: user.token,
      json: { newPassword: 'N3w-password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password Changed Successfully!');
    expect((await refresh(suite.api, user.refreshCookie)).status).toBe(200);
    expect((await refresh(suite.api, other.refreshCookie)).status).toBe(401);
    await expect(signIn(suite.api, user.email, user.password)).rejects.toThrow(/401/);
    await signIn(suite.api, user.email, 'N3w-password');
  });

  it('refuses a weak new password with the policy message', async () => {
    const user = await newUser(suite.api);
    const weak = await suite.api.post('/api/auth/change-password', {
      token: user.token,
      json: { newPassword: 'alllowercase1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.passwordPolicy);
  });

  it('resets a password through the emailed link, once', async () => {
    const user = await newUser(suite.api);
    const requested = await suite.api.post('/api/auth/request-password-reset', {
      json: { username: user.email },
    });
    expect(requested.status).toBe(200);
    const link = await resetLinkFromOutbox(suite.server.dataDir);
    expect(link.origin).toBe(suite.server.config.publicUrl);
    expect(link.pathname).toBe('/passwordReset');
    expect(link.searchParams.get('userPK')).toBe(user.userPK);
    const body = {
      userPK: link.searchParams.get('userPK'),
      resetPasswordToken: link.searchParams.get('token'),
      newPassword: 'Rest0red-pass',
    };
    const reset = await suite.api.post('/api/auth/reset-password', { json: body });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password has been successfully restored');
    // Every session ends with a reset; the new password works, the old one does not.
    expect((await refresh(suite.api, user.refreshCookie)).status).toBe(401);
    await signIn(suite.api, user.email, 'Rest0red-pass');

    const reused = await suite.api.post('/api/auth/reset-password', {
      json: { ...body, newPassword: 'An0ther-pass' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      message: MESSAGES.resetLinkExpired,
      code: 'resetLinkExpired',
    });
    await signIn(suite.api, user.email, 'Rest0red-pass');
  });

  it('answers a reset request for an unknown email exactly as for a known one', async () => {
    const user = await newUser(suite.api);
    const known = await suite.api.post('/api/auth/request-password-reset', {
      json: { username: user.email },
    });
    const unknown = await suite.api.post('/api/auth/request-password-reset', {
      json: { username: 'ghost@example.com' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('deletes the account with everything it owns', async () => {
    const user = await newUser(suite.api);
    await newProject(suite.api, user);
    const deleted = await suite.api.delete('/api/auth/delete-account', { token: user.token });
    expect(deleted.status).toBe(204);
    await expect(signIn(suite.api, user.email, user.password)).rejects.toThrow(/401/);
    expect((await refresh(suite.api, user.refreshCookie)).status).toBe(401);
    // Its access token ended with its sign-ins (token-revocation.test.ts).
    const create = await suite.api.post('/api/projects', { token: user.token });
    expect([create.status, create.body.message]).toEqual([401, MESSAGES.jwtExpired]);
  });
});
