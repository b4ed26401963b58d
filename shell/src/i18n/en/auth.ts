import { MESSAGES } from 'shared-contracts';

/**
 * The auth modal (spec §2 'Authentication modal', §5, §8). Its validation messages are
 * in the 'messages' catalogue (editor-kit/i18n).
 */
export const auth = {
  dialogLabel: 'Sign in or create an account',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  repeatPassword: 'Repeat password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  register: {
    title: 'Create your account',
    continue: 'Continue',
  },
  registerPassword: {
    title: 'Create your account',
    changeEmail: 'Change email',
    submit: 'Create account',
  },
  login: {
    title: 'Login to existing account',
    submit: 'Login',
    forgotPassword: 'Forgot password',
  },
  restore: {
    title: 'Restore your password',
    intro: 'Enter the email of your account and we will send you a link to set a new password.',
    submit: 'Send',
    sent: MESSAGES.resetRequested,
  },
  switch: {
    haveAccount: 'Already have an account?',
    login: 'Login',
    noAccount: "Doesn't have account?",
    signUp: 'Sign Up',
  },
  or: 'OR',
  google: 'Sign in with Google',
  /** The landing page after the provider sent the browser back (spec §4). */
  googleReturn: {
    signingIn: 'Signing you in with Google…',
    title: 'Google sign-in did not work',
    cancelled: MESSAGES.googleCancelled,
    unavailable: MESSAGES.googleUnavailable,
    notConfigured: MESSAGES.googleNotConfigured,
    failed: MESSAGES.googleSignInFailed,
    tryAgain: 'Try again',
  },
  unexpectedError: 'Something went wrong. Please check your connection and try again.',
};
