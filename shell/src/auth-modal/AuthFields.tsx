import { type ShownMessage, useMessageText } from 'editor-kit/i18n';
import type { Ref } from 'react';
import { Button, PasswordField, TextField } from 'shared-ui';
import { useTranslation } from '../i18n';
import type { AuthField, AuthFormEvent, AuthFormState, VisibleProblems } from './auth-form';
import { FieldLeave } from './FieldLeave';
import type { Problem } from './validation';

interface AuthFieldsProps {
  state: AuthFormState;
  problems: VisibleProblems;
  dispatch(event: AuthFormEvent): void;
  /** Goes to the first editable field of the step, to focus it. */
  firstFieldRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/** The inputs of the current step (spec §2 'Authentication modal'). */
export function AuthFields({
  state,
  problems,
  dispatch,
  firstFieldRef,
  disabled,
}: AuthFieldsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const errorOf = (field: AuthField) => joinProblems(problems.fields[field], text);
  const bind = (field: AuthField) => ({
    value: state[field],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field, value: event.target.value }),
    error: errorOf(field),
  });
  const leave = (field: AuthField) => () => dispatch({ type: 'blur', field });
  const passwordToggle = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };

  switch (state.step) {
    case 'register':
    case 'restore':
    case 'login':
      return (
        <>
          <FieldLeave onLeave={leave('email')}>
            <TextField
              ref={firstFieldRef}
              label={t('auth.email')}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              placeholder={t('auth.emailPlaceholder')}
              required
              {...bind('email')}
            />
          </FieldLeave>
          {state.step === 'login' && (
            <FieldLeave onLeave={leave('password')}>
              <PasswordField
                label={t('auth.password')}
                name="password"
                autoComplete="current-password"
                required
                {...passwordToggle}
                {...bind('password')}
              />
            </FieldLeave>
          )}
        </>
      );
    case 'registerPassword':
      return (
        <>
          {/* Read-only, yet an input: password managers pair the new password with it. */}
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={state.email.trim()}
            readOnly
          />
          {/* Under the field rather than inside it: a text button inside the input covered
              the end of a long address. */}
          <Button
            variant="ghost"
            size="sm"
            className="auth-modal__field-action"
            disabled={disabled}
            onClick={() => dispatch({ type: 'go', action: 'changeEmail' })}
          >
            {t('auth.registerPassword.changeEmail')}
          </Button>
          <FieldLeave onLeave={leave('password')}>
            <PasswordField
              ref={firstFieldRef}
              label={t('auth.password')}
              name="new-password"
              autoComplete="new-password"
              required
              {...passwordToggle}
              {...bind('password')}
            />
          </FieldLeave>
          <FieldLeave onLeave={leave('repeat')}>
            <PasswordField
              label={t('auth.repeatPassword')}
              name="repeat-password"
              autoComplete="new-password"
              required
              {...passwordToggle}
              {...bind('repeat')}
            />
          </FieldLeave>
        </>
      );
  }
}

/**
 * A field shows all of its problems at once (policy and length) so nobody fixes one to
 * meet the next; they are separate lines (the CSS keeps the line breaks).
 */
function joinProblems(
  problems: Problem[],
  text: (message: ShownMessage) => string,
): string | undefined {
  if (problems.length === 0) return undefined;
  return problems.map(text).join('\n');
}
