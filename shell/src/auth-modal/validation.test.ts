import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  newPasswordProblems,
  type Problem,
  problemText,
  repeatProblem,
  type ValidationKey,
} from './validation';

const english = (key: ValidationKey) => MESSAGES[key];

describe('newPasswordProblems', () => {
  it('accepts a password that meets the policy and the length rule', () => {
    expect(newPasswordProblems('Secret-123')).toEqual([]);
  });

  it('maps every rule of shared-contracts to a catalog key', () => {
    expect(newPasswordProblems('')).toEqual(['passwordPolicy', 'passwordTooShort']);
    expect(newPasswordProblems('Ab1')).toEqual(['passwordTooShort']);
    expect(newPasswordProblems('abcdefgh1')).toEqual(['passwordPolicy']);
    expect(newPasswordProblems(`Ab1${'x'.repeat(200)}`)).toEqual(['passwordTooLong']);
  });

  it('uses the account-screen policy text (trailing space) when asked', () => {
    const [policy] = newPasswordProblems('abcdefgh', 'account');
    expect(policy).toBe('passwordPolicyAccount');
    expect(problemText(policy!, english)).toBe(`${MESSAGES.passwordPolicy} `);
  });
});

describe('other rules', () => {
  it('checks the repeat', () => {
    expect(repeatProblem('Secret-123', 'Secret-123')).toBeNull();
    expect(repeatProblem('Secret-123', 'secret-123')).toBe('passwordsNotSame');
  });

  it('checks the email with the step’s own message', () => {
    expect(emailProblem('ann@example.com', 'signUpEmailPattern')).toBeNull();
    expect(emailProblem('ann@example', 'signUpEmailPattern')).toBe('signUpEmailPattern');
    expect(emailProblem('ann', 'restoreEmailPattern')).toBe('restoreEmailPattern');
  });

  it('shows a message it has no key for as it is', () => {
    const unknown: Problem = { text: 'New rule' };
    expect(problemText(unknown, english)).toBe('New rule');
    expect(problemText('fieldsEmpty', english)).toBe('One or more fields are empty.');
  });
});
