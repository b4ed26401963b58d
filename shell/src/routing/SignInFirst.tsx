import { Navigate, useLocation } from 'react-router';
import { sessionSeenOnThisPage } from '../auth-modal/page-session';
import { signInRequest } from '../auth-modal/sign-in-return';

/**
 * A signed-in-only page opened by a guest: the home page (spec §2), which then opens the
 * login step and, once signed in, comes back to this link (issue H6; SignInRequests).
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  // A session that ended on this page (Exit, the account deleted) goes home and stays.
  const state = sessionSeenOnThisPage() ? null : signInRequest(`${pathname}${search}${hash}`);
  return <Navigate to="/" replace state={state} />;
}
