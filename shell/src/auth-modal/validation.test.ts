import { messageText } from 'editor-kit/i18n';
import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblems, repeatProblem } from './validation';

describe('newPasswordProblems', () => {
  it('accepts a password that meets the policy and the length rule', () => {
    expect(newPasswordProblems('Secret-123')).toEqual([]);
  });

  it('gives every rule of shared-contracts as its message code', () => {
    expect(newPasswordProblems('')).toEqual(['passwordPolicy', 'passwordTooShort']);
    expect(newPasswordProblems('Ab1')).toEqual(['passwordTooShort']);
    expect(newPasswordProblems('abcdefgh1')).toEqual(['passwordPolicy']);
    expect(newPasswordProblems(`Ab1${'x'.repeat(200)}`)).toEqual(['passwordTooLong']);
  });

  it('uses the account-screen policy text (trailing space) when asked', () => {
    const [policy] = newPasswordProblems('abcdefgh', 'account');
    expect(policy).toBe('passwordPolicyAccount');
    expect(messageText(policy!)).toBe(`${MESSAGES.passwordPolicy} `);
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
});
