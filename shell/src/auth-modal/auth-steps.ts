/**
 * The auth modal's steps (spec §2, §4): 'register' is "Create your account" (init),
 * 'registerPassword' the password step after a valid email (registerEmailSuccessful),
 * 'login' and 'restore'.
 */
export type AuthStep = 'register' | 'registerPassword' | 'login' | 'restore';
