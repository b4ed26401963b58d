import { useMessageText } from 'editor-kit/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ApiError,
  type AuthMethod,
  deleteAccount,
  isRecentSignIn,
  signOut,
  tokenStore,
} from 'shared-auth';
import { Button, Dialog, PasswordField } from 'shared-ui';
import { errorMessage } from '../../auth-modal/error-message';
import { goHomeAndReload } from '../../auth-modal/page-navigation';
import { useTranslation } from '../../i18n';

/**
 * What deleting needs besides the confirmation (issue H6): nothing after a recent sign-in;
 * otherwise the current password, or, for a sign-in without a password (Google), a new
 * sign-in. Known from the token when the dialog opens, and from the server's refusal.
 */
type Proof = 'none' | 'password' | 'signInAgain';

function proofFor(authMethod: AuthMethod): Proof {
  if (isRecentSignIn(tokenStore.get())) return 'none';
  return authMethod === 'password' ? 'password' : 'signInAgain';
}

/** The proof a refusal of the server asks for, or null for other failures. */
function proofAskedBy(error: unknown): Proof | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'currentPasswordRequired' || error.code === 'currentPasswordWrong') {
    return 'password';
  }
  return error.code === 'recentSignInRequired' ? 'signInAgain' : null;
}

/**
 * 'Delete Account' asks first (spec §2); after deletion the local token goes and the app
 * starts again on / as a guest (a full load, so nothing of the old session lingers). If
 * the token cannot be refreshed, shared-auth signs the user out itself (spec §4). The
 * dialog also asks for the proof the server needs; a refusal for want of it keeps the
 * dialog open with what was typed, other failures close it and say so on the page.
 */
export function DeleteAccountSection({ authMethod }: { authMethod: AuthMethod }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState<Proof>('none');
  const [password, setPassword] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const messageId = useId();

  useEffect(() => {
    if (confirming && proof === 'password') passwordRef.current?.focus();
  }, [confirming, proof, proofError]);

  function open() {
    setProof(proofFor(authMethod));
    setPassword('');
    setProofError(null);
    setError(null);
    setConfirming(true);
  }

  function cancel() {
    if (!busy) setConfirming(false);
  }

  async function remove() {
    if (busy) return;
    if (proof === 'password' && password === '') {
      setProofError(text('currentPasswordRequired'));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(proof === 'password' ? password : undefined);
      tokenStore.clear();
      goHomeAndReload();
    } catch (failure) {
      setBusy(false);
      const asked = proofAskedBy(failure);
      const message = errorMessage(failure, t('profile.unexpectedError'));
      if (asked) {
        setProof(asked);
        setProofError(message);
        return;
      }
      setConfirming(false);
      setError(message);
    }
  }

  return (
    <section className="shell-card profile-page__danger">
      <h2 className="profile-page__heading">{t('profile.deleteAccount.heading')}</h2>
      <div>
        <Button variant="danger" onClick={open}>
          {t('profile.deleteAccount.button')}
        </Button>
      </div>
      {error && (
        <p className="profile-page__error" role="alert">
          {error}
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={cancel}
        title={t('profile.deleteAccount.confirmTitle')}
        size="sm"
        role="alertdialog"
        describedBy={messageId}
        // A reflexive Enter must not delete anything: Cancel first, unless a password is due.
        initialFocusRef={proof === 'password' ? passwordRef : cancelRef}
        footer={
          <>
            <Button
              ref={cancelRef}
              variant="secondary"
              onClick={cancel}
              aria-disabled={busy || undefined}
            >
              {t('profile.deleteAccount.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              disabled={proof === 'signInAgain'}
              onClick={() => void remove()}
            >
              {t('profile.deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <div className="profile-page__password">
          <p id={messageId} className="profile-page__muted">
            {t('profile.deleteAccount.confirmText')}
          </p>
          {proof === 'password' && (
            <PasswordField
              ref={passwordRef}
              label={t('profile.password.currentPassword')}
              value={password}
              disabled={busy}
              onChange={(event) => {
                setPassword(event.target.value);
                setProofError(null);
              }}
              error={proofError ?? undefined}
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
              autoComplete="current-password"
            />
          )}
          {proof === 'signInAgain' && (
            <>
              <p className="profile-page__error" role="alert">
                {text('recentSignInRequired')}
              </p>
              <div>
                <Button variant="secondary" size="sm" onClick={() => void signOut()}>
                  {t('profile.deleteAccount.signInAgain')}
                </Button>
              </div>
            </>
          )}
        </div>
      </Dialog>
    </section>
  );
}
