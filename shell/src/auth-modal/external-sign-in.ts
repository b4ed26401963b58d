/**
 * Google sign-in (spec §2 'OR' divider and external provider button) is configured in
 * issue F7. Until then this server answers 503 'Google sign-in is not configured on this
 * server', so the modal renders neither the divider nor the button: a button that can
 * only fail is worse than none. F7 flips this flag and implements startGoogleSignIn
 * (authorization-code flow with state and PKCE, architecture §7).
 */
export const googleSignInEnabled = false;

/** Sends the browser to Google's authorization endpoint. Implemented by F7. */
export function startGoogleSignIn(): void {
  throw new Error('Google sign-in is not configured yet (issue F7)');
}
