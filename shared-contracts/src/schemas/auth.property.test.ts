import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  boundedText,
  canonicalEmail,
  canonicalKey,
  emailField,
  keyField,
  looseEmail,
  looseKey,
  nearMissesOf,
  notText,
  overLimitText,
  passwordField,
  setTo,
  signInFields,
  spaces,
  strongPassword,
  signInRequest as validSignIn,
  signUpRequest as validSignUp,
} from '../testing/index.js';
import { expectAccepted, expectRefused } from '../testing/schema-checks.js';
import {
  changePasswordRequest,
  googleCallbackRequest,
  requestPasswordResetRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
} from './auth.js';

/*
 * Every auth request: what is valid comes back unchanged (emails trimmed and in lower
 * case, which is the one rewrite, and idempotent); one thing wrong is refused with the
 * spec's message.
 */

/**
 * Toggles a character's case only where that keeps its length: 'ß'.toUpperCase() is 'SS',
 * which would push an email at the length limit over it (found by this very property).
 */
const toggleCaseInPlace = (char: string) => {
  const toggled = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return toggled.length === char.length ? toggled : char;
};

const spelledLoosely = (email: string) =>
  fc
    .tuple(spaces, fc.mixedCase(fc.constant(email), { toggleCase: toggleCaseInPlace }), spaces)
    .map(([before, mixed, after]) => `${before}${mixed}${after}`);

describe('sign-up', () => {
  it('accepts a valid email and strong password as they are', () => {
    fc.assert(fc.property(validSignUp, (body) => void expectAccepted(signUpRequest, body)));
  });

  it('trims the email and puts it in lower case, once and for all', () => {
    const body = fc.record({
      username: looseEmail.chain(spelledLoosely),
      password: strongPassword,
    });
    fc.assert(
      fc.property(body, (input) => {
        const once = signUpRequest.parse(input);
        expect(once.username).toBe(input.username.trim().toLowerCase());
        expect(once.password).toBe(input.password);
        expectAccepted(signUpRequest, once);
      }),
    );
  });

  it('drops fields it does not know and keeps the rest as sent', () => {
    const extra = fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((k) => !['username', 'password'].includes(k)),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 3 },
    );
    fc.assert(
      fc.property(
        validSignUp,
        extra,
        (body, more) => void expectAccepted(signUpRequest, { ...more, ...body }, body),
      ),
    );
  });

  it("refuses a bad email or a weak password with the spec's message", () => {
    const misses = nearMissesOf(validSignUp, [
      ...emailField('username', MESSAGES.signUpEmailPattern),
      ...passwordField('password', MESSAGES.passwordPolicy),
    ]);
    fc.assert(
      fc.property(misses, (miss) => expectRefused(signUpRequest, miss)),
      { numRuns: 200 },
    );
  });
});

describe('sign-in', () => {
  it('accepts any non-empty pair within the lengths, the username trimmed and lower-cased', () => {
    fc.assert(fc.property(validSignIn, (body) => void expectAccepted(signInRequest, body)));
    const loose = fc.record({
      username: validSignIn.chain((b) => spelledLoosely(b.username)),
      password: boundedText(128, 1),
    });
    fc.assert(
      fc.property(loose, (input) => {
        const once = signInRequest.parse(input);
        expect(once.username).toBe(input.username.trim().toLowerCase());
        expectAccepted(signInRequest, once);
      }),
    );
  });

  it('refuses empty, over-long or non-text fields', () => {
    const misses = nearMissesOf(validSignIn, signInFields());
    fc.assert(
      fc.property(misses, (miss) => expectRefused(signInRequest, miss)),
      { numRuns: 200 },
    );
  });
});

describe('password change, reset request, reset and Google callback', () => {
  it('accept valid bodies as they are', () => {
    const reset = fc.record({
      userPK: canonicalKey('user'),
      resetPasswordToken: boundedText(200, 1),
      newPassword: strongPassword,
    });
    const google = fc.record({ code: boundedText(2048, 1), state: boundedText(512, 1) });
    fc.assert(
      fc.property(strongPassword, canonicalEmail, reset, google, (password, email, r, g) => {
        expectAccepted(changePasswordRequest, { newPassword: password });
        expectAccepted(requestPasswordResetRequest, { username: email });
        expectAccepted(resetPasswordRequest, r);
        expectAccepted(googleCallbackRequest, g);
      }),
    );
  });

  it('read a user key written with _ as the # form', () => {
    fc.assert(
      fc.property(looseKey('user'), (userPK) => {
        const body = { userPK, resetPasswordToken: 't', newPassword: 'Str0ng-pass' };
        const parsed = resetPasswordRequest.parse(body);
        expect(parsed.userPK).toBe(`USER#${userPK.slice(5).toLowerCase()}`);
        expectAccepted(resetPasswordRequest, parsed);
      }),
    );
  });

  it("refuse one thing wrong with the spec's message", () => {
    const failure = MESSAGES.restoreFailure;
    const valid = fc.record({
      userPK: canonicalKey('user'),
      resetPasswordToken: boundedText(200, 1),
      newPassword: strongPassword,
    });
    const resetMisses = nearMissesOf(valid, [
      ...keyField('userPK', 'user', failure),
      setTo('resetPasswordToken', fc.constant(''), failure),
      setTo('resetPasswordToken', overLimitText(200), failure),
      setTo('resetPasswordToken', notText, failure),
      setTo('newPassword', fc.constant(''), failure),
      ...passwordField('newPassword', failure),
    ]);
    fc.assert(
      fc.property(resetMisses, (miss) => expectRefused(resetPasswordRequest, miss)),
      {
        numRuns: 200,
      },
    );

    const change = nearMissesOf(
      fc.record({ newPassword: strongPassword }),
      passwordField('newPassword', MESSAGES.passwordPolicy),
    );
    fc.assert(fc.property(change, (miss) => expectRefused(changePasswordRequest, miss)));

    const request = nearMissesOf(
      fc.record({ username: canonicalEmail }),
      emailField('username', MESSAGES.restoreEmailPattern),
    );
    fc.assert(fc.property(request, (miss) => expectRefused(requestPasswordResetRequest, miss)));

    const google = nearMissesOf(
      fc.record({ code: boundedText(20, 1), state: boundedText(20, 1) }),
      [
        setTo('code', fc.oneof(fc.constant(''), notText), MESSAGES.googleCodeMissing),
        setTo('code', overLimitText(2048), MESSAGES.googleCodeMissing),
        setTo('state', fc.oneof(fc.constant(''), notText), MESSAGES.googleStateMissing),
        setTo('state', overLimitText(512), MESSAGES.googleStateMismatch),
      ],
    );
    fc.assert(fc.property(google, (miss) => expectRefused(googleCallbackRequest, miss)));
  });
});
