import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { ExternalSignInReturn } from './ExternalSignInReturn';
import { readProviderReturn } from './provider-return';

const auth = vi.hoisted(() => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      message: string,
    ) {
      super(message);
    }
  }
  class AuthError extends Error {}
  return {
    ApiError,
    AuthError,
    exchangeGoogleCode: vi.fn(),
    fetchAuthProviders: vi.fn(async () => ({ google: true })),
    googleSignInStartUrl: () => '/api/auth/google/start',
  };
});
vi.mock('shared-auth', () => auth);
const navigation = vi.hoisted(() => ({
  reloadPage: vi.fn(),
  goHomeAndReload: vi.fn(),
  goTo: vi.fn(),
}));
vi.mock('./page-navigation', () => navigation);

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.clearAllMocks();
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ExternalSignInReturn />
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the return from the external provider (spec §4)', () => {
  it('exchanges the code with its state, then goes to / and reloads', async () => {
    let finish: () => void = () => {};
    auth.exchangeGoogleCode.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    renderAt('/?code=the-code&state=the-state');
    expect(auth.exchangeGoogleCode).toHaveBeenCalledWith('the-code', 'the-state');
    expect(screen.getByText('Signing you in with Google…')).toBeTruthy();
    // The spent code leaves the address bar at once.
    expect(address()).toBe('/');
    expect(navigation.goHomeAndReload).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(navigation.goHomeAndReload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the exchange fails, with a way to try again", async () => {
    const user = userEvent.setup();
    auth.exchangeGoogleCode.mockRejectedValueOnce(
      new auth.ApiError(400, 'This Google sign-in has expired. Please start it again.'),
    );
    renderAt('/?code=late-code&state=s');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Google sign-in did not work');
    expect(alert.textContent).toContain('This Google sign-in has expired. Please start it again.');
    expect(navigation.goHomeAndReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(navigation.goTo).toHaveBeenCalledWith('/api/auth/google/start');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a declined sign-in without calling the server', async () => {
    renderAt('/?error=access_denied&state=s');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Google sign-in was cancelled.',
    );
    expect(auth.exchangeGoogleCode).not.toHaveBeenCalled();
    expect(address()).toBe('/');
  });

  it('shows nothing on a plain visit', () => {
    renderAt('/');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(auth.exchangeGoogleCode).not.toHaveBeenCalled();
  });
});

describe('readProviderReturn', () => {
  it('reads a code and its state, or an OAuth error by meaning', () => {
    expect(readProviderReturn('?code=c&state=s')).toEqual({ kind: 'code', code: 'c', state: 's' });
    expect(readProviderReturn('?code=c')).toEqual({ kind: 'code', code: 'c', state: undefined });
    expect(readProviderReturn('?error=access_denied')).toEqual({
      kind: 'error',
      reason: 'cancelled',
    });
    expect(readProviderReturn('?error=temporarily_unavailable')).toMatchObject({
      reason: 'unavailable',
    });
    expect(readProviderReturn('?error=not_configured')).toMatchObject({ reason: 'notConfigured' });
    expect(readProviderReturn('?error=invalid_scope')).toMatchObject({ reason: 'failed' });
    expect(readProviderReturn('')).toBeNull();
    expect(readProviderReturn('?token=t')).toBeNull();
  });
});
