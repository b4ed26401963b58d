import { z } from 'zod';
import { AUTH_METHODS } from '../auth-methods.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { keySchema } from './common.js';

/**
 * Upper case, lower case, and a digit or a special character (spec §5). Checked apart
 * from the length so each failure gets its own message.
 */
export function passwordPolicyHolds(password: string): boolean {
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /[^\p{L}]/u.test(password);
}

export type PasswordProblem = 'passwordPolicy' | 'passwordTooShort' | 'passwordTooLong';

/**
 * Problems with a new password as message codes, in the order a person would fix them;
 * empty when valid. The server says `MESSAGES[code]`; clients translate the code.
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!passwordPolicyHolds(password)) problems.push('passwordPolicy');
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('passwordTooShort');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('passwordTooLong');
  return problems;
}

/** A standard email pattern: something@domain.tld, without spaces or control characters. */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const newPassword = z.string({ error: MESSAGES.passwordPolicy }).superRefine((password, ctx) => {
  for (const problem of passwordProblems(password)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES[problem] });
  }
});

/** Emails are compared without case and surrounding spaces. */
const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().refine(isEmail, { message });

export const signUpRequest = z.object({
  username: email(MESSAGES.signUpEmailPattern),
  password: newPassword,
});
export type SignUpRequest = z.input<typeof signUpRequest>;

/** Sign-in does not reveal the password policy: any non-empty pair is checked against the store. */
export const signInRequest = z.object({
  username: z
    .string({ error: MESSAGES.fieldsEmpty })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.fieldsEmpty)
    .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong),
  password: z
    .string({ error: MESSAGES.fieldsEmpty })
    .min(1, MESSAGES.fieldsEmpty)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type SignInRequest = z.input<typeof signInRequest>;

export const accessTokenResponse = z.object({ access_token: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

/**
 * The password the account has now, as proof that its owner is at the session (issue H6);
 * optional on the wire: a sign-in of the last RECENT_SIGN_IN_SECONDS is proof as well, so
 * the spec's `{ newPassword }` still works for a client that has just signed in.
 */
const currentPassword = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong)
  .optional();

export const changePasswordRequest = z.object({ newPassword, currentPassword });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The spec's DELETE has no body; one may carry the current password (see above). */
export const deleteAccountRequest = z.object({ currentPassword });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

export const requestPasswordResetRequest = z.object({
  username: email(MESSAGES.restoreEmailPattern),
});
export type RequestPasswordResetRequest = z.input<typeof requestPasswordResetRequest>;

/** Any malformed part gets the spec's single restore-failure message (spec §8). */
export const resetPasswordRequest = z.object({
  userPK: keySchema('user', MESSAGES.restoreFailure),
  resetPasswordToken: z
    .string({ error: MESSAGES.restoreFailure })
    .min(1, MESSAGES.restoreFailure)
    .max(200, MESSAGES.restoreFailure),
  // A missing password is a failed restore (spec §8); a weak one gets the policy message.
  newPassword: z
    .string({ error: MESSAGES.restoreFailure })
    .min(1, MESSAGES.restoreFailure)
    .pipe(newPassword),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/**
 * The spec's `{ code }`, plus the `state` the provider sent back: it ties the code to the
 * sign-in this browser started (architecture §7), so it is required.
 */
export const googleCallbackRequest = z.object({
  code: z
    .string({ error: MESSAGES.googleCodeMissing })
    .min(1, MESSAGES.googleCodeMissing)
    .max(2048, MESSAGES.googleCodeMissing),
  state: z
    .string({ error: MESSAGES.googleStateMissing })
    .min(1, MESSAGES.googleStateMissing)
    .max(512, MESSAGES.googleStateMismatch),
});
export type GoogleCallbackRequest = z.input<typeof googleCallbackRequest>;

/** Which external sign-in providers this server has configured (the modal asks). */
export const authProvidersResponse = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>;

/**
 * What the access token carries and clients decode (spec §3 'User session'), and
 * `auth_time` (OpenID Connect's name): when the sign-in it descends from was made, in
 * epoch seconds, kept through refreshes. Clients read it to know whether a password
 * change will ask for the current password (RECENT_SIGN_IN_SECONDS).
 */
export const accessTokenClaims = z.object({
  PK: z.string(),
  SK: z.string(),
  username: z.string(),
  authMethod: z.enum(AUTH_METHODS),
  auth_time: z.number().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;
