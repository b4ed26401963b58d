import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useSession } from './AuthProvider';
import { aliceClaims, makeToken } from './test-support';
import { ACCESS_TOKEN_KEY, tokenStore } from './token-store';

function WhoIsSignedIn() {
  const { session, isSignedIn } = useSession();
  return <p>{isSignedIn ? `signed in as ${session?.username}` : 'anonymous'}</p>;
}

const aliceToken = makeToken(aliceClaims);

describe('AuthProvider and useSession', () => {
  it('shows the session of the stored token', () => {
    tokenStore.set(aliceToken);
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in as alice@example.com')).toBeTruthy();
  });

  it('follows sign-in and sign-out in this page', () => {
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    expect(screen.getByText('anonymous')).toBeTruthy();
    act(() => tokenStore.set(aliceToken));
    expect(screen.getByText('signed in as alice@example.com')).toBeTruthy();
    act(() => tokenStore.clear());
    expect(screen.getByText('anonymous')).toBeTruthy();
  });

  it('follows sign-in and sign-out in another tab', () => {
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    act(() => {
      localStorage.setItem(ACCESS_TOKEN_KEY, aliceToken);
      window.dispatchEvent(
        new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, storageArea: localStorage }),
      );
    });
    expect(screen.getByText('signed in as alice@example.com')).toBeTruthy();
    act(() => {
      // Another tab clearing all of its storage reports a null key.
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(screen.getByText('anonymous')).toBeTruthy();
  });

  it('counts a token that is not a session as signed out', () => {
    tokenStore.set('garbage');
    render(
      <AuthProvider>
        <WhoIsSignedIn />
      </AuthProvider>,
    );
    expect(screen.getByText('anonymous')).toBeTruthy();
  });

  it('works without a provider too (a remote on its own dev server)', () => {
    render(<WhoIsSignedIn />);
    expect(screen.getByText('anonymous')).toBeTruthy();
    act(() => tokenStore.set(aliceToken));
    expect(screen.getByText('signed in as alice@example.com')).toBeTruthy();
  });
});
