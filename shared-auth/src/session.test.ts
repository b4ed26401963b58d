import { describe, expect, it } from 'vitest';
import { decodeSession } from './session';
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
