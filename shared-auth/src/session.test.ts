import { describe, expect, it } from 'vitest';
import { decodeSession, isRecentSignIn } from './session';
import { aliceClaims, makeToken } from './test-support';

describe('decodeSession', () => {
  it('reads the session from the token payload, leaving out the standard claims', () => {
    const token = makeToken({ ...aliceClaims, sub: '1', sid: 'f', exp: 9_999_999_999 });
    expect(decodeSession(token)).toEqual({
      PK: 'USER#1',
      SK: 'USER#1',
      username: 'alice@example.com',
      authMethod: 'password',
    });
  });

  it('decodes non-ASCII text and base64url characters', () => {
    // '~~~?' and 'ÿ' produce '-' / '_' in base64url, which plain atob would reject.
    const username = 'олена~~~?ÿ@приклад.укр';
    const session = decodeSession(makeToken({ ...aliceClaims, username, authMethod: 'google' }));
    expect(session?.username).toBe(username);
    expect(session?.authMethod).toBe('google');
  });

  it('still returns the session of an expired token (the next call refreshes it)', () => {
    expect(decodeSession(makeToken({ ...aliceClaims, exp: 1 }))?.PK).toBe('USER#1');
  });

  it.each([
    ['no token', null],
    ['an empty string', ''],
    ['text that is not a token', 'hello'],
    ['two parts', 'a.b'],
    ['a payload that is not base64url', 'a.b$c.d'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a payload of invalid UTF-8', `a.${btoa('\xff\xfe').replace(/=+$/, '')}.c`],
    ['a payload without the session claims', makeToken({ sub: '1' })],
    ['an unknown auth method', makeToken({ ...aliceClaims, authMethod: 'github' })],
    ['a JSON payload that is not an object', makeToken([1, 2] as unknown as Record<string, never>)],
  ])('returns null for %s', (_, token) => {
    expect(decodeSession(token)).toBeNull();
  });
});

describe('isRecentSignIn', () => {
  const now = 1_800_000_000_000;
  const signedIn = (secondsAgo: number) =>
    makeToken({ ...aliceClaims, auth_time: now / 1000 - secondsAgo });

  it('is true for a sign-in of the last few minutes (RECENT_SIGN_IN_SECONDS)', () => {
    expect(isRecentSignIn(signedIn(0), now)).toBe(true);
    expect(isRecentSignIn(signedIn(4 * 60), now)).toBe(true);
  });

  it('is false once the sign-in is nearly five minutes old, leaving the request time to arrive', () => {
    expect(isRecentSignIn(signedIn(5 * 60 - 10), now)).toBe(false);
    expect(isRecentSignIn(signedIn(60 * 60), now)).toBe(false);
  });

  it('is false without a token, or for a token without auth_time (issued before it)', () => {
    expect(isRecentSignIn(null, now)).toBe(false);
    expect(isRecentSignIn(makeToken(aliceClaims), now)).toBe(false);
    expect(isRecentSignIn(makeToken({ ...aliceClaims, auth_time: 'today' }), now)).toBe(false);
  });

  it('takes a sign-in a little ahead of this clock (a server clock ahead) as recent', () => {
    expect(isRecentSignIn(signedIn(-20), now)).toBe(true);
    expect(isRecentSignIn(signedIn(-120), now)).toBe(false);
  });
});
