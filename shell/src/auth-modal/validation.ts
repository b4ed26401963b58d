import { isEmail, type MessageCode, passwordProblems } from 'shared-contracts';

/**
 * A validation problem: a message code (its name in shared-contracts' MESSAGES), which
 * the 'messages' catalogue translates (editor-kit/i18n's messageText). The rules stay in
 * shared-contracts, one source of truth with the server.
 */
export type Problem = MessageCode;

/** Which password screen asks: the account screen's policy text has a trailing space (spec §5). */
export type PasswordVariant = 'default' | 'account';

/** The problems of a new password, in the order shared-contracts lists them. */
export function newPasswordProblems(
  password: string,
  variant: PasswordVariant = 'default',
): Problem[] {
  return passwordProblems(password).map((code) =>
    code === 'passwordPolicy' && variant === 'account' ? 'passwordPolicyAccount' : code,
  );
}

/** The repeat field must equal the password (spec §5). */
export function repeatProblem(password: string, repeat: string): Problem | null {
  return password === repeat ? null : 'passwordsNotSame';
}

/**
 * Emails are trimmed first: the server trims too, and a space pasted along with an
 * address should not be a "wrong email pattern".
 */
export function emailProblem(
  email: string,
  code: 'signUpEmailPattern' | 'restoreEmailPattern',
): Problem | null {
  return isEmail(email.trim()) ? null : code;
}
