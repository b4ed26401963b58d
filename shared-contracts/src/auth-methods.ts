/**
 * How an account signs in (spec §3). Apart from the schemas so the client's session code
 * can use it without loading zod on the landing page.
 */
export const AUTH_METHODS = ['password', 'google', 'facebook'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
