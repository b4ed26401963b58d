import type { Db } from '../db/database.js';
import { isSessionLive } from '../store/sessions.js';

/**
 * How long an instance goes on trusting that a sign-in it has seen is still on before it
 * asks the database again. It is the longest a sign-out, password change, reset or account
 * deletion made through another instance takes to stop this instance from accepting the
 * sign-in's access tokens; the instance that made the change stops at once.
 */
export const SESSION_RECHECK_MS = 5_000;
/** Sign-ins remembered: about the number of users active within a few seconds, with room. */
const REMEMBERED_SESSIONS = 10_000;

export interface SessionCheck {
  /** Whether the sign-in `sessionId` (of `userId`) is still on. */
  isLive(sessionId: string, userId: string): Promise<boolean>;
  /** This instance just ended sign-ins of `userId`: ask the database again, now. */
  forgetUser(userId: string): void;
}

interface Known {
  live: boolean;
  userId: string;
  checkedAt: number;
}

/**
 * An access token names the sign-in it was issued for (`sid`), and is refused once that
 * sign-in has ended, instead of living out its 15 minutes. Asking the database on every
 * request would double the work of a typical one, so what it answered is remembered: an
 * ended sign-in for good (none ever starts again), a live one for SESSION_RECHECK_MS.
 * Concurrent requests of one sign-in share one question.
 */
export function createSessionCheck(
  db: Db,
  clock: () => number = Date.now,
  recheckMs = SESSION_RECHECK_MS,
): SessionCheck {
  const known = new Map<string, Known>();
  const asking = new Map<string, Promise<boolean>>();
  // Bumped by forgetUser, so an answer asked for before it is not remembered after it.
  let generation = 0;

  const remember = (sessionId: string, entry: Known) => {
    known.delete(sessionId);
    if (known.size >= REMEMBERED_SESSIONS) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(sessionId, entry);
  };

  const ask = (sessionId: string, userId: string) => {
    const asked = generation;
    const checkedAt = clock();
    const answer = isSessionLive(db, sessionId)
      .then((live) => {
        if (asked === generation) remember(sessionId, { live, userId, checkedAt });
        return live;
      })
      .finally(() => {
        if (asking.get(sessionId) === answer) asking.delete(sessionId);
      });
    asking.set(sessionId, answer);
    return answer;
  };

  return {
    async isLive(sessionId, userId) {
      const entry = known.get(sessionId);
      if (entry && (!entry.live || clock() - entry.checkedAt < recheckMs)) return entry.live;
      return asking.get(sessionId) ?? ask(sessionId, userId);
    },
    forgetUser(userId) {
      generation += 1;
      asking.clear();
      for (const [sessionId, entry] of known) if (entry.userId === userId) known.delete(sessionId);
    },
  };
}
