// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changePassword,
  deleteAccount,
  exchangeGoogleCode,
  fetchAuthProviders,
  googleSignInStartUrl,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './auth-api';
import { configureAuth, resetAuthConfig } from './config';
import { ApiError } from './errors';
import { jsonResponse, jwtExpired, stubFetch } from './test-support';
import { tokenStore } from './token-store';

const reload = vi.fn();

beforeEach(() => configureAuth({ reload }));
afterEach(() => {
  reload.mockReset();
  resetAuthConfig();
  vi.unstubAllGlobals();
});

const credentials = { username: 'alice@example.com', password: 'Secret123' };

describe('signing up and in', () => {
  it('signs up with a JSON body and no token', async () => {
    const { calls } = stubFetch(() => jsonResponse(201, { message: 'Account created' }));
    await signUp(credentials);
    expect(calls).toMatchObject([
      { url: '/api/auth/sign-up', method: 'POST', authorization: null },
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual(credentials);
  });

  it('shows the server message of a refused sign-up', async () => {
    stubFetch(() =>
      jsonResponse(409, { statusCode: 409, message: 'User with this email already exists' }),
    );
    const error = await signUp(credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'User with this email already exists' });
  });

  it('signs in with the cookie allowed and stores the access token', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { access_token: 'signed-in' }));
    await signIn(credentials);
    expect(calls).toMatchObject([
      { url: '/api/auth/sign-in', method: 'POST', credentials: 'include' },
    ]);
    expect(tokenStore.get()).toBe('signed-in');
  });

  it('keeps the user signed out when the credentials are wrong', async () => {
    stubFetch(() => jsonResponse(401, { message: 'Wrong email or password' }));
    await expect(signIn(credentials)).rejects.toThrow('Wrong email or password');
    expect(tokenStore.get()).toBeNull();
  });

  it('exchanges a Google code and its state for a stored token', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { access_token: 'google-token' }));
    await exchangeGoogleCode('the-code', 'the-state');
    expect(calls).toMatchObject([
      { url: '/api/auth/google/callback', method: 'POST', credentials: 'include' },
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ code: 'the-code', state: 'the-state' });
    expect(tokenStore.get()).toBe('google-token');
  });

  it("rejects with the server's message when the exchange is refused", async () => {
    stubFetch(() => jsonResponse(400, { message: 'This Google sign-in has expired.' }));
    await expect(exchangeGoogleCode('the-code')).rejects.toThrow(
      'This Google sign-in has expired.',
    );
    expect(tokenStore.get()).toBeNull();
  });
});

describe('external sign-in providers', () => {
  it('reads which providers the server offers', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { google: true }));
    expect(await fetchAuthProviders()).toEqual({ google: true });
    expect(calls).toMatchObject([{ url: '/api/auth/providers' }]);
  });

  it('offers none when the server cannot be asked or answers oddly', async () => {
    stubFetch(() => jsonResponse(500, { message: 'Something went wrong' }));
    expect(await fetchAuthProviders()).toEqual({ google: false });
    stubFetch(() => jsonResponse(200, { google: 'yes' }));
    expect(await fetchAuthProviders()).toEqual({ google: false });
  });

  it('starts Google sign-in at the API', () => {
    expect(googleSignInStartUrl()).toBe('/api/auth/google/start');
  });
});

describe('signOut', () => {
  it('revokes the sign-in, then removes the token and reloads', async () => {
    tokenStore.set('token');
    const { calls } = stubFetch(() => {
      expect(tokenStore.get()).toBe('token'); // revoked before the local sign-out
      return jsonResponse(200, { message: 'Signed out' });
    });
    await signOut();
    expect(calls).toMatchObject([
      { url: '/api/auth/revoke-token', method: 'POST', credentials: 'include' },
    ]);
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signs out locally even when the revoke call fails', async () => {
    tokenStore.set('token');
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await signOut();
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('changePassword and deleteAccount', () => {
  it('changes the password with the bearer token', async () => {
    tokenStore.set('token');
    const { calls } = stubFetch(() =>
      jsonResponse(200, { message: 'Password Changed Successfully!' }),
    );
    await changePassword('NewSecret1');
    expect(calls).toMatchObject([
      { url: '/api/auth/change-password', method: 'POST', authorization: 'Bearer token' },
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ newPassword: 'NewSecret1' });
  });

  it('sends the current password when given, as proof of the owner', async () => {
    tokenStore.set('token');
    const { calls } = stubFetch(() =>
      jsonResponse(200, { message: 'Password Changed Successfully!' }),
    );
    await changePassword('NewSecret1', 'OldSecret1');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      newPassword: 'NewSecret1',
      currentPassword: 'OldSecret1',
    });
  });

  it('deletes with the current password in a JSON body when given', async () => {
    tokenStore.set('token');
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    await deleteAccount('OldSecret1');
    expect(calls).toMatchObject([{ url: '/api/auth/delete-account', method: 'DELETE' }]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ currentPassword: 'OldSecret1' });
  });

  it('rejects a refusal for want of proof with its code, keeping the session', async () => {
    tokenStore.set('token');
    stubFetch(() =>
      jsonResponse(403, {
        message: 'Enter your current password to continue.',
        code: 'currentPasswordRequired',
      }),
    );
    const refusal = await changePassword('NewSecret1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('currentPasswordRequired');
    expect(tokenStore.get()).toBe('token');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about the session, without signing out', async () => {
    tokenStore.set('token');
    stubFetch(() => jsonResponse(403, { message: 'Only accounts with a password can change it' }));
    await expect(changePassword('NewSecret1')).rejects.toThrow(
      'Only accounts with a password can change it',
    );
    expect(tokenStore.get()).toBe('token');
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs out when the call still fails after a refresh', async () => {
    tokenStore.set('old');
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/auth/refresh-tokens') {
        return jsonResponse(200, { access_token: 'new' });
      }
      if (call.url === '/api/auth/revoke-token') return jsonResponse(200, {});
      return call.authorization === 'Bearer old'
        ? jwtExpired()
        : jsonResponse(401, { message: 'This account no longer exists' });
    });
    await expect(changePassword('NewSecret1')).rejects.toThrow('This account no longer exists');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/change-password',
      '/api/auth/refresh-tokens',
      '/api/auth/change-password',
      '/api/auth/revoke-token',
    ]);
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signs out once when the refresh itself fails', async () => {
    tokenStore.set('old');
    stubFetch((call) =>
      call.url === '/api/auth/refresh-tokens'
        ? jsonResponse(401, { message: 'Refresh token is invalid or expired' })
        : jwtExpired(),
    );
    await expect(deleteAccount()).rejects.toThrow('Refresh token is invalid or expired');
    expect(tokenStore.get()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('deletes the account and forgets its token', async () => {
    tokenStore.set('token');
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    await deleteAccount();
    expect(calls).toMatchObject([
      { url: '/api/auth/delete-account', method: 'DELETE', authorization: 'Bearer token' },
    ]);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('password reset', () => {
  it('asks for a reset email without a token', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { message: 'sent' }));
    await requestPasswordReset('alice@example.com');
    expect(calls).toMatchObject([
      { url: '/api/auth/request-password-reset', method: 'POST', authorization: null },
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ username: 'alice@example.com' });
  });

  it('resets the password and answers the server message', async () => {
    const request = { userPK: 'USER#1', resetPasswordToken: 't', newPassword: 'NewSecret1' };
    const { calls } = stubFetch(() =>
      jsonResponse(200, { message: 'Password has been successfully restored' }),
    );
    await expect(resetPassword(request)).resolves.toBe('Password has been successfully restored');
    expect(JSON.parse(String(calls[0]?.body))).toEqual(request);
  });

  it('rejects a failed reset with the server message', async () => {
    stubFetch(() =>
      jsonResponse(400, { message: 'Error has happened during password restoration' }),
    );
    const error = await resetPassword({
      userPK: 'USER#1',
      resetPasswordToken: 'used',
      newPassword: 'NewSecret1',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Error has happened during password restoration',
    });
  });
});
