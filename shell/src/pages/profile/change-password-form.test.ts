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
const enabled = run(initialChangePassword, { type: 'enable' });

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

  it('keeps a server error until the next edit, and clears everything on disable', () => {
    const failed = run(enabled, { type: 'serverError', message: 'jwt expired' });
    expect(failed.serverError).toBe('jwt expired');
    expect(run(failed, { type: 'edit', field: 'repeat', value: 'x' }).serverError).toBeNull();
    expect(run(failed, { type: 'disable' })).toEqual(initialChangePassword);
  });
});
