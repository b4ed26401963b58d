/**
 * How long a remote may take to load, from reading /remotes.json to its `./App` module:
 * the registry, the remote's manifest and its entry together. A remote that has not
 * answered by then shows the error panel instead of 'Loading the editor…' forever.
 * The e2e suite reads it too, so this module imports nothing.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/**
 * Runs `work` with a signal that aborts at the deadline; the promise then rejects with
 * `timedOut()`. Work that cannot be aborted (a module import) may still finish later: its
 * result is dropped, since the promise has settled.
 */
export function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  timedOut: () => Error,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = timedOut();
      controller.abort(error);
      reject(error);
    }, ms);
    work(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
