import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { type LeaveGuards, type RouterHistory, withLeaveGuards } from './leave-guards';

/**
 * The leave guards of the page's one router. A context rather than module state: the
 * router owns them, so each test's router starts with none, and a LeaveGuard under no
 * such router (or under another copy of this package) fails loudly instead of guarding
 * nothing.
 */
const LeaveGuardsContext = createContext<LeaveGuards | null>(null);

/** The leave guards of the router above; LeaveGuard needs them. */
export function useLeaveGuards(): LeaveGuards {
  const guards = useContext(LeaveGuardsContext);
  if (!guards) {
    throw new Error('LeaveGuard needs a router that keeps leave guards: GuardedBrowserRouter');
  }
  return guards;
}

export interface GuardedRouterProps {
  /** The router's history for its whole life (a memory history in tests). */
  history: RouterHistory;
  children?: ReactNode;
}

/**
 * A declarative router over `history` whose navigations wait for LeaveGuard's question
 * (what the data router's useBlocker did; declarative mode ships far less react-router).
 * A new location renders in a transition, as BrowserRouter's does: a page still loading
 * (React.lazy) leaves the current one on screen instead of a spinner.
 */
export function GuardedRouter({ history, children }: GuardedRouterProps) {
  const [guarded] = useState(() => withLeaveGuards(history));
  const [shown, setShown] = useState({ action: guarded.action, location: guarded.location });
  useLayoutEffect(
    () =>
      guarded.listen(({ action, location }) =>
        startTransition(() => setShown({ action, location })),
      ),
    [guarded],
  );
  return (
    <LeaveGuardsContext.Provider value={guarded}>
      <Router location={shown.location} navigationType={shown.action} navigator={guarded}>
        {children}
      </Router>
    </LeaveGuardsContext.Provider>
  );
}

/** The site's router: the address bar's history, with leave guards (the shell, a remote standalone). */
export function GuardedBrowserRouter({ children }: { children?: ReactNode }) {
  // The history BrowserRouter itself makes (react-router's, exported as UNSAFE_ only
  // because most apps never need it): the same code, so nothing more to ship.
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}
