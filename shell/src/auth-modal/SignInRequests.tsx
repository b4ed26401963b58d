import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from 'shared-auth';
import { useAuthModal } from './AuthModalProvider';
import { noteSessionSeen, sessionSeenOnThisPage } from './page-session';
import { asksOnThisLoad, returnPathOf } from './sign-in-return';

/**
 * Answers a signed-out deep link (issue H6): a guest sent home from a signed-in-only page
 * (routing/SignInFirst.tsx) gets the login step at once, and signing in lands on the link.
 * The request is taken off the history entry, so a reload or Back does not ask again; a
 * page that reloaded signed out (after Exit) does not ask at all, nor one whose session
 * ended while it was open.
 */
export function SignInRequests() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const authModal = useAuthModal();
  // Signed in earlier in this page's life: a session that ends here asks nothing.
  if (isSignedIn) noteSessionSeen();
  const returnTo = returnPathOf(location.state);
  useEffect(() => {
    if (returnTo === null) return;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
    const load = performance.getEntriesByType?.('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    if (!isSignedIn && !sessionSeenOnThisPage() && asksOnThisLoad(load?.type)) {
      authModal.open('login', { returnTo });
    }
  }, [returnTo, isSignedIn, authModal, navigate, location]);
  return null;
}
