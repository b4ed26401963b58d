import { useMessageText } from 'editor-kit/i18n';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { requestPasswordReset, signIn, signUp } from 'shared-auth';
import { Button, Dialog } from 'shared-ui';
import { useTranslation } from '../i18n';
import './auth-modal.css';
import { AuthFields } from './AuthFields';
import { AuthSwitchLinks, ExternalSignIn } from './AuthSwitchLinks';
import {
  type AuthFormState,
  authFormReducer,
  initialAuthForm,
  isStepValid,
  isSubmitBlocked,
  visibleProblems,
} from './auth-form';
import type { AuthStep } from './auth-steps';
import { errorMessage } from './error-message';
import { goTo, reloadPage } from './page-navigation';
import { useCooldown } from './useCooldown';

export interface AuthModalProps {
  /** The step to open at; `null` means closed. */
  initialStep: AuthStep | null;
  /** Where to land once signed in (a signed-out deep link); else the page reloads. */
  returnTo?: string | null;
  onClose(): void;
}

/** Spec §9: the restore step's Send waits this long before it can be pressed again. */
const RESET_SEND_COOLDOWN_MS = 2000;

/**
 * The sign-up / login / restore modal (spec §2, §4, §5, §8). The rules live in
 * auth-form.ts; this component renders them and talks to the server through shared-auth.
 */
export default function AuthModal({ initialStep, returnTo = null, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [state, dispatch] = useReducer(authFormReducer, initialStep ?? 'register', initialAuthForm);
  const [pending, setPendingState] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state still false.
  const pendingRef = useRef(false);
  const setPending = (value: boolean) => {
    pendingRef.current = value;
    setPendingState(value);
  };
  const [coolingDown, startCooldown] = useCooldown(RESET_SEND_COOLDOWN_MS);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // Each opening is a new session; answers to requests of an earlier one are dropped.
  const opening = useRef(0);

  // Closing resets the modal to its first step (spec §2); opening starts at the step asked
  // for. Done while rendering, so no frame ever shows the previous opening's state.
  const [openedAt, setOpenedAt] = useState(initialStep);
  if (openedAt !== initialStep) {
    setOpenedAt(initialStep);
    dispatch({ type: 'reset', step: initialStep ?? 'register' });
    setPending(false);
  }
  useEffect(() => {
    opening.current += 1;
  }, [initialStep]);

  const open = initialStep !== null;
  // The first field of every step gets the focus, on opening and on each step change.
  useEffect(() => {
    if (open) firstFieldRef.current?.focus();
  }, [open, state.step]);

  const problems = visibleProblems(state);
  const step = state.step;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pendingRef.current) return;
    if (step === 'restore') startCooldown();
    dispatch({ type: 'submit' });
    if (!isStepValid(state)) return;
    if (step === 'register') {
      dispatch({ type: 'go', action: 'continue' });
      return;
    }
    setPending(true);
    const thisOpening = opening.current;
    const stillOpen = () => thisOpening === opening.current;
    const outcome = await send(state);
    if (outcome.kind === 'signedIn') {
      // The token is stored; the page reloads into the signed-in app (spec §4), at the
      // link that asked for the sign-in if one did. The button keeps spinning until then.
      if (returnTo) goTo(returnTo);
      else reloadPage();
      return;
    }
    if (!stillOpen()) return;
    setPending(false);
    if (outcome.kind === 'resetRequested') dispatch({ type: 'resetRequested' });
    else {
      // The account exists but signing in failed: the login step, email filled in, is
      // where to try again.
      if (outcome.kind === 'signInAfterSignUpFailed') dispatch({ type: 'go', action: 'toLogin' });
      dispatch({
        type: 'serverError',
        message: errorMessage(outcome.error, t('auth.unexpectedError')),
      });
    }
  }

  const formError = state.serverError ?? (problems.form ? text(problems.form) : null);
  const submitLabel = {
    register: t('auth.register.continue'),
    registerPassword: t('auth.registerPassword.submit'),
    login: t('auth.login.submit'),
    restore: t('auth.restore.submit'),
  }[step];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`auth.${step}.title`)}
      closeLabel={t('common.dialogs.close')}
      initialFocusRef={firstFieldRef}
      size="sm"
      className="auth-modal"
    >
      <form className="auth-modal__form" noValidate onSubmit={(event) => void submit(event)}>
        {step === 'restore' && <p className="auth-modal__intro">{t('auth.restore.intro')}</p>}
        <AuthFields
          state={state}
          problems={problems}
          dispatch={dispatch}
          firstFieldRef={firstFieldRef}
          disabled={pending}
        />
        {step === 'login' && (
          <Button
            variant="ghost"
            size="sm"
            className="auth-modal__field-action"
            disabled={pending}
            onClick={() => dispatch({ type: 'go', action: 'forgotPassword' })}
          >
            {t('auth.login.forgotPassword')}
          </Button>
        )}
        {formError && (
          <p className="auth-modal__error" role="alert">
            {formError}
          </p>
        )}
        {step === 'restore' && state.resetRequested && (
          <p className="auth-modal__notice" role="status">
            {t('auth.restore.sent')}
          </p>
        )}
        <Button
          type="submit"
          fullWidth
          loading={pending}
          disabled={isSubmitBlocked(state) || (step === 'restore' && coolingDown)}
        >
          {submitLabel}
        </Button>
      </form>
      <ExternalSignIn disabled={pending} />
      <AuthSwitchLinks
        step={step}
        disabled={pending}
        onGo={(action) => dispatch({ type: 'go', action })}
      />
    </Dialog>
  );
}

type Outcome =
  | { kind: 'signedIn' }
  | { kind: 'resetRequested' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'signInAfterSignUpFailed'; error: unknown };

/** The step's request: sign up (then sign in automatically), sign in, or ask for a reset. */
async function send(state: AuthFormState): Promise<Outcome> {
  const credentials = { username: state.email.trim(), password: state.password };
  try {
    switch (state.step) {
      case 'registerPassword':
        await signUp(credentials);
        try {
          await signIn(credentials);
        } catch (error) {
          return { kind: 'signInAfterSignUpFailed', error };
        }
        return { kind: 'signedIn' };
      case 'login':
        await signIn(credentials);
        return { kind: 'signedIn' };
      case 'restore':
        // The server answers the same for known and unknown emails (architecture §7), so
        // the confirmation is neutral. A failure (rate limit, network) is shown, although
        // the spec leaves it "not shown": silence would leave someone waiting for an
        // email that is not coming.
        await requestPasswordReset(credentials.username);
        return { kind: 'resetRequested' };
      default:
        return { kind: 'failed', error: null };
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
}
