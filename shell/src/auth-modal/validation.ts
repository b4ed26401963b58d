import { isEmail, MESSAGES, passwordProblems } from 'shared-contracts';

/**
 * Client-side validation messages as catalog keys (`auth.validation.<key>`), so the
 * rules stay in shared-contracts (one source of truth) while the text is translated.
 * The English catalog maps each key back to the MESSAGES string of the same name.
 */
export type ValidationKey =
  | 'signUpEmailPattern'
  | 'restoreEmailPattern'
  | 'passwordPolicy'
  | 'passwordPolicyAccount'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsNotSame'
  | 'fieldsEmpty';

/**
 * A validation problem: a catalog key, or (should shared-contracts ever add a rule this
 * table does not know yet) its English text as is, so a new rule is still shown.
 */
export type Problem = ValidationKey | { text: string };

/** Which password screen asks: the account screen's policy text has a trailing space (spec §5). */
export type PasswordVariant = 'default' | 'account';

const PASSWORD_PROBLEM_KEYS: Record<string, ValidationKey> = {
  [MESSAGES.passwordPolicy]: 'passwordPolicy',
  [MESSAGES.passwordTooShort]: 'passwordTooShort',
  [MESSAGES.passwordTooLong]: 'passwordTooLong',
};

/** The problems of a new password, in the order shared-contracts lists them. */
export function newPasswordProblems(
  password: string,
  variant: PasswordVariant = 'default',
): Problem[] {
  return passwordProblems(password).map((message) => {
    const key = PASSWORD_PROBLEM_KEYS[message];
    if (!key) return { text: message };
    return key === 'passwordPolicy' && variant === 'account' ? 'passwordPolicyAccount' : key;
  });
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
  key: 'signUpEmailPattern' | 'restoreEmailPattern',
): Problem | null {
  return isEmail(email.trim()) ? null : key;
}

/** Turns a problem into text with the caller's translate function. */
export function problemText(problem: Problem, translate: (key: ValidationKey) => string): string {
  return typeof problem === 'string' ? translate(problem) : problem.text;
}
