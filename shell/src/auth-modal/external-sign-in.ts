import { useEffect, useState } from 'react';
import { fetchAuthProviders, googleSignInStartUrl } from 'shared-auth';
import { goTo } from './page-navigation';

/**
 * The external provider button (spec §2 'OR' divider and button) shows only when the
 * server says Google sign-in is configured: a button that can only fail is worse than
 * none. The server is asked once per page load, when the modal first needs to know, so
 * switching Google sign-in on or off needs no rebuild of the shell.
 */
let offered: Promise<{ google: boolean }> | null = null;

export function useGoogleSignInOffered(): boolean {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    let current = true;
    offered ??= fetchAuthProviders();
    void offered.then((providers) => {
      if (current) setGoogle(providers.google);
    });
    return () => {
      current = false;
    };
  }, []);
  return google;
}

/** Forgets the server's answer (tests). */
export function forgetOfferedProviders(): void {
  offered = null;
}

/**
 * Sends the browser to the API, which starts a sign-in (state, PKCE, nonce) and passes
 * it on to the provider's authorization endpoint (architecture §7).
 */
export function startGoogleSignIn(): void {
  goTo(googleSignInStartUrl());
}
