import { Button } from 'shared-ui';
import { useTranslation } from '../i18n';
import { type StepAction, switchLinks } from './auth-form';
import type { AuthStep } from './auth-steps';
import { startGoogleSignIn, useGoogleSignInOffered } from './external-sign-in';

interface SwitchProps {
  step: AuthStep;
  disabled: boolean;
  onGo(action: StepAction): void;
}

/** 'Already have an account? Login' / "Doesn't have account? Sign Up" (spec §2). */
export function AuthSwitchLinks({ step, disabled, onGo }: SwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-modal__switches">
      {switchLinks(step).map((action) =>
        action === 'toLogin' ? (
          <p key={action} className="auth-modal__switch">
            {t('auth.switch.haveAccount')}{' '}
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onGo(action)}>
              {t('auth.switch.login')}
            </Button>
          </p>
        ) : action === 'toSignUp' ? (
          <p key={action} className="auth-modal__switch">
            {t('auth.switch.noAccount')}{' '}
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onGo(action)}>
              {t('auth.switch.signUp')}
            </Button>
          </p>
        ) : null,
      )}
    </div>
  );
}

/** The 'OR' divider and the external provider button, when the server offers Google. */
export function ExternalSignIn({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const offered = useGoogleSignInOffered();
  if (!offered) return null;
  return (
    <>
      <div className="auth-modal__divider">
        <span>{t('auth.or')}</span>
      </div>
      <Button variant="secondary" fullWidth disabled={disabled} onClick={startGoogleSignIn}>
        {t('auth.google')}
      </Button>
    </>
  );
}
