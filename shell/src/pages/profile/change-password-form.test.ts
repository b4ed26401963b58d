import { describe, expect, it } from 'vitest';
import {
  type ChangePasswordEvent,
  type ChangePasswordState,
  canSendChangePassword,
  changePasswordReducer,
  initialChangePassword,
  isConfirmBlocked,
  visibleChangePasswordProblems,
} from './change-password-form';

const run = (state: ChangePasswordState, ...events: ChangePasswordEvent[]) =>
  events.reduce(changePasswordReducer, state);
const enabled = run(initialChangePassword, { type: 'enable', askCurrent: false });

describe('change password form', () => {
  it('is disabled until Change password is pressed', () => {
    expect(isConfirmBlocked(initialChangePassword)).toBe(true);
    expect(
      canSendChangePassword(
        run(initialChangePassword, {
          type: 'edit',
          field: 'newPassword',
          value: 'Secret-123',
        }),
      ),
    ).toBe(false);
    expect(isConfirmBlocked(enabled)).toBe(false);
  });

  it('shows the account-screen policy text for a weak password after Confirm', () => {
    const state = run(
      enabled,
      { type: 'edit', field: 'newPassword', value: 'weakpass' },
      {
        type: 'submit',
      },
    );
    expect(visibleChangePasswordProblems(state)).toEqual({
      newPassword: ['passwordPolicyAccount'],
      repeat: ['passwordsNotSame'],
    });
    expect(isConfirmBlocked(state)).toBe(true);
  });

  it('waits for a field to be left before showing its problem', () => {
    const typing = run(enabled, { type: 'edit', field: 'newPassword', value: 'we' });
    expect(visibleChangePasswordProblems(typing).newPassword).toEqual([]);
    const left = run(typing, { type: 'blur', field: 'newPassword' });
    expect(visibleChangePasswordProblems(left).newPassword).toEqual([
      'passwordPolicyAccount',
      'passwordTooShort',
    ]);
  });

  it('can send once both fields agree on a good password', () => {
    const state = run(
      enabled,
      { type: 'edit', field: 'newPassword', value: 'Secret-456' },
      { type: 'edit', field: 'repeat', value: 'Secret-456' },
      { type: 'submit' },
    );
    expect(canSendChangePassword(state)).toBe(true);
    expect(isConfirmBlocked(state)).toBe(false);
  });

  it('asks for the current password of an older sign-in, and needs it to send', () => {
    const asking = run(
      initialChangePassword,
      { type: 'enable', askCurrent: true },
      { type: 'edit', field: 'newPassword', value: 'Secret-456' },
      { type: 'edit', field: 'repeat', value: 'Secret-456' },
    );
    expect(asking.askCurrent).toBe(true);
    expect(canSendChangePassword(asking)).toBe(false);
    const submitted = run(asking, { type: 'submit' });
    expect(submitted.currentError).toBe('currentPasswordRequired');
    expect(isConfirmBlocked(submitted)).toBe(true);
    const typed = run(submitted, { type: 'edit', field: 'currentPassword', value: 'Old-123' });
    expect(typed.currentError).toBeNull();
    expect(canSendChangePassword(typed)).toBe(true);
  });

  it("shows the current password field at the server's word, keeping what was typed", () => {
    const typed = run(
      enabled,
      { type: 'edit', field: 'newPassword', value: 'Secret-456' },
      { type: 'edit', field: 'repeat', value: 'Secret-456' },
    );
    const refused = run(typed, {
      type: 'currentPasswordRefused',
      message: 'Enter your current password to continue.',
    });
    expect(refused).toMatchObject({
      askCurrent: true,
      currentError: 'Enter your current password to continue.',
      newPassword: 'Secret-456',
      repeat: 'Secret-456',
    });
    expect(isConfirmBlocked(refused)).toBe(true);
    const wrong = run(
      refused,
      { type: 'edit', field: 'currentPassword', value: 'Wrong-1' },
      { type: 'currentPasswordRefused', message: 'The current password is not correct.' },
    );
    expect(wrong.currentPassword).toBe('Wrong-1');
    expect(wrong.currentError).toBe('The current password is not correct.');
  });

  it('keeps a server error until the next edit, and clears everything on disable', () => {
    const failed = run(enabled, { type: 'serverError', message: 'jwt expired' });
    expect(failed.serverError).toBe('jwt expired');
    expect(run(failed, { type: 'edit', field: 'repeat', value: 'x' }).serverError).toBeNull();
    expect(run(failed, { type: 'disable' })).toEqual(initialChangePassword);
  });
});
