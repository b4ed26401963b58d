import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import AuthModal from './AuthModal';
import type { AuthStep } from './auth-steps';
import { forgetOfferedProviders } from './external-sign-in';

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
    signUp: vi.fn(),
    signIn: vi.fn(),
    requestPasswordReset: vi.fn(),
    fetchAuthProviders: vi.fn(async () => ({ google: false })),
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
  forgetOfferedProviders();
});

function renderModal(step: AuthStep | null = 'register') {
  const onClose = vi.fn();
  const view = render(<AuthModal initialStep={step} onClose={onClose} />);
  return {
    onClose,
    reopen: (next: AuthStep | null) =>
      view.rerender(<AuthModal initialStep={next} onClose={onClose} />),
  };
}

const button = (name: string) => screen.getByRole('button', { name });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('AuthModal', () => {
  it('asks for a valid email before the password step', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));

    await user.type(field('Email'), 'ann@');
    expect(screen.queryByText('wrong email pattern')).toBeNull();
    await user.click(button('Continue'));
    expect(screen.getByText('wrong email pattern')).toBeTruthy();
    expect((button('Continue') as HTMLButtonElement).disabled).toBe(true);

    await user.type(field('Email'), 'example.com');
    expect(screen.queryByText('wrong email pattern')).toBeNull();
    await user.click(button('Continue'));
    expect((field('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(document.activeElement).toBe(field('Password'));
  });

  it('lets the show/hide toggle and the submit button be clicked right after typing', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field('Email'), 'ann@example.com');
    await user.click(button('Continue'));
    await user.type(field('Password'), 'weak');
    // Moving to the field's own toggle is not leaving it: no message grows the form.
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect((field('Password') as HTMLInputElement).type).toBe('text');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button('Create account'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'password should contain at least one upper case letter, one lower case letter and number or special character\nPassword must be at least 8 characters.',
      'Passwords are not the same.',
    ]);
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('creates the account, signs in and reloads, once however often it is clicked', async () => {
    const user = userEvent.setup();
    let finishSignUp = () => {};
    auth.signUp.mockReturnValue(new Promise<void>((resolve) => (finishSignUp = resolve)));
    auth.signIn.mockResolvedValue(undefined);
    renderModal();
    await user.type(field('Email'), ' ann@example.com ');
    await user.click(button('Continue'));
    await user.type(field('Password'), 'Secret-123');
    await user.type(field('Repeat password'), 'Secret-123');
    await user.click(button('Create account'));
    await user.click(button('Create account'));
    await act(async () => finishSignUp());

    const credentials = { username: 'ann@example.com', password: 'Secret-123' };
    expect(auth.signUp).toHaveBeenCalledTimes(1);
    expect(auth.signUp).toHaveBeenCalledWith(credentials);
    expect(auth.signIn).toHaveBeenCalledWith(credentials);
    expect(navigation.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the server message as returned and does not reload', async () => {
    const user = userEvent.setup();
    auth.signIn.mockRejectedValue(new auth.ApiError(401, 'Wrong email or password'));
    renderModal('login');
    await user.click(button('Login'));
    expect(screen.getByRole('alert').textContent).toBe('One or more fields are empty.');

    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'nope');
    await user.click(button('Login'));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(navigation.reloadPage).not.toHaveBeenCalled();
  });

  it('hides technical failures behind a readable message', async () => {
    const user = userEvent.setup();
    auth.signIn.mockRejectedValue(new TypeError('Failed to fetch'));
    renderModal('login');
    await user.type(field('Email'), 'ann@example.com');
    await user.type(field('Password'), 'x');
    await user.click(button('Login'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Something went wrong/);
  });

  it('restore: sends, confirms neutrally and cools the button down', async () => {
    const user = userEvent.setup();
    auth.requestPasswordReset.mockResolvedValue(undefined);
    renderModal('login');
    await user.click(button('Forgot password'));
    expect(screen.getByRole('dialog', { name: 'Restore your password' })).toBeTruthy();
    await user.type(field('Email'), 'ann@example.com');
    await user.click(button('Send'));
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/If an account with this email exists/);
    expect((button('Send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts again at the first step after closing', async () => {
    const user = userEvent.setup();
    const { reopen, onClose } = renderModal('login');
    await user.type(field('Email'), 'ann@example.com');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    reopen(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    reopen('register');
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('');
  });

  it('does not offer the external provider when the server has none configured', async () => {
    auth.fetchAuthProviders.mockResolvedValueOnce({ google: false });
    renderModal();
    await act(async () => {});
    expect(auth.fetchAuthProviders).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('OR')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('offers Google sign-in when configured, starting it at the API', async () => {
    const user = userEvent.setup();
    auth.fetchAuthProviders.mockResolvedValueOnce({ google: true });
    renderModal('login');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.getByText('OR')).toBeTruthy();
    await user.click(google);
    expect(navigation.goTo).toHaveBeenCalledWith('/api/auth/google/start');
  });
});
