import type { HistoryRouterProps, To } from 'react-router';
import { parsePath } from 'react-router';

/** A router's history, as react-router's own routers make it (browser or memory). */
export type RouterHistory = HistoryRouterProps['history'];
type Listener = Parameters<RouterHistory['listen']>[0];

/** One piece of unsaved work that wants a word before the page is left. */
export interface LeaveGuardEntry {
  /** Whether going from the path `from` to the path `to` leaves the work behind. */
  holds(from: string, to: string): boolean;
  /** Asks the person; `leave` carries the navigation out, staying needs nothing. */
  ask(leave: () => void): void;
}

/** Where LeaveGuard registers its work: the page's router. */
export interface LeaveGuards {
  /** Adds a guard; the function returned removes it. */
  add(guard: LeaveGuardEntry): () => void;
}

export type GuardedHistory = RouterHistory & LeaveGuards;

const pathnameOf = (to: To, current: string) =>
  (typeof to === 'string' ? parsePath(to) : to).pathname ?? current;

/**
 * `history` with leave guards: what a data router's useBlocker did, for a declarative
 * router. A push or replace a guard holds waits for its answer; so does a step back or
 * forward, which the browser has already taken when it is told: the entry is restored
 * first (a pop of our own, not shown) and taken again if the person leaves. A pop whose
 * distance is unknown (an entry this history did not make) cannot be restored and goes.
 */
export function withLeaveGuards(history: RouterHistory): GuardedHistory {
  const guards = new Set<LeaveGuardEntry>();
  // The router's location: after a pop, `history.location` is already the next one.
  let shown = history.location.pathname;
  // Pops this history makes itself: undoing a held one, and taking it once agreed.
  let undoing = 0;
  let agreed = 0;

  /** Runs `go` once every guard holding this move has been answered with 'leave'. */
  function ask(from: string, to: string, go: () => void, pending = [...guards]) {
    const index = pending.findIndex((guard) => guard.holds(from, to));
    const guard = pending[index];
    if (!guard) {
      go();
      return;
    }
    guard.ask(() => ask(from, to, go, pending.slice(index + 1)));
  }

  const heldBySome = (to: string) => [...guards].some((guard) => guard.holds(shown, to));

  function listen(listener: Listener) {
    return history.listen((update) => {
      if (update.action === 'POP') {
        if (undoing > 0) {
          undoing -= 1;
          return;
        }
        const to = update.location.pathname;
        if (agreed > 0) agreed -= 1;
        else if (update.delta != null && update.delta !== 0 && heldBySome(to)) {
          const { delta } = update;
          undoing += 1;
          history.go(-delta);
          ask(shown, to, () => {
            agreed += 1;
            history.go(delta);
          });
          return;
        }
      }
      shown = update.location.pathname;
      listener(update);
    });
  }

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => ask(shown, pathnameOf(to, shown), () => history.push(to, state)),
    replace: (to, state) => ask(shown, pathnameOf(to, shown), () => history.replace(to, state)),
    // A step back or forward is judged when the history reports it (listen).
    go: (delta) => history.go(delta),
    listen,
    add(guard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}
