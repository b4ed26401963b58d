/**
 * Whether this page (this document, until it reloads) has shown a signed-in session. A
 * signed-in-only page that turns signed out while open lost its session here (Exit, the
 * account deleted, a sign-in that ended) and is about to reload; it sends the guest home
 * without asking them to log in again (issue H6: a login step after deleting the account
 * was wrong). History state survives Chromium's same-address navigation, so the answer
 * cannot ride in the redirect's state alone.
 */
let sessionSeen = false;

export function noteSessionSeen(): void {
  sessionSeen = true;
}

export function sessionSeenOnThisPage(): boolean {
  return sessionSeen;
}
