import { describe, expect, it } from 'vitest';
import { isCompleteResetLink, parseResetLink } from './reset-link';

const ID = '0b7c6f3e-2f4e-4a55-9d7e-3c1f2a9b8e10';
const KEY = `USER#${ID}`;

describe('parseResetLink', () => {
  it('reads the form the server writes (USER%23<id>)', () => {
    const link = parseResetLink(`?token=abc123&userPK=USER%23${ID}`, '');
    expect(link).toEqual({ token: 'abc123', userPK: KEY });
    expect(isCompleteResetLink(link)).toBe(true);
  });

  it('appends the fragment after a raw # to the user key (spec §2)', () => {
    // What the browser makes of `…&userPK=USER#<id>`.
    expect(parseResetLink('?token=abc123&userPK=USER', `#${ID}`)).toEqual({
      token: 'abc123',
      userPK: KEY,
    });
  });

  it('finds the token inside the fragment when the raw # came first', () => {
    expect(parseResetLink('?userPK=USER', `#${ID}&token=abc123`)).toEqual({
      token: 'abc123',
      userPK: KEY,
    });
  });

  it('accepts the route form USER_<id>', () => {
    expect(parseResetLink(`?token=abc123&userPK=USER_${ID}`, '').userPK).toBe(KEY);
  });

  it('ignores an unrelated fragment when the key is already complete', () => {
    expect(parseResetLink(`?token=t&userPK=USER%23${ID}`, '#top').userPK).toBe(KEY);
  });

  it('normalises the id to lower case and trims spaces', () => {
    expect(parseResetLink(`?token=%20t%20&userPK=USER%23${ID.toUpperCase()}`, '')).toEqual({
      token: 't',
      userPK: KEY,
    });
  });

  it.each([
    ['no token', `?userPK=USER%23${ID}`, '', { token: null, userPK: KEY }],
    ['an empty token', `?token=&userPK=USER%23${ID}`, '', { token: null, userPK: KEY }],
    ['no user key', '?token=abc', '', { token: 'abc', userPK: null }],
    ['a key without its id', '?token=abc&userPK=USER', '', { token: 'abc', userPK: null }],
    [
      'a key of another kind',
      `?token=abc&userPK=PROJECT%23${ID}`,
      '',
      { token: 'abc', userPK: null },
    ],
    ['a broken id', '?token=abc&userPK=USER', '#not-a-uuid', { token: 'abc', userPK: null }],
    ['nothing at all', '', '', { token: null, userPK: null }],
  ])('reports %s as missing', (_, search, hash, expected) => {
    const link = parseResetLink(search, hash);
    expect(link).toEqual(expected);
    expect(isCompleteResetLink(link)).toBe(false);
  });
});
