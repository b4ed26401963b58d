import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  accessTokenClaims,
  changePasswordRequest,
  isEmail,
  passwordPolicyHolds,
  passwordProblems,
  requestPasswordResetRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
} from './auth.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const SPEC_POLICY =
  'password should contain at least one upper case letter, one lower case letter and number or special character';
const GOOD_PASSWORD = 'Abcdefg1';

/** A policy-passing password of exactly `length` characters. */
const password = (length: number) => `A1${'a'.repeat(length - 2)}`;
/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('passwordPolicyHolds', () => {
  it.each([GOOD_PASSWORD, 'Abcdefg!', 'Abc defg', 'Äbcdefgß1'])('holds for %s', (value) => {
    expect(passwordPolicyHolds(value)).toBe(true);
  });

  it.each([
    ['no upper case letter', 'abcdefg1'],
    ['no lower case letter', 'ABCDEFG1'],
    ['no digit or special character', 'Abcdefgh'],
    ['empty', ''],
  ])('fails with %s', (_label, value) => {
    expect(passwordPolicyHolds(value)).toBe(false);
  });
});

describe('passwordProblems', () => {
  it('is empty for 8 and for 128 characters', () => {
    expect(passwordProblems(password(8))).toEqual([]);
    expect(passwordProblems(password(128))).toEqual([]);
  });

  it('reports 7 characters as too short', () => {
    expect(passwordProblems(password(7))).toEqual(['passwordTooShort']);
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters.');
  });

  it('reports 129 characters as too long', () => {
    expect(passwordProblems(password(129))).toEqual(['passwordTooLong']);
    expect(MESSAGES.passwordTooLong).toBe('Password must be at most 128 characters.');
  });

  it.each(['abcdefg1', 'ABCDEFG1', 'Abcdefgh'])('reports the spec policy for %s', (value) => {
    expect(passwordProblems(value)).toEqual(['passwordPolicy']);
    expect(MESSAGES.passwordPolicy).toBe(SPEC_POLICY);
  });

  it('lists the policy before the length', () => {
    expect(passwordProblems('')).toEqual(['passwordPolicy', 'passwordTooShort']);
  });
});

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a@b..co', 'a b@c.co', 'a@@b.co', 'a@b.co.'])(
    'refuses %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );

  it('accepts 254 characters and refuses 255', () => {
    expect(isEmail(emailOf(254))).toBe(true);
    expect(isEmail(emailOf(255))).toBe(false);
  });
});

describe('signUpRequest', () => {
  it('lower-cases and trims the email', () => {
    expect(
      signUpRequest.parse({ username: '  Jane.Doe@Example.COM ', password: GOOD_PASSWORD }),
    ).toEqual({ username: 'jane.doe@example.com', password: GOOD_PASSWORD });
  });

  it.each(['jane', 'jane@example', 'jane doe@example.com', '', undefined])(
    'refuses %j with "wrong email pattern"',
    (username) => {
      const [message] = messages(signUpRequest, { username, password: GOOD_PASSWORD });
      expect(message).toBe(MESSAGES.signUpEmailPattern);
      expect(message).toBe('wrong email pattern');
    },
  );

  it('accepts a 254-character email, also with spaces around it', () => {
    expect(
      signUpRequest.safeParse({ username: emailOf(254), password: GOOD_PASSWORD }).success,
    ).toBe(true);
    expect(
      signUpRequest.safeParse({ username: ` ${emailOf(254)} `, password: GOOD_PASSWORD }).success,
    ).toBe(true);
  });

  it('refuses a 255-character email', () => {
    expect(messages(signUpRequest, { username: emailOf(255), password: GOOD_PASSWORD })).toEqual([
      'wrong email pattern',
    ]);
  });

  it('refuses a weak password with the spec policy message', () => {
    expect(messages(signUpRequest, { username: 'a@b.co', password: 'abcdefgh' })).toEqual([
      SPEC_POLICY,
    ]);
  });

  it('applies the 8 and 128 character bounds', () => {
    const attempt = (pw: string) => signUpRequest.safeParse({ username: 'a@b.co', password: pw });
    expect(attempt(password(8)).success).toBe(true);
    expect(attempt(password(128)).success).toBe(true);
    expect(messages(signUpRequest, { username: 'a@b.co', password: password(7) })).toEqual([
      MESSAGES.passwordTooShort,
    ]);
    expect(messages(signUpRequest, { username: 'a@b.co', password: password(129) })).toEqual([
      MESSAGES.passwordTooLong,
    ]);
  });
});

describe('signInRequest', () => {
  it('accepts any non-empty password and lower-cases the email', () => {
    expect(signInRequest.parse({ username: ' A@B.CO ', password: 'x' })).toEqual({
      username: 'a@b.co',
      password: 'x',
    });
  });

  it.each([
    ['empty email', { username: '', password: 'x' }],
    ['blank email', { username: '   ', password: 'x' }],
    ['empty password', { username: 'a@b.co', password: '' }],
    ['missing password', { username: 'a@b.co' }],
  ])('refuses %s with "One or more fields are empty."', (_label, input) => {
    const [message] = messages(signInRequest, input);
    expect(message).toBe(MESSAGES.fieldsEmpty);
    expect(message).toBe('One or more fields are empty.');
  });

  it('reports both empty fields', () => {
    expect(messages(signInRequest, {})).toEqual([MESSAGES.fieldsEmpty, MESSAGES.fieldsEmpty]);
  });

  it('bounds the email at 254 and the password at 128', () => {
    expect(
      signInRequest.safeParse({ username: emailOf(254), password: password(128) }).success,
    ).toBe(true);
    expect(messages(signInRequest, { username: emailOf(255), password: 'x' })).toEqual([
      MESSAGES.emailTooLong,
    ]);
    expect(messages(signInRequest, { username: 'a@b.co', password: password(129) })).toEqual([
      MESSAGES.passwordTooLong,
    ]);
  });
});

describe('requestPasswordResetRequest', () => {
  it('normalises a valid email', () => {
    expect(requestPasswordResetRequest.parse({ username: ' Jane@Example.com' })).toEqual({
      username: 'jane@example.com',
    });
  });

  it.each(['jane', '', emailOf(255)])('refuses %j with "Wrong email pattern"', (username) => {
    const [message] = messages(requestPasswordResetRequest, { username });
    expect(message).toBe(MESSAGES.restoreEmailPattern);
    expect(message).toBe('Wrong email pattern');
  });
});

describe('resetPasswordRequest', () => {
  const valid = { userPK: `USER_${ID}`, resetPasswordToken: 'token', newPassword: GOOD_PASSWORD };
  const RESTORE_FAILURE = 'Error has happened during password restoration';

  it('accepts a valid request and normalises userPK', () => {
    expect(resetPasswordRequest.parse(valid)).toEqual({ ...valid, userPK: `USER#${ID}` });
  });

  it('accepts a 200-character token', () => {
    expect(
      resetPasswordRequest.safeParse({ ...valid, resetPasswordToken: 't'.repeat(200) }).success,
    ).toBe(true);
  });

  it.each([
    ['a project key as userPK', { userPK: `PROJECT#${ID}` }],
    ['a bad uuid in userPK', { userPK: 'USER#123' }],
    ['a missing userPK', { userPK: undefined }],
    ['a missing token', { resetPasswordToken: undefined }],
    ['an empty token', { resetPasswordToken: '' }],
    ['a 201-character token', { resetPasswordToken: 't'.repeat(201) }],
  ])('refuses %s with the restore failure message', (_label, change) => {
    const [message] = messages(resetPasswordRequest, { ...valid, ...change });
    expect(message).toBe(MESSAGES.restoreFailure);
    expect(message).toBe(RESTORE_FAILURE);
  });

  it('refuses a weak new password with the policy message', () => {
    expect(messages(resetPasswordRequest, { ...valid, newPassword: 'abcdefgh' })).toEqual([
      SPEC_POLICY,
    ]);
  });

  // Spec §8: a restore with a missing password fails with the restore message.
  it('refuses a missing new password with the restore failure message (spec §8)', () => {
    expect(messages(resetPasswordRequest, { ...valid, newPassword: undefined })).toEqual([
      RESTORE_FAILURE,
    ]);
    expect(messages(resetPasswordRequest, { ...valid, newPassword: '' })).toEqual([
      RESTORE_FAILURE,
    ]);
  });
});

describe('changePasswordRequest and accessTokenClaims', () => {
  it('changePasswordRequest applies the password policy', () => {
    expect(changePasswordRequest.safeParse({ newPassword: GOOD_PASSWORD }).success).toBe(true);
    expect(messages(changePasswordRequest, { newPassword: 'ABCDEFG1' })).toEqual([SPEC_POLICY]);
  });

  it('accessTokenClaims knows the three auth methods of spec §3', () => {
    const claims = { PK: `USER#${ID}`, SK: `USER#${ID}`, username: 'a@b.co' };
    for (const authMethod of ['password', 'google', 'facebook']) {
      expect(accessTokenClaims.safeParse({ ...claims, authMethod }).success).toBe(true);
    }
    expect(accessTokenClaims.safeParse({ ...claims, authMethod: 'github' }).success).toBe(false);
  });
});
