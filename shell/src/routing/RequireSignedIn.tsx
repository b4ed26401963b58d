import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from 'shared-auth';

/** Signed-in-only routes send a guest to the home page (spec §2). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <Navigate to="/" replace />;
}
