import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, type OidcPeer, startOidcProvider } from './auth-peers.js';
import { ApiClient, claimsOf, newUser, STRONG_PASSWORD, signIn } from './client.js';
import { callback, FLOW_COOKIE, goThroughProvider } from './google-flow.js';
import { SKIP, startServer, type TestServer } from './harness.js';

/**
 * The sealed cookie with one byte in the middle of its ciphertext changed (a JWE in compact
 * form: header, key, IV, ciphertext, tag). Altering the last base64url character instead
 * may leave the bytes as they were, since decoders ignore its spare bits.
 */
function tamperedCiphertext(sealed: string): string {
  const parts = sealed.split('.');
  const ciphertext = Buffer.from(parts[3]!, 'base64url');
  const middle = ciphertext.length >> 1;
  ciphertext[middle] = ciphertext[middle]! ^ 0x01;
  parts[3] = ciphertext.toString('base64url');
  return parts.join('.');
}

describe.skipIf(SKIP)('Google sign-in against a real OpenID provider', () => {
  let provider: OidcPeer;
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    provider = await startOidcProvider();
    server = await startServer(provider.env());
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  async function signInWithGoogle() {
    const returned = await goThroughProvider(server);
    return callback(api, { code: returned.code, state: returned.state }, returned.flowCookie);
  }

  it('tells clients that Google sign-in is offered', async () => {
    const providers = await api.get('/api/auth/providers');
    expect(providers.status).toBe(200);
    expect(providers.body).toEqual({ google: true });
  });

  it('sends the browser to the provider with state, nonce, PKCE, the scopes and offline access', async () => {
    const { authorizeUrl, flowCookieHeader, state } = await goThroughProvider(server);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toMatchObject({
      client_id: OIDC_CLIENT_ID,
      response_type: 'code',
      access_type: 'offline',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:0/',
    });
    expect(query.scope!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(query.state).toMatch(/^[\w-]{32,}$/);
    expect(query.nonce).toMatch(/^[\w-]{32,}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    // Kept by the browser, unreadable to scripts and other sites, sealed against reading.
    expect(flowCookieHeader).toMatch(/HttpOnly/i);
    expect(flowCookieHeader).toMatch(/SameSite=Strict/i);
    expect(flowCookieHeader).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(flowCookieHeader).toMatch(/Max-Age=600/);
    expect(flowCookieHeader).not.toContain(state);
    // A second start is a second, unrelated sign-in.
    const again = await goThroughProvider(server);
    expect(again.state).not.toBe(state);
  });

  it('creates a Google account on first sign-in and finds it again by issuer + subject', async () => {
    provider.signInAs({ sub: 'google-new', email: 'New.Person@Example.com', email_verified: true });
    const first = await signInWithGoogle();
    expect(first.status).toBe(200);
    expect(first.refreshCookie).toBeTruthy();
    const firstClaims = claimsOf(first.body.access_token);
    expect(firstClaims).toMatchObject({ username: 'new.person@example.com', authMethod: 'google' });
    // The pending sign-in is spent.
    expect(first.headers.getSetCookie().join('\n')).toMatch(
      /google_sign_in=;.*Expires=Thu, 01 Jan 1970/,
    );

    // The same person comes back with another email: still the same account.
    provider.signInAs({ sub: 'google-new', email: 'renamed@example.com', email_verified: true });
    const second = await signInWithGoogle();
    expect(second.status).toBe(200);
    expect(claimsOf(second.body.access_token).PK).toBe(firstClaims.PK);

    // The session works like any other: bearer calls, and a refresh that stays 'google'.
    const projects = await api.get('/api/projects', { token: second.body.access_token });
    expect(projects.status).toBe(200);
    const refreshed = await api.post('/api/auth/refresh-tokens', {
      refreshCookie: second.refreshCookie,
    });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.access_token).authMethod).toBe('google');

    // No password to change, and none to restore: no email is sent for this account.
    const change = await api.post('/api/auth/change-password', {
      token: second.body.access_token,
      json: { newPassword: STRONG_PASSWORD },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(MESSAGES.passwordChangeNotAllowed);
    const reset = await api.post('/api/auth/request-password-reset', {
      json: { username: 'new.person@example.com' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.resetRequested);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
    // Signing up with its email is refused as for any existing account.
    const signUp = await api.post('/api/auth/sign-up', {
      json: { username: 'new.person@example.com', password: STRONG_PASSWORD },
    });
    expect(signUp.status).toBe(409);
  });

  it('links a password account when the provider vouches for its email', async () => {
    const owner = await newUser(api, 'linked.owner@example.com');
    provider.signInAs({
      sub: 'google-linked',
      email: 'LINKED.owner@example.com',
      email_verified: true,
    });
    const viaGoogle = await signInWithGoogle();
    expect(viaGoogle.status).toBe(200);
    const claims = claimsOf(viaGoogle.body.access_token);
    expect(claims.PK).toBe(owner.userPK);
    expect(claims.authMethod).toBe('google');
    // The password still signs in, as a password sign-in.
    const viaPassword = await signIn(api, owner.email, owner.password);
    expect(claimsOf(viaPassword.token).authMethod).toBe('password');
    // A Google sign-in cannot change the password (its owner proved no password).
    const change = await api.post('/api/auth/change-password', {
      token: viaGoogle.body.access_token,
      json: { newPassword: 'Other-passw0rd' },
    });
    expect(change.status).toBe(403);
  });

  it('refuses an unverified email, for an existing account and for a new one, changing nothing', async () => {
    const owner = await newUser(api, 'unverified.owner@example.com');
    provider.signInAs({ sub: 'google-unverified', email: owner.email, email_verified: false });
    const refused = await signInWithGoogle();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.googleEmailNotVerified);
    expect(refused.refreshCookie).toBeUndefined();

    provider.signInAs({ sub: 'google-unverified-2', email: 'nobody.yet@example.com' });
    const stranger = await signInWithGoogle();
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(MESSAGES.googleEmailNotVerified);

    const identities = await server.db.kysely
      .selectFrom('external_identities')
      .select('subject')
      .where('subject', 'in', ['google-unverified', 'google-unverified-2'])
      .execute();
    expect(identities).toEqual([]);
    const users = await server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nobody.yet@example.com')
      .execute();
    expect(users).toEqual([]);
    await signIn(api, owner.email, owner.password);
  });

  it('refuses a second Google identity for an account, and an identity without email', async () => {
    provider.signInAs({
      sub: 'google-first',
      email: 'one.account@example.com',
      email_verified: true,
    });
    expect((await signInWithGoogle()).status).toBe(200);
    provider.signInAs({
      sub: 'google-second',
      email: 'one.account@example.com',
      email_verified: true,
    });
    const second = await signInWithGoogle();
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(MESSAGES.googleOtherAccountLinked);

    provider.signInAs({ sub: 'google-no-email' });
    const noEmail = await signInWithGoogle();
    expect(noEmail.status).toBe(403);
    expect(noEmail.body.message).toBe(MESSAGES.googleEmailMissing);
  });

  it('forgets the identity with its account: the next sign-in makes a new account', async () => {
    provider.signInAs({ sub: 'google-leaver', email: 'leaver@example.com', email_verified: true });
    const first = await signInWithGoogle();
    const firstPK = claimsOf(first.body.access_token).PK;
    const deleted = await api.delete('/api/auth/delete-account', {
      token: first.body.access_token,
    });
    expect(deleted.status).toBe(204);
    const identities = await server.db.kysely
      .selectFrom('external_identities')
      .select('user_id')
      .where('subject', '=', 'google-leaver')
      .execute();
    expect(identities).toEqual([]);
    const again = await signInWithGoogle();
    expect(again.status).toBe(200);
    expect(claimsOf(again.body.access_token).PK).not.toBe(firstPK);
  });

  it('refuses a wrong state, without asking the provider, and spends the pending sign-in', async () => {
    provider.signInAs({ sub: 'google-state', email: 'state@example.com', email_verified: true });
    const returned = await goThroughProvider(server);
    const wrong = await callback(
      api,
      { code: returned.code, state: `${returned.state.slice(0, -1)}x` },
      returned.flowCookie,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.googleStateMismatch);
    expect(wrong.headers.getSetCookie().join('\n')).toMatch(/google_sign_in=;/);
    // The code itself was never spent: the real sign-in could still finish with it.
    const right = await callback(
      api,
      { code: returned.code, state: returned.state },
      returned.flowCookie,
    );
    expect(right.status).toBe(200);
  });

  it('requires the state, and the pending sign-in of this browser', async () => {
    const returned = await goThroughProvider(server);
    const noState = await callback(api, { code: returned.code }, returned.flowCookie);
    expect(noState.status).toBe(400);
    expect(noState.body.message).toBe(MESSAGES.googleStateMissing);
    const noCookie = await callback(api, { code: returned.code, state: returned.state });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.message).toBe(MESSAGES.googleSignInExpired);
    const forged = await callback(
      api,
      { code: returned.code, state: returned.state },
      tamperedCiphertext(returned.flowCookie),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(MESSAGES.googleSignInExpired);
    const noCode = await callback(api, { state: returned.state }, returned.flowCookie);
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(MESSAGES.googleCodeMissing);
  });

  it('refuses a replayed code', async () => {
    provider.signInAs({ sub: 'google-replay', email: 'replay@example.com', email_verified: true });
    const returned = await goThroughProvider(server);
    const body = { code: returned.code, state: returned.state };
    expect((await callback(api, body, returned.flowCookie)).status).toBe(200);
    // Even with the spent cookie kept and sent again, the provider refuses the code.
    const replay = await callback(api, body, returned.flowCookie);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(MESSAGES.googleCodeRejected);
    expect(replay.refreshCookie).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    provider.signInAs({ sub: 'google-slow', email: 'slow@example.com', email_verified: true });
    provider.setCodeLifetime(100);
    try {
      const returned = await goThroughProvider(server);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const late = await callback(
        api,
        { code: returned.code, state: returned.state },
        returned.flowCookie,
      );
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(MESSAGES.googleCodeRejected);
    } finally {
      provider.setCodeLifetime(null);
    }
    const users = await server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'slow@example.com')
      .execute();
    expect(users).toEqual([]);
  });

  it('refuses a callback posted from another site', async () => {
    const returned = await goThroughProvider(server);
    const response = await api.post('/api/auth/google/callback', {
      json: { code: returned.code, state: returned.state },
      headers: { cookie: `${FLOW_COOKIE}=${returned.flowCookie}`, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.crossSiteRejected(server.config.publicUrl));
  });
});

describe.skipIf(SKIP)('Google sign-in when the provider is down', () => {
  it('sends the browser back to the site with an error, and answers the callback 503', async () => {
    const provider = await startOidcProvider();
    const env = provider.env();
    await provider.stop();
    const server = await startServer(env);
    try {
      const api = new ApiClient(server.url);
      const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe('/?error=temporarily_unavailable');
      expect(start.headers.getSetCookie()).toEqual([]);
      const response = await callback(api, { code: 'some-code', state: 'some-state' }, 'x');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.googleSignInExpired);
    } finally {
      await server.close();
    }
  });

  it('answers 503 when the provider goes away between start and callback', async () => {
    const provider = await startOidcProvider();
    const server = await startServer(provider.env());
    try {
      const returned = await goThroughProvider(server);
      await provider.stop();
      const response = await callback(
        new ApiClient(server.url),
        { code: returned.code, state: returned.state },
        returned.flowCookie,
      );
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(MESSAGES.googleUnavailable);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(SKIP)('Google sign-in not configured', () => {
  it('says so to clients, and the endpoints answer readably', async () => {
    const server = await startServer();
    try {
      const api = new ApiClient(server.url);
      expect((await api.get('/api/auth/providers')).body).toEqual({ google: false });
      const start = await fetch(`${server.url}/api/auth/google/start`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe('/?error=not_configured');
      const response = await callback(api, { code: 'c', state: 's' });
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(MESSAGES.googleNotConfigured);
    } finally {
      await server.close();
    }
  });
});
