/**
 * A signed-out deep link (issue H6). A signed-in-only route still sends a guest to the
 * home page (spec §2), now with the link it was opened at in the navigation's state;
 * the home page opens the login step, and signing in lands on that link instead of
 * reloading the home page. Pure: what is carried, and what is believed of it.
 */
export interface SignInRequest {
  signInFor: string;
}

export function signInRequest(path: string): SignInRequest {
  return { signInFor: path };
}

/**
 * The link to return to after signing in, or null. History state survives reloads and
 * can be written by any script on the page, so only a path of this site is taken: one
 * '/' (never '//host' or '/\host', which a browser reads as another site).
 */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signInFor' in state)) return null;
  const path = (state as { signInFor: unknown }).signInFor;
  if (typeof path !== 'string' || !path.startsWith('/') || path === '/') return null;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/**
 * Whether to ask for a sign-in on this page load: not when it was a reload. A page
 * reloads signed out after Exit and after a sign-in that ended (spec §4): the person
 * chose to leave, or is told nothing new by a login step popping up; a link opened, typed
 * or reached with Back asks.
 */
export function asksOnThisLoad(navigationType: string | undefined): boolean {
  return navigationType !== 'reload';
}
