import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { decodeSession, type Session } from './session';
import { tokenStore } from './token-store';

export interface SessionState {
  session: Session | null;
  isSignedIn: boolean;
}

const SessionContext = createContext<SessionState | null>(null);

// No token on the server: every page starts anonymous there.
const noToken = () => null;

/** The session of the stored token, following sign-in and sign-out in any tab. */
function useStoredSession(): SessionState {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, noToken);
  return useMemo(() => {
    const session = decodeSession(token);
    return { session, isSignedIn: session !== null };
  }, [token]);
}

/** Decodes the session once for the whole tree and keeps it current. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useStoredSession();
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/**
 * Who is signed in. Inside an AuthProvider it reads the provider's session; a remote
 * rendered on its own (its dev server) follows the token store directly instead.
 */
export function useSession(): SessionState {
  const provided = useContext(SessionContext);
  const own = useStoredSession();
  return provided ?? own;
}
