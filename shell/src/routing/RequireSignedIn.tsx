import type { ReactNode } from 'react';
import { useSession } from 'shared-auth';
import { SignInFirst } from './SignInFirst';

/** Signed-in-only routes send a guest to the home page (spec §2), to sign in there. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <SignInFirst />;
}
