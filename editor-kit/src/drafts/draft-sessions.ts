/**
 * Which editor sessions are open right now, in any tab of this browser: each holds a Web
 * Lock named after its writer id while it is open. A draft whose writer still holds its
 * lock is that tab's live work, not something to offer in another tab. Where the Web Locks
 * API is missing (an insecure context), every session counts as ended and its drafts are
 * offered, which loses nothing.
 */
const PREFIX = 'ux-artefacts-draft-session:';

/** Holds this session's lock; the function returned lets it go. */
export function holdSession(writer: string): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return () => undefined;
  let release: (() => void) | null = null;
  let released = false;
  locks
    .request(
      PREFIX + writer,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          if (released) resolve();
        }),
    )
    .catch((error) => console.warn('The draft session lock failed', error));
  return () => {
    released = true;
    release?.();
  };
}

/** The writer ids of the sessions open now. */
export async function liveSessions(): Promise<Set<string>> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(PREFIX))
        .map((name) => name.slice(PREFIX.length)),
    );
  } catch {
    return new Set();
  }
}
