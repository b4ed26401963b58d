import { messageText, useMessageText } from 'editor-kit/i18n';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, resetPassword } from 'shared-auth';
import { Banner, Button, PasswordField } from 'shared-ui';
import { useAuthModal } from '../../auth-modal/AuthModalProvider';
import { errorMessage } from '../../auth-modal/error-message';
import { goHomeAndReload } from '../../auth-modal/page-navigation';
import { newPasswordProblems } from '../../auth-modal/validation';
import { useTranslation } from '../../i18n';
import { isCompleteResetLink, parseResetLink } from './reset-link';
import './password-reset.css';

/** Spec §9: after a restored password the page goes home this long after saying so. */
const RESTORE_REDIRECT_MS = 3000;

/** `expired`: the server says the link was used or has expired; only a new one helps. */
type Status = 'editing' | 'sending' | 'restored' | 'failed' | 'expired';

/**
 * The restore password page (spec §2, §4, §5, §8), opened from the emailed link.
 *
 * Decisions: the validation list shows once the password field is typed in or left
 * (issue H6: rules listed as errors before any typing read as a scolding); Submit stays
 * disabled while the password has problems, shown or not. A link without a usable token
 * or user key cannot succeed, so the failure banner shows at once, with a way to ask for
 * a new link, rather than after someone has typed a new password; so does a link the
 * server says was used or has expired. Other failures keep the spec's banner. After
 * success the page says so and, 3 seconds later, loads / afresh (spec §4).
 */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { search, hash } = useLocation();
  const link = useMemo(() => parseResetLink(search, hash), [search, hash]);
  const authModal = useAuthModal();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [detail, setDetail] = useState<string | null>(null);
  const sending = useRef(false);

  const problems = newPasswordProblems(password);
  const complete = isCompleteResetLink(link);

  useEffect(() => {
    if (status !== 'restored') return;
    const timer = setTimeout(goHomeAndReload, RESTORE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || !isCompleteResetLink(link) || problems.length > 0) return;
    sending.current = true;
    setStatus('sending');
    setDetail(null);
    try {
      await resetPassword({
        userPK: link.userPK,
        resetPasswordToken: link.token,
        newPassword: password,
      });
      setStatus('restored');
    } catch (error) {
      const message = errorMessage(error, '');
      sending.current = false;
      if (error instanceof ApiError && error.code === 'resetLinkExpired') {
        setDetail(message);
        setStatus('expired');
        return;
      }
      // The banner is the spec's text; a different server message (a rate limit, say)
      // is added under it so the person knows whether trying again can help.
      setDetail(message && message !== messageText('restoreFailure') ? message : null);
      setStatus('failed');
    }
  }

  if (status === 'restored') {
    return (
      <div className="shell-page shell-page--narrow password-reset">
        <h1 className="shell-page-title">{t('passwordReset.title')}</h1>
        <Banner kind="success" title={t('passwordReset.success')}>
          {t('passwordReset.redirecting')}
        </Banner>
      </div>
    );
  }

  return (
    <div className="shell-page shell-page--narrow password-reset">
      <h1 className="shell-page-title">{t('passwordReset.title')}</h1>
      {!complete || status === 'expired' ? (
        <Banner
          kind="error"
          title={complete ? t('passwordReset.linkExpired') : t('passwordReset.failure')}
        >
          <p className="password-reset__text">
            {complete ? detail : t('passwordReset.linkBroken')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => authModal.open('restore')}>
            {t('passwordReset.requestNewLink')}
          </Button>
        </Banner>
      ) : (
        status === 'failed' && (
          <Banner kind="error" title={t('passwordReset.failure')}>
            {detail}
          </Banner>
        )
      )}
      <form className="shell-card" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t('passwordReset.passwordLabel')}
          placeholder={t('passwordReset.placeholder')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setTouched(true);
            if (status === 'failed') setStatus('editing');
          }}
          onBlur={() => setTouched(true)}
          aria-invalid={(touched && problems.length > 0) || undefined}
          aria-describedby="password-reset-problems"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          disabled={status === 'sending'}
        />
        <div id="password-reset-problems" aria-live="polite">
          {touched && problems.length > 0 && (
            <>
              <p className="password-reset__text">{t('passwordReset.requirements')}</p>
              <ul className="password-reset__problems">
                {problems.map((problem) => (
                  <li key={problem}>{text(problem)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div>
          <Button
            type="submit"
            loading={status === 'sending'}
            disabled={problems.length > 0 || !complete || status === 'expired'}
          >
            {t('passwordReset.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
