import './landing.css';
import { guestEditorPath } from 'editor-kit/routes';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from 'shared-auth';
import { useAuthModal } from '../../auth-modal/AuthModalProvider';
import { readProviderReturn } from '../../auth-modal/provider-return';
import { type LandingActions, LandingContent } from './LandingContent';
import type { PendingAction, SignedInLandingProps } from './SignedInLanding';

/**
 * Signed-in behaviour (project count, "Choose project", creating items) needs the API
 * hooks and their zod schemas. It lives in its own chunk so a guest's landing page stays
 * within its JS budget: a guest never downloads it.
 */
const SignedInLanding = lazy(async () => {
  const [{ default: Landing }, { WithQueryClient }] = await Promise.all([
    import('./SignedInLanding'),
    import('../../query/WithQueryClient'),
  ]);
  return {
    default: (props: SignedInLandingProps) => (
      <WithQueryClient>
        <Landing {...props} />
      </WithQueryClient>
    ),
  };
});

/** Only a page the provider sent back (with `?code=` or `?error=`) loads this. */
const ExternalSignInReturn = lazy(async () => ({
  default: (await import('../../auth-modal/ExternalSignInReturn')).ExternalSignInReturn,
}));

/**
 * Home page (spec §1, §2 'Landing page'), and where the external provider sends the
 * browser back after sign-in (spec §4).
 */
export function LandingPage() {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  // Decided once: the return handler clears the query, and must stay to show its outcome.
  const [providerReturned] = useState(() => readProviderReturn(search) !== null);
  return (
    <>
      {providerReturned && (
        <Suspense fallback={null}>
          <ExternalSignInReturn />
        </Suspense>
      )}
      {isSignedIn ? <MemberLanding /> : <GuestLanding />}
    </>
  );
}

/**
 * While the signed-in chunk loads, the page already shows; a click in that moment is
 * kept and carried out once the chunk is there, so it is never lost. The content is one
 * element throughout: the chunk only hands it a member's actions.
 */
export function MemberLanding() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [member, setMember] = useState<LandingActions | null>(null);
  const waiting: LandingActions = {
    onCreateFeature: (editor) => setPending({ kind: 'feature', editor }),
    onCreateBlankProject: () => setPending({ kind: 'blankProject' }),
    busyBlankProject: pending?.kind === 'blankProject',
  };
  return (
    <>
      <LandingContent actions={member ?? waiting} />
      <Suspense fallback={null}>
        <SignedInLanding
          pendingAction={pending}
          onPendingTaken={() => setPending(null)}
          onActions={setMember}
        />
      </Suspense>
    </>
  );
}

/**
 * A guest opens the editors on sample data; "Create Blank Project" needs an account, so it
 * opens the sign-in step of the auth modal (spec: "signed out opens the sign-in dialog";
 * the modal links on to Sign Up for newcomers).
 */
function GuestLanding() {
  const navigate = useNavigate();
  const authModal = useAuthModal();
  return (
    <LandingContent
      actions={{
        onCreateFeature: (editor) => navigate(guestEditorPath(editor)),
        onCreateBlankProject: () => authModal.open('login'),
      }}
    />
  );
}
