/**
 * Full page loads after sign-in, sign-out, account deletion and password restore
 * (spec §4): every provider, query cache and federated remote starts again from the
 * new session. Kept in one module so component tests can replace them.
 */
export function reloadPage(): void {
  window.location.reload();
}

/** Navigates to the home page with a full load (a reload of `/`). */
export function goHomeAndReload(): void {
  window.location.assign('/');
}

/** A full navigation to another address (the API's sign-in start, then the provider). */
export function goTo(url: string): void {
  window.location.assign(url);
}
