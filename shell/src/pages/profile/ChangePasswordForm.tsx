import { useMessageText } from 'editor-kit/i18n';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, changePassword, isRecentSignIn, tokenStore } from 'shared-auth';
import { Button, PasswordField, useToast } from 'shared-ui';
import { errorMessage } from '../../auth-modal/error-message';
import { FieldLeave } from '../../auth-modal/FieldLeave';
import { useTranslation } from '../../i18n';
import {
  type ChangePasswordField,
  canSendChangePassword,
  changePasswordReducer,
  initialChangePassword,
  isConfirmBlocked,
  visibleChangePasswordProblems,
} from './change-password-form';

/**
 * 'Change password' enables 'New password', 'Repeat password' and 'Confirm' (spec §2);
 * success shows the toast 'Password Changed Successfully!' and disables the form again.
 * shared-auth's changePassword refreshes an expired token once and signs the user out
 * if that fails too (spec §4), so an error that reaches this form is the server's word.
 * An older sign-in gives its current password too (issue H6): the field shows when the
 * form opens on such a sign-in, or when the server asks for it, keeping what was typed.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const toast = useToast();
  const [state, dispatch] = useReducer(changePasswordReducer, initialChangePassword);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const currentPasswordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.enabled) newPasswordRef.current?.focus();
  }, [state.enabled]);
  // The field the server asked for, or the first to fill on an older sign-in.
  useEffect(() => {
    if (state.askCurrent) currentPasswordRef.current?.focus();
  }, [state.askCurrent, state.currentError]);

  const problems = visibleChangePasswordProblems(state);
  const errorOf = (field: ChangePasswordField) =>
    problems[field].length === 0 ? undefined : problems[field].map(text).join('\n');
  const bind = (field: ChangePasswordField) => ({
    value: state[field],
    disabled: !state.enabled || pending,
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field, value: event.target.value }),
    error: errorOf(field),
    showLabel: t('auth.showPassword'),
    hideLabel: t('auth.hidePassword'),
    autoComplete: 'new-password',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pendingRef.current) return;
    dispatch({ type: 'submit' });
    if (!canSendChangePassword(state)) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await changePassword(state.newPassword, state.askCurrent ? state.currentPassword : undefined);
      dispatch({ type: 'disable' });
      toast.show('success', t('profile.password.changed'));
    } catch (error) {
      const message = errorMessage(error, t('profile.unexpectedError'));
      dispatch(
        isProofRefusal(error)
          ? { type: 'currentPasswordRefused', message }
          : { type: 'serverError', message },
      );
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  return (
    <form className="profile-page__password" noValidate onSubmit={(event) => void submit(event)}>
      <div className="profile-page__section-head">
        <h2 className="profile-page__heading">{t('profile.password.heading')}</h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          aria-expanded={state.enabled}
          onClick={() =>
            dispatch(
              state.enabled
                ? { type: 'disable' }
                : { type: 'enable', askCurrent: !isRecentSignIn(tokenStore.get()) },
            )
          }
        >
          {state.enabled ? t('profile.password.cancel') : t('profile.password.change')}
        </Button>
      </div>
      {state.askCurrent && (
        <PasswordField
          ref={currentPasswordRef}
          label={t('profile.password.currentPassword')}
          value={state.currentPassword}
          disabled={pending}
          onChange={(event) =>
            dispatch({ type: 'edit', field: 'currentPassword', value: event.target.value })
          }
          error={state.currentError ? text(state.currentError) : undefined}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          autoComplete="current-password"
        />
      )}
      <FieldLeave onLeave={() => dispatch({ type: 'blur', field: 'newPassword' })}>
        <PasswordField
          ref={newPasswordRef}
          label={t('profile.password.newPassword')}
          {...bind('newPassword')}
        />
      </FieldLeave>
      <FieldLeave onLeave={() => dispatch({ type: 'blur', field: 'repeat' })}>
        <PasswordField label={t('profile.password.repeatPassword')} {...bind('repeat')} />
      </FieldLeave>
      {state.serverError && (
        <p className="profile-page__error" role="alert">
          {state.serverError}
        </p>
      )}
      <div>
        <Button type="submit" loading={pending} disabled={isConfirmBlocked(state)}>
          {t('profile.password.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The server's refusals that the current password answers (missing or wrong). */
function isProofRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'currentPasswordRequired' || error.code === 'currentPasswordWrong')
  );
}
