import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { AuthStep } from './auth-steps';

const AuthModal = lazy(() => import('./AuthModal'));

interface AuthModalControls {
  /** `returnTo`: the page to land on once signed in (a signed-out deep link), else a reload. */
  open(step?: AuthStep, options?: { returnTo?: string }): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalControls | null>(null);

/**
 * One auth modal for the whole shell, opened from the header, the landing page and
 * anywhere else a guest needs to sign in. Its code loads on first open.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<AuthStep | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const controls = useMemo<AuthModalControls>(
    () => ({
      open(initial = 'register', options) {
        setEverOpened(true);
        setStep(initial);
        setReturnTo(options?.returnTo ?? null);
      },
      close() {
        setStep(null);
        // Closed without signing in: a later sign-in is no answer to that link.
        setReturnTo(null);
      },
    }),
    [],
  );
  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <AuthModal initialStep={step} returnTo={returnTo} onClose={controls.close} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error('useAuthModal needs an AuthModalProvider');
  return controls;
}
