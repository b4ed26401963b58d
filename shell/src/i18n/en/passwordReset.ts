import { MESSAGES } from 'shared-contracts';

/** The restore password page (spec §2 'Restore password page', §8). */
export const passwordReset = {
  title: 'Restore password',
  passwordLabel: 'New password',
  placeholder: 'Enter new password',
  requirements: 'Your new password needs to fix:',
  submit: 'Submit',
  success: MESSAGES.restoreSuccess,
  redirecting: 'Taking you to the home page…',
  failure: MESSAGES.restoreFailure,
  linkBroken: 'This link is incomplete. Request a new one from the sign-in dialog.',
  requestNewLink: 'Request a new link',
  linkExpired: 'This link can no longer be used',
};
